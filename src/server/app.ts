/**
 * Builds the shop's HTTP application as a plugin tree, registered here and nowhere else, in
 * three layers: external plugins (cookies, security headers, same-origin writes, OpenAPI), then
 * the shop's services (database and catalogue, background jobs, request context, rate limits, idempotency keys),
 * then the features, each a plugin that declares the services it needs (feature-plugin.ts).
 * server.ts only starts it; tests build it in-process and call it with app.inject.
 */
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { artworkFeature } from '../features/artwork/artwork.routes.js';
import { artworkTemplatesFeature } from '../features/artwork-templates/artwork-templates.routes.js';
import { cartFeature } from '../features/cart/cart.routes.js';
import { catalogueFeature, catalogueImagesFeature } from '../features/catalogue/catalogue.routes.js';
import { accountFeature } from '../features/account/account.routes.js';
import { staffFeature } from '../features/staff/staff.plugin.js';
import { adoptGuestCart } from '../features/cart/cart-service.js';
import { adoptGuestQuotations } from '../features/quotation/quotation-service.js';
import { adoptGuestQuoteRequests } from '../features/quote-request/quote-request-service.js';
import type { AccountLimits } from '../features/account/account-service.js';
import { emailFeature, type EmailOptions } from '../features/email/email.routes.js';
import { letteringFeature } from '../features/lettering/lettering.routes.js';
import { ordersFeature } from '../features/orders/orders.plugin.js';
import { productionFeature } from '../features/production/production.plugin.js';
import { DEFAULT_POINTS_SETTINGS, type PointsSettings } from '../features/account/points-rules.js';
import type { PaymentSettings } from '../features/payment/payment-provider.js';
import { paymentSettings } from '../features/payment/payment-settings.js';
import { pricingFeature } from '../features/pricing/pricing.routes.js';
import { promotionsFeature } from '../features/promotions/promotions.routes.js';
import { quotationFeature } from '../features/quotation/quotation.routes.js';
import { quoteRequestFeature } from '../features/quote-request/quote-request.routes.js';
import { reviewsFeature } from '../features/reviews/reviews.routes.js';
import { seoFeature } from '../features/seo/seo.routes.js';
import { shippingFeature } from '../features/shipping/shipping.routes.js';
import type { ShopInfo } from '../features/shop-info/shop-info.schemas.js';
import { shopInfoFeature } from '../features/shop-info/shop-info.routes.js';
import { storefrontFeature } from '../features/storefront/storefront.routes.js';
import { DEFAULT_SHOP_INFO } from '../features/shop-info/shop-settings.js';
import { requestContext } from '../features/account/request-context.js';
import type { DatabaseHandle } from './db/client.js';
import { handleClientError } from './client-errors.js';
import { handleFrameworkError, registerErrorHandling } from './error-handler.js';
import { healthFeature } from './health.routes.js';
import { metrics } from './plugins/metrics.js';
import { readiness } from './plugins/readiness.js';
import { requestIdFrom } from './request-id.js';
import { compression } from './plugins/compression.js';
import { idempotency } from './plugins/idempotency.js';
import type { JobSettings } from './jobs/job-queue.js';
import { jobQueue } from './jobs/jobs.plugin.js';
import { DEFAULT_ARTWORK_RENDERS_AT_ONCE } from './config.js';
import { rateLimits, type RateLimitSettings } from './plugins/rate-limits.js';
import { sameOrigin } from './plugins/same-origin.js';
import { shopSecurityHeaders, securityHeaders, swaggerUiCsp } from './plugins/security-headers.js';
import { START_SCRIPTS_CSP_SOURCE } from '../features/seo/scripts-after-paint.js';
import { shopServices } from './shop-services.js';
import type { FileStoreSettings } from './file-store-settings.js';
import { storedFilesSweep } from './stored-files-sweep.js';
import { webApp } from './web.js';
import { staffAccess } from '../features/account/staff-access.js';
import { GUEST_COOKIE } from '../features/account/guest-id.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../features/account/member-sessions.js';
import { openApiOptions } from './openapi.js';

export interface AppOptions {
  database: DatabaseHandle;
  /** The clock (tests pin it; dispatch dates depend on Singapore time). */
  now?: () => Date;
  /** Serve the built web app from this folder for non-API paths; omitted in API tests. */
  webDistDir?: string | undefined;
  /** The index.html template to render pages into, instead of webDistDir/index.html (tests). */
  webIndexHtml?: string | undefined;
  /** The shop's public origin for canonical URLs and the sitemap (PUBLIC_URL). */
  publicUrl?: string;
  /** How often to check the catalogue revision, ms; 0 = never (tests refresh explicitly). */
  catalogueRefreshMs?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Check every answer against its zod response schema (tests turn this on). In production the
   * handlers' return types are already checked against those schemas at compile time, and plain
   * JSON.stringify is ~3× faster than validating each answer again.
   */
  validateResponses?: boolean;
  /** How many pricing answers to keep per parameter set (0 = no cache). */
  pricingCacheEntries?: number;
  /**
   * Which proxies to believe about the client's address, scheme and host (TRUST_PROXY): false
   * (default), true (any), a hop count, or proxy addresses/CIDRs.
   */
  trustProxy?: boolean | number | string | string[];
  /** Rate limits per window (0 turns one off); defaults in plugins/rate-limits.ts. */
  rateLimits?: Partial<RateLimitSettings>;
  /** The shop's name, address, contact, UEN and GST number (SHOP_* settings); defaults in shop-settings.ts. */
  shopInfo?: ShopInfo;
  /** PayNow and bank transfer (PAYNOW_EXPIRY_HOURS, SHOP_BANK_*); default: the demonstration account for shopInfo, from payment-settings.ts. */
  payment?: PaymentSettings;
  /** Points at checkout: a point's value and whether they can be spent (SHOP_POINT_VALUE_CENTS, SHOP_POINTS_REDEEMABLE); default in points-rules.ts. */
  points?: PointsSettings;
  /** Accounts: failed sign-in and email limits (tests lower or lift them), and domains accepted despite the disposable-email list. */
  accounts?: { limits?: Partial<AccountLimits>; allowedEmailDomains?: ReadonlySet<string> };
  /**
   * Background jobs (server/jobs, pg-boss): `pollMs` (JOBS_POLL_MS), `concurrency`
   * (JOBS_CONCURRENCY), `maintenanceSeconds` and `stopGraceMs`; defaults in job-queue.ts.
   */
  jobs?: Partial<JobSettings>;
  /** How many artwork drawings (proofs, print files) this server makes at once (ARTWORK_RENDERS_AT_ONCE). */
  artworkRendersAtOnce?: number;
  /**
   * Email (features/email): `smtpUrl` (SMTP_URL; without it this server delivers nothing and email
   * waits in the outbox), `mailFrom` (MAIL_FROM), the delivery job's `workerPollMs`, `attempts`,
   * `retryDelaySeconds` and `retryBackoff` (defaults in email.routes.ts) and `devOutbox` (serve
   * /dev/outbox; default off, server.ts turns it on off production).
   */
  email?: EmailOptions;
  /** The most a desk member may refund at once, in cents (DESK_REFUND_LIMIT); owners have no limit. Default S$200. */
  deskRefundLimitCents?: number;
  /** Quote requests: the members who are staff (STAFF_EMAILS), applied at start-up. */
  staffEmails?: readonly string[];
  /** Where files are kept (FILE_STORE: the database, default, or the S3 bucket, S3_*); see file-store.ts. */
  fileStore?: FileStoreSettings;
  /** METRICS_TOKEN: serve Prometheus metrics at /metrics to this bearer token (plugins/metrics.ts); unset, no metrics. */
  metricsToken?: string | undefined;
}

export type ShopApp = FastifyInstance;

/** Every answer's security headers; the policy allows the one inline script a server-rendered page ends with. */
const SECURITY_HEADERS = shopSecurityHeaders([START_SCRIPTS_CSP_SOURCE]);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const shopInfo = options.shopInfo ?? DEFAULT_SHOP_INFO;
  const payment = options.payment ?? paymentSettings({}, shopInfo).settings;
  const { trustProxy } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Malformed %-escapes and over-long path parameters fail in the router, before any hook: answer
    // them as the envelope too, with the security headers the hooks would have set.
    frameworkErrors: (error, request, reply) => handleFrameworkError(error, request, reply.headers(SECURITY_HEADERS)),
    // Requests Node's HTTP parser refuses (bad request line, 431, 408) get the envelope as well.
    clientErrorHandler: handleClientError,
    // Fastify 5 trusts no bare hop count (it can't tell the proxy from a direct client), so a
    // count becomes "the nearest N hops", as TRUST_PROXY documents.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : (trustProxy ?? false),
    // Every log line of a request carries its id, every answer its X-Request-Id (below), every error
    // answer its error.request_id: one id finds a shopper's report in the logs of whichever server.
    requestIdHeader: false,
    genReqId: requestIdFrom(Boolean(trustProxy)),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  // 1. External plugins.
  await app.register(fastifyCookie);
  await app.register(securityHeaders, { headers: SECURITY_HEADERS });
  await app.register(compression);
  await app.register(sameOrigin, { publicUrl });
  // The OpenAPI document (openapi.ts): every area, the cookies each operation reads, operationIds.
  await app.register(
    fastifySwagger,
    openApiOptions({
      publicUrl,
      cookies: { guest: GUEST_COOKIE, session: publicUrl.startsWith('https:') ? SECURE_SESSION_COOKIE : SESSION_COOKIE, sessionOverHttp: SESSION_COOKIE },
      staffRoutes: () => app.staffRoutes,
    }),
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...swaggerUiCsp });

  // 2. The shop's services.
  await app.register(shopServices, { database: options.database, now: options.now ?? (() => new Date()), catalogueRefreshMs: options.catalogueRefreshMs ?? 0, fileStore: options.fileStore });
  await app.register(readiness);
  await app.register(metrics, { token: options.metricsToken, poolStats: options.database.poolStats });
  // Background jobs (app.jobs): features define their kinds while they register; started on ready.
  await app.register(jobQueue, options.jobs ?? {});
  // With FILE_STORE=s3: hourly, the bucket's objects no stored file refers to (an upload rolled back).
  await app.register(storedFilesSweep);
  await app.register(requestContext);
  await app.register(idempotency);
  await app.register(rateLimits, options.rateLimits ?? {});
  // Before the features: every route under a staff path must take requireStaff (checked as it is declared).
  await app.register(staffAccess);
  // The email outbox (app.emailOutbox) and its delivery job, worked where SMTP is set; /dev/outbox when asked.
  await app.register(emailFeature, { ...options.email, shopInfo, publicUrl });

  // 3. Features.
  await app.register(healthFeature, { prefix: '/api' });
  await app.register(catalogueFeature, { prefix: '/api' });
  // Uploaded product pictures: /images/uploaded/products/{id}.webp (og:image; robots.txt keeps crawlers out of /api).
  await app.register(catalogueImagesFeature);
  await app.register(pricingFeature, { prefix: '/api', answerCacheEntries: options.pricingCacheEntries ?? 10_000 });
  await app.register(shippingFeature, { prefix: '/api' });
  await app.register(promotionsFeature, { prefix: '/api' });
  await app.register(cartFeature, { prefix: '/api' });
  await app.register(seoFeature, { prefix: '/api', publicUrl, shopInfo });
  await app.register(reviewsFeature, { prefix: '/api' });
  await app.register(shopInfoFeature, { prefix: '/api', info: shopInfo });
  await app.register(storefrontFeature, { prefix: '/api' });
  await app.register(quotationFeature, { publicUrl, shopInfo });
  await app.register(letteringFeature);
  // At sign-in, what the guest made becomes the member's: each owning feature says how.
  const adoptGuestWork = [adoptGuestCart(() => app.shop.catalogue.current(), app.shop.now), adoptGuestQuotations, adoptGuestQuoteRequests];
  await app.register(accountFeature, {
    prefix: '/api',
    limits: options.accounts?.limits,
    allowedEmailDomains: options.accounts?.allowedEmailDomains,
    staffEmails: options.staffEmails,
    adoptGuestWork,
  });
  await app.register(staffFeature);
  await app.register(artworkFeature, { shopName: shopInfo.name, rendersAtOnce: options.artworkRendersAtOnce ?? DEFAULT_ARTWORK_RENDERS_AT_ONCE });
  await app.register(quoteRequestFeature, { allowedEmailDomains: options.accounts?.allowedEmailDomains });
  await app.register(artworkTemplatesFeature);
  await app.register(productionFeature, { publicUrl, shopName: shopInfo.name });
  await app.register(ordersFeature, { payment, points: options.points ?? DEFAULT_POINTS_SETTINGS, publicUrl, shopInfo, deskRefundLimitCents: options.deskRefundLimitCents });

  await app.register(webApp, { distDir: options.webDistDir, indexHtml: options.webIndexHtml, publicUrl, shopInfo });
  return app;
}
