/**
 * Security headers on every answer (HTML, JSON envelope, errors, 404s, PDFs), set in an onRequest
 * hook so they are on the answer whatever route, error handler or 404 handler sends it:
 *
 * - Content-Security-Policy: scripts only from the shop itself, and the one inline script a
 *   server-rendered page ends with, allowed by its hash (features/seo/scripts-after-paint.ts; the
 *   JSON-LD and page-data blocks in the served page are data, not executed). Styles also allow
 *   'unsafe-inline' because React `style={…}` attributes and Radix (popover and tooltip
 *   positioning) write inline styles; CSS cannot run script, so this is the usual trade-off.
 *   No upgrade-insecure-requests: over plain http (localhost, tests) it would break every asset.
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin,
 *   X-Frame-Options: DENY (with frame-ancestors 'none' for browsers that read the CSP),
 *   Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy: same-origin.
 * - Permissions-Policy: the browser's powerful features off (camera, microphone, geolocation,
 *   payment, USB and the rest), but for the three the shop's pages use, and only for the shop
 *   itself (PERMISSIONS_POLICY below says which and why).
 * - Strict-Transport-Security only on answers to https requests (behind a TLS proxy that needs
 *   TRUST_PROXY, so X-Forwarded-Proto is believed): over http a browser ignores it anyway, and
 *   sending it from localhost would pin the developer's browser to https.
 *
 * The values come from helmet (the library @fastify/helmet wraps), computed once at start-up and
 * sent as a fixed set: @fastify/helmet runs helmet on every request, which halved the answers per
 * second of a plain route here (bench: 36k → 15k req/s), and helmet's legacy headers
 * (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies,
 * Origin-Agent-Cluster) are left out: no browser the shop supports acts on them, and every extra
 * header costs on every answer.
 *
 * PDFs get the same policy: a PDF opened in the browser's own viewer (the quotation preview) is
 * not held to it, which security.browser.test.ts checks in Chromium. The OpenAPI browser at
 * /api/docs has a policy of its own (swaggerUiCsp, given to @fastify/swagger-ui).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/** The shop's policy: every page of the web app runs under it. */
const SHOP_CSP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * What the pages may use of the browser's powerful features: those that reach a device or sensor,
 * the screen, the user's credentials, files or fonts, or pay. Off (`()`) unless a page of the shop
 * uses one, and then for the shop's own origin only (`(self)`): no other site's frame gets any.
 * Also on the API's, the static files' and the PDFs' answers: the policy binds whatever document
 * the browser makes of an answer.
 *
 * Allowed, for the shop itself:
 * - clipboard-write: the order page's Copy buttons put the PayNow UEN, reference and amount on the
 *   clipboard (features/orders/web/PayNowBlock.tsx, navigator.clipboard.writeText). Reading the
 *   clipboard (clipboard-read) is off: no page reads it.
 * - fullscreen and picture-in-picture: a product's video (features/product-info/web/
 *   ProductInfoPanel.tsx) plays in the browser's own <video controls>, whose fullscreen and
 *   picture-in-picture buttons these features govern.
 *
 * Off although a page takes a payment: PayNow is a QR code and a bank transfer, with no Payment
 * Request API (payment) and no passkeys (publickey-credentials-*). Features the shop's Chromium
 * does not know (bluetooth, web-share, battery, ambient-light-sensor) are left out: a name a
 * browser does not know is a warning in the console of every page; without a frame of another
 * site (the CSP loads none) their default, the shop itself, gives nothing away.
 */
const PERMISSIONS_POLICY: Readonly<Record<string, 'self' | 'none'>> = {
  camera: 'none',
  microphone: 'none',
  geolocation: 'none',
  payment: 'none',
  usb: 'none',
  serial: 'none',
  hid: 'none',
  midi: 'none',
  accelerometer: 'none',
  gyroscope: 'none',
  magnetometer: 'none',
  'compute-pressure': 'none',
  'idle-detection': 'none',
  'screen-wake-lock': 'none',
  'display-capture': 'none',
  'captured-surface-control': 'none',
  'window-management': 'none',
  'local-fonts': 'none',
  'speaker-selection': 'none',
  'xr-spatial-tracking': 'none',
  gamepad: 'none',
  autoplay: 'none',
  'encrypted-media': 'none',
  'storage-access': 'none',
  'identity-credentials-get': 'none',
  'otp-credentials': 'none',
  'publickey-credentials-create': 'none',
  'publickey-credentials-get': 'none',
  'clipboard-read': 'none',
  'clipboard-write': 'self',
  fullscreen: 'self',
  'picture-in-picture': 'self',
};

/** The Permissions-Policy header: "camera=(), …, clipboard-write=(self), …" (also on the parser's own answers, client-errors.ts). */
export const PERMISSIONS_POLICY_VALUE = Object.entries(PERMISSIONS_POLICY)
  .map(([feature, allow]) => `${feature}=(${allow === 'self' ? 'self' : ''})`)
  .join(', ');

const serialise = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The OpenAPI browser's policy and settings (options for @fastify/swagger-ui, which sets this
 * header on its own routes in place of the shop's). Swagger UI runs only its own scripts (no
 * inline script, no eval), styles elements inline and draws its logo as a data: image, so the
 * shop's policy fits it, without blob: images (and without the shop pages' inline script). Its validator badge, an image fetched from
 * validator.swagger.io with the spec's address, is switched off: nothing leaves the site.
 */
export const swaggerUiCsp = {
  staticCSP: serialise({ ...SHOP_CSP_DIRECTIVES, 'img-src': ["'self'", 'data:'] }),
  uiConfig: { validatorUrl: null },
} as const;

/** What helmet sets for these options, read once from a response object that is never sent. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * The headers every answer carries (plus HSTS over https). `inlineScripts`: the hash sources
 * ('sha256-…') of the inline scripts the shop's pages may run, added to script-src (app.ts
 * passes the one a server-rendered page ends with, features/seo/scripts-after-paint.ts).
 */
export function shopSecurityHeaders(inlineScripts: readonly string[] = []): Readonly<Record<string, string>> {
  const helmets = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { ...SHOP_CSP_DIRECTIVES, 'script-src': ["'self'", ...inlineScripts] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Set below, and only when the request came over https.
    strictTransportSecurity: false,
    // Legacy headers (see above).
    xXssProtection: false,
    xDownloadOptions: false,
    xDnsPrefetchControl: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
  });
  // Helmet sets no Permissions-Policy.
  return { ...helmets, 'permissions-policy': PERMISSIONS_POLICY_VALUE };
}

export const securityHeaders = fp(
  async (app: FastifyInstance, options: { headers: Readonly<Record<string, string>> }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(options.headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers', dependencies: [] },
);
