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
