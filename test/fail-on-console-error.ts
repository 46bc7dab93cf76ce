/** An unexpected console.error fails the test that printed it. */
import { afterEach, beforeEach, expect, vi } from 'vitest';

let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
