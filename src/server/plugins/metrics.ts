/**
 * Prometheus metrics (prom-client), `app.metrics`, served at GET /metrics to whoever presents
 * METRICS_TOKEN as a bearer token (Prometheus's `authorization` setting). Without a token the
 * endpoint does not exist (404) and no request is timed: metrics are an operator's choice.
 *
 * What a server reports:
 * - `http_requests_total` and `http_request_duration_seconds` by method, route (the route's
 *   pattern, e.g. /api/orders/:orderNo, never the raw URL, so the label set stays small) and
 *   status code; `http_server_errors_total` by route for 5xx answers;
 * - `db_pool_connections` (PostgreSQL: connections open, idle, and requests waiting for one);
 * - what features add with `app.metrics.gauge(...)`, read at scrape time: the job queue's depth
 *   and failures, the email outbox backlog. Those are shop-wide figures (every server reports the
 *   same), so dashboards take max() across servers, not sum();
 * - Node's process metrics (CPU seconds, memory, event-loop lag), prefixed `shop_`.
 * Each app has its own registry: tests build many apps in one process.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sendError } from '../error-handler.js';

/** One value of a gauge read at scrape time. */
export interface GaugeReading {
  labels?: Record<string, string>;
  value: number;
}

export interface ShopMetrics {
  /** Whether /metrics is served (METRICS_TOKEN set). */
  readonly enabled: boolean;
  /**
   * A gauge whose values `read` answers when Prometheus scrapes (a count in the database, say).
   * A read that fails is logged and leaves the gauge empty for that scrape.
   */
  gauge(name: string, help: string, labelNames: readonly string[], read: () => Promise<GaugeReading[]>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
  interface FastifyRequest {
    /** process.hrtime.bigint() when the request arrived (only when metrics are on). */
    metricsStartedAt?: bigint;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset = no metrics endpoint. */
  token?: string | undefined;
  /** PostgreSQL's pool figures (DatabaseHandle.poolStats); absent on the embedded database. */
  poolStats?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

/** Latency buckets, seconds: a cached price answers in well under 5 ms, a PDF in a few hundred. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const metrics = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    const enabled = Boolean(options.token);

    app.decorate('metrics', {
      enabled,
      gauge(name, help, labelNames, read) {
        if (!enabled) return;
        new Gauge({
          name,
          help,
          labelNames: [...labelNames],
          registers: [registry],
          async collect() {
            this.reset();
            try {
              for (const { labels, value } of await read()) {
                if (labels) this.set(labels, value);
                else this.set(value);
              }
            } catch (err) {
              app.log.warn({ err, metric: name }, 'a metric could not be read for this scrape');
            }
          },
        });
      },
    } satisfies ShopMetrics);
    if (!enabled) return;

    collectDefaultMetrics({ register: registry, prefix: 'shop_' });
    const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route and status code.', labelNames: ['method', 'route', 'status_code'], registers: [registry] });
    const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer a request, by method and route.', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [registry] });
    const serverErrors = new Counter({ name: 'http_server_errors_total', help: 'Answers with a 5xx status, by route.', labelNames: ['route'], registers: [registry] });
    const { poolStats } = options;
    if (poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL connections of this server: open (total), idle, and requests waiting for one (waiting).',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }

    app.addHook('onRequest', async (request) => {
      request.metricsStartedAt = process.hrtime.bigint();
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status_code: String(status) });
      if (request.metricsStartedAt !== undefined) latency.observe({ method: request.method, route }, Number(process.hrtime.bigint() - request.metricsStartedAt) / 1e9);
      if (status >= 500) serverErrors.inc({ route });
    });

    const token = options.token ?? '';
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || given === undefined || !sameToken(given, token)) {
        return sendError(reply.header('www-authenticate', 'Bearer'), 401, 'unauthorized', 'Metrics need the bearer token set in METRICS_TOKEN.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['shop-services'] },
);
