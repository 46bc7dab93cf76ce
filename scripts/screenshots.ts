/**
 * Screenshots of shop pages at desktop (1280 px) and mobile (390 px) widths, for looking at what
 * shoppers see: `npx tsx scripts/screenshots.ts http://localhost:3000 / /stickers/paper/art …`.
 * Writes PNGs to .tmp/shots. Uses Debian's Chromium, never a downloaded browser.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.js';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
mkdirSync('.tmp/shots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: `.tmp/shots/${name}`, fullPage: true });
      console.log(`.tmp/shots/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
