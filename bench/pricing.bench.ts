/**
 * npm run bench: starts the built server on a scratch database and loads, in the same run,
 *   1. GET /api/pricing/v2 with varied valid configurations (products, cuttings, finishings,
 *      sizes inside each product's limits, listed and custom quantities), and
 *   2. GET /api/health, a trivial route, as the baseline;
 * then prints both request rates, their p99 latencies and the ratio (target: pricing ≥ 0.5×).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.js';
import type { FeaturedItemsData, Product } from '../src/features/catalogue/catalogue.schemas.js';
import { parseDimension } from '../src/features/catalogue/size-rules.js';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PIPELINING = 10;

/** Valid pricing queries built from the live catalogue: every product of a few pages, several sizes and quantities. */
async function pricingPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const slug of ['paper', 'vinyl', 'special', 'sheet', 'roll', 'business-cards', 'badges']) {
    const body = (await (await fetch(`${BASE}/api/quote/featured-items?slug=${slug}`)).json()) as { data: FeaturedItemsData };
    for (const product of body.data.featured_item.products) paths.push(...configurations(product));
  }
  return paths;
}

function configurations(product: Product): string[] {
  const out: string[] = [];
  const a = product.attributes;
  for (const cutting of a.cuttings.filter((c) => !c.disabled)) {
    const lookups = a.dim_lookups.filter((d) => d.cutting_id === cutting.id);
    const finishing = a.attribute_lookups.find((l) => l.cutting_id === cutting.id && l.finishing_id !== null)?.finishing_id;
    const quantities = a.quantities.filter((q) => q.cutting_id === cutting.id).map((q) => q.quantity);
    const multiCut = cutting.shapes.some((s) => s.cuts !== 'na');
    for (const lookup of lookups) {
      const min = parseDimension(lookup.min_size);
      const max = parseDimension(lookup.max_size);
      const sizes = [min, { width: Math.round((min.width + max.width) / 2), height: Math.round((min.height + max.height) / 2) }];
      for (const size of sizes) {
        const height = lookup.is_equal === 'yes' ? size.width : size.height;
        for (const quantity of quantities.slice(0, 6)) {
          const q = new URLSearchParams({ product_id: String(product.id), cutting_id: String(cutting.id), width: String(size.width), height: String(height), quantity: String(quantity) });
          if (finishing) q.set('finishing_id', String(finishing));
          if (multiCut) q.set('cut_per_shape', '3');
          out.push(`/api/pricing/v2?${q}`);
        }
      }
    }
  }
  return out;
}

async function load(title: string, paths: string[], duration = DURATION_S) {
  let i = 0;
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors;
  console.log(`${title.padEnd(26)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${ok} ok, ${bad} not ok)`);
  if (bad > 0) throw new Error(`${title}: ${bad} requests failed`);
  return result;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));

/**
 * One server per mode: with the per-parameter-set answer cache (as the shop runs) and without it
 * (every request priced from scratch), so both figures are on record.
 */
async function run(mode: string, cacheEntries: number): Promise<number> {
  const server = await startBenchServer({ port: PORT, dataDir, env: { PRICING_CACHE_ENTRIES: String(cacheEntries) } });
  try {
    const paths = await pricingPaths();
    console.log(`\n${mode}: ${paths.length} distinct pricing configurations and /api/health, ${DURATION_S} s each, ${CONNECTIONS} connections × ${PIPELINING} pipelined.`);
    await load('(warm-up)', paths, 3); // JIT warm-up (and, with the cache, one pass over the configurations)
    const trivial = await load('GET /api/health', ['/api/health']);
    const pricing = await load('GET /api/pricing/v2', paths);
    const ratio = pricing.requests.average / trivial.requests.average;
    console.log(`ratio pricing / trivial: ${ratio.toFixed(2)}`);
    return ratio;
  } finally {
    await server.stop();
  }
}

try {
  const cached = await run('As the shop runs (answer cache on)', 10_000);
  const uncached = await run('Every request priced from scratch (PRICING_CACHE_ENTRIES=0)', 0);
  console.log(`\nTarget: pricing ≥ 0.50 × trivial. Cache on: ${cached.toFixed(2)} (${cached >= 0.5 ? 'met' : 'NOT met'}); from scratch: ${uncached.toFixed(2)}.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
