// Lint: typescript-eslint's recommended rules, React hooks rules, the import boundary that keeps
// server code (database, routes, services) out of the browser bundle, and the direction imports
// run in (docs/decisions/0010-imports-run-one-way.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnly = {
  patterns: [
    { group: ['**/server/**', '!**/shared/**'], message: 'Web code must not import server code.' },
    { group: ['**/*.routes*', '**/*.repository*', '**/*-service*', '**/catalogue-store*', '**/price-index*'], message: 'Server-only module: the web app talks to it through the API.' },
    { group: ['pg', '@electric-sql/pglite', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*', 'node:*'], message: 'Server-only package.' },
  ],
};

/**
 * Imports run one way. The features, from the ground up: a feature imports only those before it
 * (never one after it, so no two features import each other), plus src/shared, the server's
 * infrastructure and the web app's components and helpers. A new feature takes its place here.
 */
export const FEATURE_ORDER = [
  'shop-info', // the shop's details (SHOP_* settings)
  'email', // the outbox and its templates
  'account', // who is shopping: visitors, members, sessions, staff access, points
  'staff', // the staff's roles and the audit log every staff change writes to
  'catalogue', // what the shop sells and on what terms (one snapshot)
  'reviews',
  'shipping', // dispatch dates, free shipping, the calendar
  'promotions', // the kick-off promo and coupons
  'lettering', // vinyl lettering: fonts, measuring, rules
  'pricing', // the price of a configuration, from-prices
  'artwork-templates',
  'artwork', // preflight, cut lines and automatic proofs of artwork (sizes from catalogue, bleed from artwork-templates); the cart, quote-request, orders and the configurator use it
  'payment', // PayNow and bank transfer
  'cart',
  'compare',
  'quotation',
  'product-info',
  'quote-request',
  'orders',
  'production', // print files, job sheets and gang sheets of approved orders; the staff Production view
  'configurator', // the quote page, composed of the features before it
  'storefront', // home and info pages
  'seo', // the served page's head and embedded data
];

/** Files that put the shop together: they may import any feature. */
const COMPOSITION_FILES = [
  'src/server/app.ts',
  'src/server/web.ts',
  'src/server/server.ts',
  'src/server/config.ts',
  'src/server/shop-services.ts',
  'src/server/db/schema.ts',
  'src/server/db/seed.ts',
  'src/server/db/prepare.ts', // migrates and seeds every feature's tables
  'src/web/main.tsx',
  'src/web/app/**',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An import path (relative, as written) that reaches into feature `name`'s folder. */
const intoFeature = (name) => `^(\\.\\./)+(features/)?${escape(name)}/`;

const layerPatterns = {
  features: { regex: '^(\\.\\./)+(src/)?features/', message: 'Imports run one way: only the composition files (src/server/app.ts, web.ts, config.ts, shop-services.ts, db/schema.ts, src/web/app) import features.' },
  composition: {
    regex: '(^|/)(server/(app|web|server|config|shop-services)|db/(schema|seed))(\\.js)?$|(^|/)web/app/',
    message: 'The composition files import features; nothing else imports them (take tables from their feature, settings from options).',
  },
  serverFromShared: { regex: '^(\\.\\./)+(server|web)/', message: 'src/shared is the ground floor: it imports nothing of the app.' },
};

/** The no-restricted-imports patterns of feature `name`: no later feature, no other feature's insides, no composition file. */
function featurePatterns(name, { test }) {
  const later = FEATURE_ORDER.slice(FEATURE_ORDER.indexOf(name) + 1);
  const patterns = later.map((other) => ({
    regex: intoFeature(other),
    message: `Imports run one way: ${name} comes before ${other} in FEATURE_ORDER (eslint.config.js), so ${other} may use ${name}, not the reverse. Move the shared part down, or have the composition hand it in.`,
  }));
  patterns.push({
    regex: `^(\\.\\./)+(?!${escape(name)}/)[a-z-]+/(web/)?[^/]*\\.(repository|routes|plugin)(\\.js)?$`,
    message: "Another feature is reached through what it exports (its service, rules, schemas, tables), never its repository, routes or plugin: ask its service, passing your transaction.",
  });
  if (!test) patterns.push(layerPatterns.composition);
  return patterns;
}

/** Money is integer cents; only src/shared/money.ts converts to and from dollars. */
const moneyRules = [
  { selector: "BinaryExpression[operator='/'][right.value=100]", message: 'Convert cents to dollars with centsToDollars (src/shared/money.ts).' },
  { selector: "BinaryExpression[operator='/'][right.value=10000]:has(BinaryExpression[operator='*'][right.value=100])", message: 'Use unitPriceDollars (src/shared/money.ts).' },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*'][right.value=100]",
    message: 'Convert dollars to cents with dollarsToCents (src/shared/money.ts).',
  },
];

/**
 * Only the account feature reads a member's staff role (`staff_role`, or the answer's `is_staff`): every staff
 * route takes requireStaff(role) from features/account/staff-access.ts. (Pages may read the signed-in member's
 * role to choose what to show: the server decides anyway.)
 */
const staffCheckedOnce = {
  selector: "MemberExpression[property.name=/^(is_staff|staff_role)$/]",
  message: 'Staff access is decided once: give the route preHandler: requireStaff(role) (src/features/account/staff-access.ts), or ask signedInStaff().',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Money is integer cents (moneyRules), and staff access is decided in the account feature only.
    files: ['src/**/*.{ts,tsx}'],
    // Tests keep their own arithmetic: an expected value is not computed with the code under test.
    ignores: ['src/shared/money.ts', 'src/features/account/**', '**/*.test.ts', 'test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...moneyRules,
        staffCheckedOnce,
      ],
    },
  },
  {
    // The account feature decides staff access (staff-access.ts) and the staff feature gives roles, so both read the role; pages may show by it.
    files: ['src/features/account/**/*.{ts,tsx}', 'src/features/staff/**/*.{ts,tsx}', 'src/features/*/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...moneyRules],
    },
  },
  {
    // Tests wait for what the shopper sees and never measure time: a fixed sleep passes on a quiet
    // machine and fails on a busy one, and a duration compared with a number is a benchmark
    // (npm run bench*), not a test. A test that means "no pause" or "shown for 2 s" moves the
    // page's clock (installClock / pauseClock in test/page-helpers.ts).
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'No fixed sleeps in tests: wait for what the page shows (expect.poll, locator.waitFor) or move the page clock.' },
        {
          selector: "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout'], NewExpression[callee.name='Promise'] > ArrowFunctionExpression > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout']",
          message: 'No fixed sleeps in tests: wait for what the page shows, hold a request until the test releases it (holdRequests), or move the clock.',
        },
        {
          selector: "BinaryExpression[operator='-'] > CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name='now']",
          message: 'No timed assertions in tests: measure speed in a bench (npm run bench*), prove "no pause" by the order of events.',
        },
        { selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']", message: 'No timed assertions in tests: measure speed in a bench (npm run bench*).' },
        { selector: "MemberExpression[object.name='process'][property.name='hrtime']", message: 'No timed assertions in tests: measure speed in a bench (npm run bench*).' },
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length=1]",
          message: "Give vi.waitFor / vi.waitUntil a timeout of several seconds: their 1 s default fails on a busy machine (expect.poll's is set in vitest.config.ts).",
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/features/*/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', serverOnly],
      // Contracts are zod schemas: the browser may import their types, never their values (zod would
      // land in the bundle). Plain constants live in plain modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*', '**/*.schemas', '**/*.schemas.js'], allowTypeImports: true, message: 'Import only types from zod schemas in web code.' },
          ],
        },
      ],
    },
  },
  {
    // The web app's server-render entry runs in Node (src/server/web.ts imports its build): the one
    // web file that may use Node's modules (AsyncLocalStorage), still never the server's code.
    files: ['src/web/entry-server.tsx'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { ...serverOnly, patterns: serverOnly.patterns.map((p) => ({ ...p, group: p.group.filter((g) => g !== 'node:*') })) }],
    },
  },
  {
    // src/shared: the ground floor.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layerPatterns.serverFromShared, layerPatterns.features] }] },
  },
  {
    // The server's infrastructure never imports a feature.
    files: ['src/server/**/*.ts'],
    // Composition files put features together; the server's tests exercise the assembled app.
    ignores: [...COMPOSITION_FILES, 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layerPatterns.features, layerPatterns.composition] }] },
  },
  {
    // Nor do the web app's components and helpers (and, as all web code, they never import server code).
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverOnly.patterns, layerPatterns.features, layerPatterns.composition] }] },
  },
  ...FEATURE_ORDER.flatMap((name) => [
    {
      files: [`src/features/${name}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts', `src/features/${name}/web/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(name, { test: false }) }] },
    },
    {
      files: [`src/features/${name}/web/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...serverOnly.patterns, ...featurePatterns(name, { test: false })] }] },
    },
    {
      // A feature's tests may build the whole shop (test/test-app.ts, src/server/app.ts) but follow the order.
      files: [`src/features/${name}/**/*.test.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(name, { test: true }) }] },
    },
  ]),
);
