/**
 * The shop as deployed: the image's contents (test/cluster-setup.ts) started as two servers on one
 * PostgreSQL behind HAProxy (scripts/cluster.ts), every request through the proxy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster.js';
import { HttpShopper, type HttpAnswer } from '../../test/http-shopper.js';
import { withDatabase } from '../../test/database-template.js';
import { PERMISSIONS_POLICY_VALUE } from './plugins/security-headers.js';

const appDir = inject('clusterAppDir');
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `shop_cluster_test_${process.pid}`;

/** Standard vinyl die-cut stickers, 50 × 50 mm, 100 pieces: what every shopper of the load adds. */
const STICKERS = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1, quantity: 100 };
const PRICING_QUERY = new URLSearchParams(Object.entries(STICKERS).map(([k, v]) => [k, String(v)])).toString();

let cluster: Cluster;

describe.skipIf(appDir === '')('two servers behind HAProxy on one PostgreSQL (needs TEST_DATABASE_URL and haproxy)', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    cluster = await startCluster({
      servers: 2,
      databaseUrl: withDatabase(adminUrl, databaseName),
      appDir,
      workDir: join(appDir, '..', `cluster-${process.pid}`),
      httpPort: 18080,
      httpsPort: 18443,
      firstServerPort: 13101,
      drainSeconds: 2,
      // The load comes from one address: the per-address limits would refuse it (they are tested elsewhere).
      env: { RATE_LIMIT_WRITES_PER_VISITOR: '0', RATE_LIMIT_WRITES_PER_IP: '0', RATE_LIMIT_LOOKUPS_PER_IP: '0', LOG_LEVEL: 'warn' },
    });
  });

  afterAll(async () => {
    await cluster?.stop();
    const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('the servers run from the image contents, with production dependencies only', () => {
    expect(existsSync(join(appDir, 'dist', 'server', 'server.js'))).toBe(true);
    expect(existsSync(join(appDir, 'node_modules', 'fastify'))).toBe(true);
    expect(existsSync(join(appDir, 'node_modules', 'vitest'))).toBe(false);
    expect(existsSync(join(appDir, 'node_modules', 'typescript'))).toBe(false);
  });

  it('serve one shop: a cart made through the proxy is the same cart whichever server answers', async () => {
    const shopper = new HttpShopper(cluster.proxyUrl);
    for (let i = 0; i < 4; i++) expect((await shopper.request('POST', '/api/cart/items', STICKERS, { idempotent: true })).status).toBeLessThan(300);
    // Both servers answered some of those requests, and every read sees all four adds.
    for (let i = 0; i < 6; i++) {
      const cart = await shopper.request<{ items: { quantity: number }[] }>('GET', '/api/cart');
      expect(cart.data?.items.reduce((sum, line) => sum + line.quantity, 0)).toBe(400);
    }
    for (const server of cluster.servers) {
      const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } })).text();
      expect(metrics, server.name).toMatch(/^http_requests_total\{method="GET",route="\/api\/cart",status_code="200"\} [1-9]\d*$/m);
    }
  });

  it('HTTPS is terminated at the proxy: the shop sees https (HSTS, Secure cookies) and the proxy’s request id', async () => {
    const res = await fetch(`${cluster.proxyUrl}/api/health`, { headers: { 'x-request-id': 'client-chosen-id-123' } });
    // Over plain HTTP the proxy says http: no HSTS; the id is the proxy's, not the client's.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const { execFileSync } = await import('node:child_process');
    const headers = execFileSync('curl', ['-sk', '-D', '-', '-o', '/dev/null', '-X', 'POST', '-H', 'content-type: application/json', '-d', JSON.stringify(STICKERS), `${cluster.proxyHttpsUrl}/api/cart/items`], { encoding: 'utf8' });
    expect(headers).toMatch(/^strict-transport-security: max-age=31536000; includeSubDomains/im);
    expect(headers).toMatch(/^set-cookie: guest_id=[^;]+;.*Secure/im);
  });

  it('keeps /metrics private: refused through the proxy, served to the token on the server itself', async () => {
    const viaProxy = await fetch(`${cluster.proxyUrl}/metrics`);
    expect(viaProxy.status).toBe(404);
    // The proxy's own answer carries the shop's headers too, as deploy/haproxy.cfg writes them.
    expect(viaProxy.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY_VALUE);
    expect(viaProxy.headers.get('x-content-type-options')).toBe('nosniff');
    expect(readFileSync(join(process.cwd(), 'deploy/haproxy.cfg'), 'utf8')).toContain(`http-after-response set-header Permissions-Policy "${PERMISSIONS_POLICY_VALUE}"`);
    const server = cluster.servers[0]!;
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const direct = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } });
    expect(direct.status).toBe(200);
    expect(await direct.text()).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });

  it('a SIGTERM under load fails no request and loses no add; the server comes back', async () => {
    const failures: string[] = [];
    const acknowledged = new Map<HttpShopper, number>();
    let running = true;
    let requests = 0;
    const note = (what: string, answer: HttpAnswer) => {
      requests++;
      if (answer.status === 0 || answer.status >= 400) failures.push(`${what}: ${answer.status} ${answer.problem ?? ''}`);
    };
    const shopperLoop = async () => {
      const shopper = new HttpShopper(cluster.proxyUrl);
      acknowledged.set(shopper, 0);
      while (running) {
        note('price', await shopper.request('GET', `/api/pricing/v2?${PRICING_QUERY}`));
        const added = await shopper.request('POST', '/api/cart/items', STICKERS, { idempotent: true });
        note('add to cart', added);
        if (added.status === 200 || added.status === 201) acknowledged.set(shopper, (acknowledged.get(shopper) ?? 0) + 1);
        note('cart', await shopper.request('GET', '/api/cart'));
        note('page', await shopper.request('GET', '/stickers/paper/art'));
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, shopperLoop));
    const first = cluster.servers[0]!;
    await waitFor(() => requests > 100);
    const exit = await first.stop('SIGTERM');
    // It drained (ready went 503, the proxy took it out), finished what it had, and exited cleanly.
    expect(exit).toBe(0);
    const afterStop = requests;
    await waitFor(() => requests > afterStop + 100);
    await first.start();
    // The proxy sends it requests again (rise 2 × 500 ms).
    const before = await cartRequestsServedBy(first.url);
    await waitFor(async () => (await cartRequestsServedBy(first.url)) > before);
    running = false;
    await load;

    expect(failures).toEqual([]);
    for (const [shopper, adds] of acknowledged) {
      const cart = await shopper.request<{ items: { quantity: number }[] }>('GET', '/api/cart');
      expect(cart.data?.items.reduce((sum, line) => sum + line.quantity, 0)).toBe(adds * STICKERS.quantity);
    }
  });
});

async function cartRequestsServedBy(serverUrl: string): Promise<number> {
  const text = await (await fetch(`${serverUrl}/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } })).text();
  return Number(/^http_requests_total\{method="GET",route="\/api\/cart",status_code="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** Waits for what the load has done (the count of requests, a server taking requests again): up to 60 s on a busy machine. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  await expect.poll(check, { timeout: 60_000, interval: 50 }).toBe(true);
}
