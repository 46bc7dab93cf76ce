/**
 * npm run bench:lighthouse: Lighthouse's performance audit (mobile preset: a mid-range phone on a
 * slow 4G connection, simulated) of three configurator pages, the home page and the cart, each
 * run 3 times against the built shop in Debian's Chromium; the median run of each page is
 * reported. Targets on every page: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS 0.
 *
 * Lighthouse 12 (13 needs Node 22; the shop supports Node 20.19) drives the browser that
 * chrome-launcher starts from /usr/bin/chromium: no browser is downloaded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './bench-server.js';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/stickers/paper/art', '/stickers/roll', '/business-cards', '/', '/cart'];

interface RunFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-lighthouse-'));
const server = await startBenchServer({ port: PORT, dataDir });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (simulated slow 4G, 4× CPU slowdown), Chromium at /usr/bin/chromium`);
  console.log('page | performance | FCP | LCP | TBT | CLS | transferred');
  for (const path of PAGES) {
    const runs: RunFigures[] = [];
    let failures = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      // A run Lighthouse could not finish (e.g. no LCP recorded on a busy machine) is run again, up to twice.
      if (lhr.runtimeError) {
        console.log(`  ${path}: run ${i + 1} failed (${lhr.runtimeError.code}), repeated`);
        if (++failures <= 2) i--;
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      });
    }
    // The run with the median score stands for the page (as Lighthouse's own docs advise), so its figures belong together.
    const scoreMedian = median(runs.map((r) => r.score));
    const run = runs.find((r) => r.score === scoreMedian) ?? runs[0]!;
    console.log(
      `${path} | ${run.score} (runs: ${runs.map((r) => r.score).join(', ')}) | ${(run.fcpMs / 1000).toFixed(1)} s | ${(run.lcpMs / 1000).toFixed(1)} s | ${run.tbtMs.toFixed(0)} ms | ${run.cls.toFixed(3)} | ${(run.bytes / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
