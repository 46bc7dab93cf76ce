/**
 * The OpenAPI document served at /api/docs/json (@fastify/swagger, from the routes' zod schemas),
 * completed here, in one place, so that no route file repeats it:
 *
 * - `info`: what the API is, every area it has (AREAS, also the document's tags), its licence;
 *   `servers`: the shop's public address (PUBLIC_URL).
 * - Security: the cookies that say who is asking. `guestCookie` (guest_id) is an anonymous
 *   shopper's (their cart, quotations, uploads, quote requests, orders), set by the server when
 *   first needed; `memberSession` is a member's sign-in session; `staffSession` is the same session
 *   of a member with a staff role. Each operation gets the `security` of its access (accessOf):
 *   staff routes are the ones the app guards with requireStaff (app.staffRoutes, so they name their
 *   roles too), member-only routes answer 401 without a session, shopper routes work for anyone
 *   and keep the shopper's things by their cookies, everything else is public (`security: []`).
 * - An operationId on every operation, from its method and path (operationIdOf).
 *
 * src/server/openapi.api.test.ts lints the served document with Redocly's recommended rules and
 * checks each access against the routes' answers (member-only: 401 without a session; staff: 404).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { paths } from '../shared/paths.js';

/** The areas of the API, one tag each, in the order the description lists them. */
const AREAS: readonly { tag: string; description: string }[] = [
  { tag: 'catalogue', description: 'Products, featured items with every option, featured categories with "from" prices, size limits and product pictures.' },
  { tag: 'pricing', description: 'The price of a configuration, its quantity tiers and shipping methods (instant quotes).' },
  { tag: 'shipping', description: 'Shipping methods, dispatch dates, the delivery story and the Singapore public holidays the shop is closed on.' },
  { tag: 'promotions', description: 'The kick-off promo running today (coupons are applied at checkout).' },
  { tag: 'lettering', description: "Vinyl lettering: the designer's fonts, their glyph metrics and font files." },
  { tag: 'artwork templates', description: 'Downloadable artwork templates (PDF, AI) per product.' },
  { tag: 'artwork', description: 'Artwork uploads on a product page with their automatic proofs, and preflight checks of a file at the size ordered.' },
  { tag: 'cart', description: "The shopper's cart: lines priced again on every read, quantities, the parcel's shipping method." },
  { tag: 'quotations', description: 'Quotations from configurations, their Bill To, and the quotation as a PDF.' },
  { tag: 'quote requests', description: "Custom quote requests with files, the conversation with the shop, and accepting or declining the shop's priced options." },
  {
    tag: 'orders',
    description:
      'Checkout and orders: what checkout would charge (shipping, coupon, points), placing an order, PayNow payment (the QR code), finding an order, reordering, ' +
      "the order's artwork and proofs, and its documents (order confirmation, tax invoice, credit notes, as PDF).",
  },
  { tag: 'reviews', description: 'Product reviews and rating summaries, their photos, and verified reviews of a delivered order from its emailed invitation.' },
  { tag: 'account', description: "Accounts: registration with an emailed code, sign-in and out, passwords, the member's profile, notification settings, address book, points and quotations." },
  { tag: 'shop', description: "The shop's details (address, contact, business hours, UEN, GST registration) and the home page's highlights." },
  { tag: 'seo', description: "A page's title, description and canonical address." },
  {
    tag: 'staff',
    description:
      'Staff: the order desk (find orders, the day\'s dashboard, payments, status, proofs, cancellations, refunds and credit notes), quote requests, ' +
      'the production view and print files, the team and its roles, the audit log and failed background jobs.',
  },
  { tag: 'staff settings', description: 'Staff: product content and pictures, price grids and option factors, shipping methods, holidays and free shipping, coupons.' },
  { tag: 'staff reviews', description: 'Staff: review moderation (publish, hide) and the shop\'s public replies.' },
  { tag: 'system', description: 'Liveness and readiness, for the proxy and the orchestrator.' },
];

/** Who may call an operation, and with which cookies. */
type Access = 'public' | 'shopper' | 'signed-in-optional' | 'member' | 'staff';

/** A route the app guards with requireStaff, as app.staffRoutes lists it (Fastify's URL form, `:param`). */
interface GuardedStaffRoute {
  method: string;
  url: string;
  roles: readonly string[];
}

export interface OpenApiSettings {
  /** The shop's public address (PUBLIC_URL): the document's server. */
  publicUrl: string;
  /** Cookie names: the anonymous shopper's id and the sign-in session (its https or http name, as the shop is served). */
  cookies: { guest: string; session: string; sessionOverHttp: string };
  /** The staff routes with their roles (app.staffRoutes), read when the document is first made, after every route is declared. */
  staffRoutes: () => readonly GuardedStaffRoute[];
}

/**
 * Routes that need a signed-in member: they answer 401 to anyone else (accounts.requireMember).
 * Paths in the document's form; a prefix covers the paths below it.
 */
const MEMBER_ONLY = ['/api/user/profile', '/api/user/notification-settings', '/api/user/change-password', '/api/user/addresses', '/api/user/points', '/api/user/quotations'];

/**
 * Routes that work for anyone and keep what they make by the shopper's cookies: guest_id (set on
 * first need) and, signed in, the session (a member's cart and orders answer only with it).
 */
const SHOPPER = [
  '/api/cart',
  '/api/checkout',
  '/api/quotations',
  '/api/quote/update/quotation',
  '/pdf/quotation',
  '/api/quote/create/quote-request',
  '/api/quote/requester',
  '/api/quote-requests',
  '/api/user/quote-requests',
  '/api/orders/{order_no}',
  '/api/user/orders',
  '/pdf/orders',
  '/orders',
  '/api/artwork/uploads',
  '/artwork/uploads',
  // Signing in or up moves the guest's cart and quotations to the member; signing out drops both cookies.
  '/api/user/register',
  '/api/user/login',
  '/api/user/logout',
];

/** Routes that read the session if there is one and answer anyone (the signed-in member, or null). */
const SIGNED_IN_OPTIONAL = ['/api/user/me'];

const under = (path: string, prefixes: readonly string[]): boolean => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Who may call `method path` (the document's form); `staffRoles` is the route's requireStaff roles, if it has them. */
function accessOf(path: string, staffRoles: readonly string[] | undefined): Access {
  if (staffRoles) return 'staff';
  if (under(path, MEMBER_ONLY)) return 'member';
  if (under(path, SIGNED_IN_OPTIONAL)) return 'signed-in-optional';
  if (under(path, SHOPPER)) return 'shopper';
  return 'public';
}

type SecurityRequirement = Record<string, string[]>;

/** Each access as OpenAPI security requirements (alternatives; `{}` = no cookie needed). */
const SECURITY: Record<Access, SecurityRequirement[]> = {
  public: [],
  shopper: [{}, { guestCookie: [] }, { guestCookie: [], memberSession: [] }],
  'signed-in-optional': [{}, { memberSession: [] }],
  member: [{ memberSession: [] }],
  staff: [{ staffSession: [] }],
};

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of `method path`: the method, then each path segment in camelCase, a parameter
 * as By<Name> (GET /api/cart/items/{itemId} → getApiCartItemsByItemId). The same route always
 * gets the same id; two routes can't share one, as their paths differ.
 */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return (parameter === undefined ? [segment] : ['by', parameter]).flatMap((part) => part.split(/[^A-Za-z0-9]+/));
    })
    .filter((word) => word !== '');
  return method.toLowerCase() + words.map(capitalize).join('');
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface Operation {
  operationId?: string;
  description?: string;
  security?: SecurityRequirement[];
  'x-staff-roles'?: readonly string[];
}

/** A zod tuple of one type comes out as `items: { anyOf: [same, same, …] }` (OpenAPI 3.0 has no prefixItems): one of them says the same. */
function collapseIdenticalAnyOf(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) collapseIdenticalAnyOf(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length > 1 && anyOf.every((member) => JSON.stringify(member) === JSON.stringify(anyOf[0])) && typeof anyOf[0] === 'object' && anyOf[0] !== null) {
    delete schema.anyOf;
    for (const [key, value] of Object.entries(anyOf[0] as Record<string, unknown>)) if (!(key in schema)) schema[key] = value;
  }
  for (const value of Object.values(schema)) collapseIdenticalAnyOf(value);
}

/** Fastify's `:param` URL in the document's `{param}` form. */
const documentPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function describeApi(): string {
  return [
    'The API of the print shop: an online shop for custom printing in Singapore (instant quotes, cart, checkout with PayNow, orders and their artwork, quote requests), and the staff desk behind it.',
    '',
    'Every JSON answer is the envelope `{ status: "SUCCESS" | "ERROR", code, message?, data?, error? }`, `code` being the HTTP status; an error has a message for people, ' +
      '`error.reason` for programs (validation, not_found, unauthorized, conflict, rate_limited, …) and `error.request_id`, the id in the server\'s logs (also the X-Request-Id header).',
    '',
    '**Who is asking** is told by cookies, never by a token (each operation\'s `security` says which it reads):',
    '',
    '- no cookie: the public operations (catalogue, pricing, shipping, …);',
    '- `guestCookie`: an anonymous shopper\'s cart, quotations, uploads, quote requests and orders; the server sets it when first needed, so no cookie is needed at first;',
    '- `memberSession`: a member, signed in by POST /api/user/login or /api/user/register; member-only operations answer 401 without it;',
    '- `staffSession`: the same session, of a member with a staff role (owner, desk or production); anyone else gets 404, as for a path that does not exist. Each staff operation names the roles it lets in (`x-staff-roles`).',
    '',
    'Writes (POST, PUT, PATCH, DELETE) sent by a browser must come from the shop\'s own pages (403 otherwise); they are rate-limited per shopper and per address, as are look-ups by number (429 with Retry-After). ' +
      'Operations that say so take an Idempotency-Key header: a retry gets the first answer.',
    '',
    '**Areas** (the tags):',
    '',
    ...AREAS.map((area) => `- **${area.tag}**: ${area.description}`),
  ].join('\n');
}

/** The options of @fastify/swagger: the document's info, server, tags and security schemes, and the per-operation completion. */
export function openApiOptions(settings: OpenApiSettings): FastifyDynamicSwaggerOptions {
  const { publicUrl, cookies } = settings;
  const sessionCookies = `\`${cookies.session}\`${cookies.session === cookies.sessionOverHttp ? '' : ` (\`${cookies.sessionOverHttp}\` when the shop is served over plain http, as in development)`}`;
  return {
    openapi: {
      info: {
        title: 'Print shop API',
        version: '1.0.0',
        description: describeApi(),
        // The shop's own code, not open source (package.json is private, no licence): the shop's terms govern its use.
        license: { name: 'Proprietary', url: `${publicUrl}${paths.terms}` },
      },
      servers: [{ url: publicUrl, description: 'The shop (PUBLIC_URL)' }],
      tags: AREAS.map((area) => ({ name: area.tag, description: area.description })),
      components: {
        securitySchemes: {
          guestCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.guest,
            description:
              "An anonymous shopper's id (HttpOnly, SameSite=Lax, a year): their cart, quotations, artwork uploads, quote requests and orders are kept by it. " +
              'The server sets it on the first request that needs one. Once the shopper signs in it is the member\'s, and it answers only together with their session.',
          },
          memberSession: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.session,
            description:
              `A member's sign-in session: the cookie ${sessionCookies} set by POST /api/user/login or /api/user/register (HttpOnly, SameSite=Lax). ` +
              'It ends after 14 idle days or 60 days in all, at sign-out, and when the password changes. Member-only operations answer 401 without it.',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.session,
            description:
              `The same sign-in session cookie as memberSession, of a member who is staff: owner (every role), desk or production. ` +
              'A staff operation lets in the roles in its `x-staff-roles`; anyone else, signed in or not, gets 404.',
          },
        },
      },
    },
    // The server is an origin and perhaps a base path: the routes' paths are documented whole.
    stripBasePath: false,
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      const staffRoles = new Map(settings.staffRoutes().map((route) => [`${route.method.toLowerCase()} ${documentPath(route.url)}`, route.roles]));
      const operationIds = new Set<string>();
      for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
        for (const [method, value] of Object.entries(pathItem ?? {})) {
          if (!HTTP_METHODS.has(method)) continue;
          const operation = value as Operation;
          operation.operationId ??= operationIdOf(method, path);
          if (operationIds.has(operation.operationId)) throw new Error(`Two operations have the operationId ${operation.operationId} (src/server/openapi.ts)`);
          operationIds.add(operation.operationId);
          const roles = staffRoles.get(`${method} ${path}`);
          operation.security = SECURITY[accessOf(path, roles)];
          if (roles) {
            operation['x-staff-roles'] = roles;
            const who = `Staff only, role ${roles.join(' or ')}${roles.includes('owner') ? '' : ' (or owner, who holds every role)'}; anyone else gets 404.`;
            operation.description = operation.description ? `${operation.description}\n\n${who}` : who;
          }
        }
      }
      collapseIdenticalAnyOf(document.paths);
      return document;
    },
  };
}
