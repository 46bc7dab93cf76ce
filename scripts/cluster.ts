/**
 * The shop as it runs in production, on this machine without containers: N servers on one
 * PostgreSQL database behind HAProxy (Debian's package), which terminates TLS, spreads requests,
 * takes a server out as soon as its /api/ready fails (draining, no database) and keeps /metrics
 * private. compose.yaml runs the same shape in containers; the cluster tests and
 * `npm run bench:load` use this.
 *
 *   npm run cluster -- --servers 4                     (after npm run build, or scripts/image-contents.sh)
 *   npm run cluster -- --servers 2 --app .tmp/image    (the image's contents)
 *
 * Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_cluster, created when
 * missing); every other environment variable reaches the servers as it would in the image.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { createDatabaseIfMissing } from '../src/server/db/create-database.js';
import { PERMISSIONS_POLICY_VALUE } from '../src/server/plugins/security-headers.js';

export interface ClusterOptions {
  /** How many shop servers. */
  servers: number;
  /** The PostgreSQL database they share (created when missing). */
  databaseUrl: string;
  /** The folder holding dist/server/server.js: the repository after `npm run build`, or the image's contents. */
  appDir: string;
  /** Logs, the proxy's configuration and its certificate go here. */
  workDir: string;
  /** The proxy's plain-HTTP port, for the tests and the bench on this machine (compose's proxy redirects it to HTTPS). */
  httpPort?: number;
  /** The proxy's HTTPS port. */
  httpsPort?: number;
  /** Server i listens on firstServerPort + i, on 127.0.0.1 only: everything reaches it through the proxy. */
  firstServerPort?: number;
  /** Extra settings for every server (FILE_STORE, RATE_LIMIT_*, …). */
  env?: Record<string, string>;
  /** DRAIN_SECONDS of the servers: longer than the proxy takes to see /api/ready fail (about 1 s here). */
  drainSeconds?: number;
}

export interface ShopServerProcess {
  readonly name: string;
  readonly port: number;
  /** The server itself, bypassing the proxy (Prometheus scrapes it so). */
  readonly url: string;
  readonly logFile: string;
  pid(): number | undefined;
  /** Sends a signal (SIGTERM: drain and stop; SIGKILL: die at once) and waits for the exit; answers the exit code or signal. */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
  /** Starts it again (after stop), and waits until it is ready. */
  start(): Promise<void>;
}

export interface Cluster {
  /** Through the proxy, plain HTTP. */
  proxyUrl: string;
  /** Through the proxy, TLS (a self-signed certificate for localhost in workDir/proxy.pem). */
  proxyHttpsUrl: string;
  servers: ShopServerProcess[];
  /** METRICS_TOKEN of the servers. */
  metricsToken: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Settings NODE_ENV=production insists on (the shop's own in a real deployment). */
const DEMO_PRODUCTION_SETTINGS = { SHOP_UEN: '201912345K', SHOP_BANK_NAME: 'DBS Bank Ltd', SHOP_BANK_ACCOUNT_NO: '012-345678-9' };

function selfSignedCertificate(workDir: string): string {
  const key = join(workDir, 'proxy.key');
  const cert = join(workDir, 'proxy.crt');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  // HAProxy takes the certificate and its key in one file.
  const pem = join(workDir, 'proxy.pem');
  writeFileSync(pem, Buffer.concat([readFileSync(cert), readFileSync(key)]));
  return pem;
}

/**
 * HAProxy's configuration (the same rules as deploy/haproxy.cfg, which compose.yaml uses, with
 * this machine's addresses). Why each line is there:
 * - `option httpchk GET /api/ready` every 500 ms, out after 2 failures 250 ms apart: a draining
 *   server (DRAIN_SECONDS) gets no new request before it stops listening. A probe has 3 s to answer
 *   (`timeout check`): with one failure and a probe's time bounded by `inter` alone, a server slowed
 *   by load (its probe waits for a database connection) was taken out too, and with the other one
 *   draining the proxy had none left and answered 503;
 * - `retry-on conn-failure empty-response` + `option redispatch`: a request that could not reach a
 *   server (killed, restarting) is sent to another; nothing was processed, so it is safe for a POST;
 * - X-Forwarded-For/-Proto and X-Request-Id are set here and nowhere else (TRUST_PROXY=127.0.0.1);
 * - /metrics is refused from outside: Prometheus scrapes each server directly;
 * - the proxy's own answers (that 404, a 503 with no server up, the redirect to HTTPS) carry the
 *   shop's nosniff and Permissions-Policy, which every server answer already has.
 */
export function haproxyConfig(options: { httpPort: number; httpsPort: number; certificate: string; servers: { name: string; port: number }[] }): string {
  return `global
  maxconn 4096
  # TLS sessions resumed, modern ciphers only.
  ssl-default-bind-options ssl-min-ver TLSv1.2

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  option redispatch
  retries 3
  retry-on conn-failure empty-response

frontend shop
  bind 127.0.0.1:${options.httpPort}
  bind 127.0.0.1:${options.httpsPort} ssl crt ${options.certificate} alpn h2,http/1.1
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
  option forwardfor
  http-request return status 404 content-type application/json string '{"status":"ERROR","code":404,"message":"There is no GET /metrics here.","error":{"reason":"not_found"}}' if { path_beg /metrics }
  http-after-response set-header X-Content-Type-Options nosniff unless { res.hdr(x-content-type-options) -m found }
  http-after-response set-header Permissions-Policy "${PERMISSIONS_POLICY_VALUE}" unless { res.hdr(permissions-policy) -m found }
  default_backend shop_servers

backend shop_servers
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
  # A probe may take up to 3 s (the server gives its database 2 s): a busy server is not taken out
  # for being slow. Out after 2 failures, the second 250 ms after the first (fastinter): a draining
  # server is out within about 1 s, well inside DRAIN_SECONDS.
  timeout check 3s
  default-server inter 500ms fastinter 250ms fall 2 rise 2 maxconn 256
${options.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

const isReady = async (url: string): Promise<boolean> => (await fetch(`${url}/api/ready`)).ok;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const workDir = resolve(options.workDir);
  mkdirSync(workDir, { recursive: true });
  const httpPort = options.httpPort ?? 8080;
  const httpsPort = options.httpsPort ?? 8443;
  const firstPort = options.firstServerPort ?? 3101;
  const metricsToken = randomBytes(24).toString('hex');
  await createDatabaseIfMissing(options.databaseUrl);

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ...DEMO_PRODUCTION_SETTINGS,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    TRUST_PROXY: '127.0.0.1',
    DRAIN_SECONDS: String(options.drainSeconds ?? 3),
    LOG_FORMAT: 'json',
    METRICS_TOKEN: metricsToken,
    MALLOC_ARENA_MAX: '2',
    ...options.env,
  };

  const servers: ShopServerProcess[] = Array.from({ length: options.servers }, (_, i) => {
    const name = `shop${i + 1}`;
    const port = firstPort + i;
    const url = `http://127.0.0.1:${port}`;
    const logFile = join(workDir, `${name}.log`);
    let child: ChildProcess | undefined;
    let exited: Promise<number | string | null> = Promise.resolve(null);
    const server: ShopServerProcess = {
      name,
      port,
      url,
      logFile,
      pid: () => child?.pid,
      async start() {
        const log = createWriteStream(logFile, { flags: 'a' });
        child = spawn(process.execPath, [join(options.appDir, 'dist', 'server', 'server.js')], { cwd: options.appDir, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout?.pipe(log);
        child.stderr?.pipe(log);
        const started = child;
        exited = new Promise((done) => started.once('exit', (code, signal) => done(code ?? signal)));
        await waitUntil(`${name} was not ready (see ${logFile})`, async () => {
          if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode} (see ${logFile})`);
          return isReady(url);
        }, 120_000);
      },
      async stop(signal = 'SIGTERM') {
        if (!child || child.exitCode !== null || child.signalCode !== null) return exited;
        child.kill(signal);
        return exited;
      },
    };
    return server;
  });

  // The first server migrates and seeds (the others would wait on its lock anyway), then the rest start together.
  const [first, ...others] = servers;
  if (first) await first.start();
  await Promise.all(others.map((s) => s.start()));

  const configFile = join(workDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ httpPort, httpsPort, certificate: selfSignedCertificate(workDir), servers }));
  const proxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proxyLog = createWriteStream(join(workDir, 'haproxy.log'), { flags: 'a' });
  proxy.stdout.pipe(proxyLog);
  proxy.stderr.pipe(proxyLog);
  const proxyExited = new Promise((done) => proxy.once('exit', done));
  const proxyUrl = `http://127.0.0.1:${httpPort}`;
  // Ready once the proxy itself sees every server up (rise 2 = about 1 s).
  await waitUntil('the proxy did not answer', async () => {
    if (proxy.exitCode !== null) throw new Error(`haproxy exited with ${proxy.exitCode} (see ${join(workDir, 'haproxy.log')})`);
    return isReady(proxyUrl);
  }, 30_000);
  await sleep(1500);

  return {
    proxyUrl,
    proxyHttpsUrl: `https://localhost:${httpsPort}`,
    servers,
    metricsToken,
    databaseUrl: options.databaseUrl,
    async stop() {
      await Promise.all(servers.map((s) => s.stop('SIGTERM')));
      proxy.kill('SIGTERM');
      await proxyExited;
    },
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const cluster = await startCluster({
    servers: Number(argument('servers') ?? 2),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_cluster',
    appDir: resolve(argument('app') ?? '.'),
    workDir: resolve(argument('work') ?? '.tmp/cluster'),
  });
  console.log(`${cluster.servers.length} servers behind HAProxy: ${cluster.proxyHttpsUrl} (TLS, self-signed) and ${cluster.proxyUrl}`);
  for (const s of cluster.servers) console.log(`  ${s.name}: ${s.url} (pid ${s.pid()}), log ${s.logFile}, metrics: curl -H 'authorization: Bearer ${cluster.metricsToken}' ${s.url}/metrics`);
  console.log('Ctrl-C stops them (each drains, then finishes its requests).');
  const stop = () => {
    cluster.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
