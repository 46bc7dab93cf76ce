// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundary that
// keeps server code (database, routes, services) out of the browser bundle.
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

/** Money is integer cents; only src/shared/money.ts converts to and from dollars. */
const moneyRules = [
  { selector: "BinaryExpression[operator='/'][right.value=100]", message: 'Convert cents to dollars with centsToDollars (src/shared/money.ts).' },
  { selector: "BinaryExpression[operator='/'][right.value=10000]:has(BinaryExpression[operator='*'][right.value=100])", message: 'Use unitPriceDollars (src/shared/money.ts).' },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*'][right.value=100]",
    message: 'Convert dollars to cents with dollarsToCents (src/shared/money.ts).',
  },
];

/** Only the account feature reads `is_staff`: every staff route takes requireStaff(role) from features/account/staff-access.ts. */
const staffCheckedOnce = {
  selector: "MemberExpression[property.name='is_staff']",
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
    // The account feature decides staff access (staff-access.ts), so it may read is_staff.
    files: ['src/features/account/**/*.{ts,tsx}'],
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
);
