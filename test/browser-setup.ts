/** Browser tests: every page a test opened is closed when it ends, so it cannot load the next test's machine. */
import { afterEach } from 'vitest';
import { closeTestPages } from './browser.js';

afterEach(async () => {
  await closeTestPages();
});
