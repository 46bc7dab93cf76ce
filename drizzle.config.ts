import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied by the server on start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './db/migrations',
});
