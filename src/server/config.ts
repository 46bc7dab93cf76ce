import { join, resolve } from 'node:path';
import { allowedDomains } from '../features/account/disposable-email.js';
import { devOutboxSetting, mailFromSetting, smtpUrlSetting } from '../features/email/mail-settings.js';
import { pointsSettings, type PointsSettings } from '../features/account/points-rules.js';
import type { PaymentSettings } from '../features/payment/payment-provider.js';
import { paymentSettings } from '../features/payment/payment-settings.js';
import { shopSettings } from '../features/shop-info/shop-settings.js';
import type { ShopInfo } from '../features/shop-info/shop-info.schemas.js';

import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs/job-queue.js';
import { fileStoreSettings, type FileStoreSettings } from './file-store-settings.js';

/** ARTWORK_RENDERS_AT_ONCE's default: the cores of the 2-core machine the shop is sized on. */
export const DEFAULT_ARTWORK_RENDERS_AT_ONCE = 2;
import { projectRoot } from './project-root.js';

export interface ShopConfig {
  port: number;
  host: string;
  /** Embedded database and stored files live here. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Built web app (index.html and assets); absent in API-only tests. */
  webDistDir: string;
  logLevel: string;
  /** Pricing answers kept per parameter set; 0 turns the cache off. */
  pricingCacheEntries: number;
  /** The shop's public origin (no trailing slash), for canonical URLs, Open Graph and the sitemap. */
  publicUrl: string;
  /**
   * Which proxies to believe about the client (X-Forwarded-For, -Proto, -Host): false (none),
   * true (any), a hop count, or addresses/CIDRs of the proxies (TRUST_PROXY).
   */
  trustProxy: TrustProxySetting;
  /** Requests allowed per minute; 0 turns a limit off. */
  rateLimits: { writesPerVisitor: number; writesPerIp: number; lookupsPerIp: number };
  /** The shop's name, address, contact, hours, UEN and GST number (SHOP_* settings): footer, pages, quotation letterhead. */
  shop: ShopInfo;
  /** PayNow and bank transfer: the UEN, PAYNOW_EXPIRY_HOURS and the bank account (SHOP_BANK_*); see payment-settings.ts. */
  payment: PaymentSettings;
  /** Points at checkout: SHOP_POINT_VALUE_CENTS (what a point takes off) and SHOP_POINTS_REDEEMABLE; see points-rules.ts. */
  points: PointsSettings;
  /** Logged at start-up when orders would show the demonstration bank account or PayNow UEN (never in production: it refuses to start). */
  paymentWarning: string | undefined;
  /** Where email is sent (SMTP_URL, nodemailer's smtp:// or smtps:// URL); unset, email stays in the outbox. */
  /** Domains accepted although the disposable-email list holds them (DISPOSABLE_EMAIL_ALLOW, comma-separated). */
  allowedEmailDomains: ReadonlySet<string>;
  smtpUrl: string | undefined;
  /** The sender of every email (MAIL_FROM); by default the shop's name at no-reply@ the shop e-mail's domain. */
  mailFrom: string;
  /** Serve the outbox viewer at /dev/outbox: not in production, and only when PUBLIC_URL is localhost. */
  devOutbox: boolean;
  /** Members with these emails are staff (STAFF_EMAILS, comma-separated; lower-cased). */
  staffEmails: readonly string[];
  /** Background jobs: how often an idle worker looks for jobs (JOBS_POLL_MS) and how many of one kind a server runs at once (JOBS_CONCURRENCY). */
  jobs: Pick<JobSettings, 'pollMs' | 'concurrency' | 'run'>;
  /** How many artwork drawings (automatic proofs, print files) one server makes at once (ARTWORK_RENDERS_AT_ONCE). */
  artworkRendersAtOnce: number;
  /** The most a desk member may refund at once, in cents (DESK_REFUND_LIMIT, in S$; default 200); owners have no limit. */
  deskRefundLimitCents: number;
  /** Where files are kept (FILE_STORE: database or s3) and the S3 bucket (S3_*); see file-store-settings.ts. */
  fileStore: FileStoreSettings;
  /** PostgreSQL connections one server keeps at most (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  /** The bearer token Prometheus presents at /metrics (METRICS_TOKEN); unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long /api/ready answers 503 while the server still serves, so the proxy takes it out first (DRAIN_SECONDS, default 0). */
  drainSeconds: number;
  /** Log lines as JSON (production, default there) or readable, coloured lines (pino-pretty; the default elsewhere) (LOG_FORMAT). */
  logFormat: 'json' | 'pretty';
}

export type TrustProxySetting = boolean | number | string[];

import { DEFAULT_RATE_LIMITS } from './plugins/rate-limits.js';

function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function rangeSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = wholeNumberSetting(env, name, fallback);
  if (value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${env[name]}"`);
  return value;
}

/** An http(s) origin, optionally with a base path, without a trailing slash. */
function publicUrlSetting(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://printshop.sg, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://printshop.sg, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * TRUST_PROXY: unset, empty or "false" = trust no proxy; "true" = any; a whole number = that many
 * hops in front of the shop; otherwise a comma-separated list of proxy addresses or CIDRs (or the
 * names loopback, linklocal, uniquelocal).
 */
export function trustProxySetting(raw: string | undefined): TrustProxySetting {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const addresses = value.split(',').map((a) => a.trim()).filter((a) => a !== '');
  for (const address of addresses) {
    // proxy-addr also knows the names loopback, linklocal and uniquelocal.
    if (!/^([0-9a-fA-F.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/.test(address)) {
      throw new Error(`TRUST_PROXY must be true, false, a hop count or a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8, got "${raw}"`);
    }
  }
  return addresses;
}

/** STAFF_EMAILS="ops@printshop.sg, Mei@printshop.sg" → lower-cased addresses; a value that is not an address stops the server. */
export function staffEmailsSetting(raw: string | undefined): string[] {
  const emails = (raw ?? '').split(',').map((e) => e.trim().toLowerCase()).filter((e) => e !== '');
  for (const email of emails) {
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email)) throw new Error(`STAFF_EMAILS must be e-mail addresses separated by commas, got "${email}"`);
  }
  return [...new Set(emails)];
}

/** JOBS_POLL_MS (at least 50), JOBS_CONCURRENCY (1 to 100) and JOBS_RUN (true or false). */
function jobSettings(env: NodeJS.ProcessEnv): ShopConfig['jobs'] {
  const pollMs = wholeNumberSetting(env, 'JOBS_POLL_MS', DEFAULT_JOB_SETTINGS.pollMs);
  if (pollMs < 50) throw new Error(`JOBS_POLL_MS must be a whole number of milliseconds, at least 50, got "${env.JOBS_POLL_MS}"`);
  const concurrency = wholeNumberSetting(env, 'JOBS_CONCURRENCY', DEFAULT_JOB_SETTINGS.concurrency);
  if (concurrency < 1 || concurrency > 100) throw new Error(`JOBS_CONCURRENCY must be a whole number from 1 to 100, got "${env.JOBS_CONCURRENCY}"`);
  const run = (env.JOBS_RUN ?? '').trim().toLowerCase();
  if (run !== '' && run !== 'true' && run !== 'false') throw new Error(`JOBS_RUN must be true or false, got "${env.JOBS_RUN}"`);
  return { pollMs, concurrency, run: run !== 'false' };
}

/**
 * ARTWORK_RENDERS_AT_ONCE (default 2): drawing artwork is CPU-bound and takes a few hundred MB for
 * a large file, so more drawings at once than the machine has cores finish no sooner and only
 * raise the server's memory; the jobs beyond it wait their turn (artwork.routes.ts).
 */
function artworkRendersSetting(env: NodeJS.ProcessEnv): number {
  const renders = wholeNumberSetting(env, 'ARTWORK_RENDERS_AT_ONCE', DEFAULT_ARTWORK_RENDERS_AT_ONCE);
  if (renders < 1 || renders > 32) throw new Error(`ARTWORK_RENDERS_AT_ONCE must be a whole number from 1 to 32, got "${env.ARTWORK_RENDERS_AT_ONCE}"`);
  return renders;
}

/**
 * DESK_REFUND_LIMIT (default 200): the most, in Singapore dollars, a desk member may refund at
 * once (a whole number or with cents, e.g. 150 or 149.50; 0 leaves every refund to owners).
 */
export function deskRefundLimitSetting(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '') return 20_000;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) throw new Error(`DESK_REFUND_LIMIT must be an amount in Singapore dollars such as 200 or 149.50, got "${raw}"`);
  const [dollars = '0', cents = ''] = value.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** METRICS_TOKEN: long enough that it cannot be guessed (it guards figures about the shop's trade). */
export function metricsTokenSetting(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN must be at least 16 characters without spaces (for example the output of `openssl rand -hex 24`)');
  return value;
}

/** LOG_FORMAT: json or pretty; by default JSON in production (for the log collector), readable lines elsewhere. */
export function logFormatSetting(raw: string | undefined, nodeEnv: string | undefined): 'json' | 'pretty' {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return nodeEnv === 'production' ? 'json' : 'pretty';
  if (value !== 'json' && value !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty, got "${raw}"`);
  return value;
}

/** Settings from environment variables, with the defaults the README documents. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const root = projectRoot();
  const port = wholeNumberSetting(env, 'PORT', 3000);
  if (port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  const publicUrl = publicUrlSetting(env, port);
  const shop = shopSettings(env);
  const payment = paymentSettings(env, shop);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? join(root, 'data')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    webDistDir: join(root, 'dist', 'web'),
    logLevel: env.LOG_LEVEL ?? 'info',
    pricingCacheEntries: wholeNumberSetting(env, 'PRICING_CACHE_ENTRIES', 10_000),
    publicUrl,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    rateLimits: {
      writesPerVisitor: wholeNumberSetting(env, 'RATE_LIMIT_WRITES_PER_VISITOR', DEFAULT_RATE_LIMITS.writesPerVisitor),
      writesPerIp: wholeNumberSetting(env, 'RATE_LIMIT_WRITES_PER_IP', DEFAULT_RATE_LIMITS.writesPerIp),
      lookupsPerIp: wholeNumberSetting(env, 'RATE_LIMIT_LOOKUPS_PER_IP', DEFAULT_RATE_LIMITS.lookupsPerIp),
    },
    shop,
    payment: payment.settings,
    points: pointsSettings(env),
    paymentWarning: payment.warning,
    smtpUrl: smtpUrlSetting(env.SMTP_URL),
    mailFrom: mailFromSetting(env.MAIL_FROM, shop),
    devOutbox: devOutboxSetting(env.NODE_ENV, publicUrl),
    allowedEmailDomains: allowedDomains(env.DISPOSABLE_EMAIL_ALLOW),
    staffEmails: staffEmailsSetting(env.STAFF_EMAILS),
    jobs: jobSettings(env),
    artworkRendersAtOnce: artworkRendersSetting(env),
    deskRefundLimitCents: deskRefundLimitSetting(env.DESK_REFUND_LIMIT),
    fileStore: fileStoreSettings(env),
    databasePoolSize: rangeSetting(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    metricsToken: metricsTokenSetting(env.METRICS_TOKEN),
    drainSeconds: rangeSetting(env, 'DRAIN_SECONDS', 0, 0, 120),
    logFormat: logFormatSetting(env.LOG_FORMAT, env.NODE_ENV),
  };
}
