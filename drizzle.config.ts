import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they serve PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/platform/db/schema/index.ts',
  out: './lib/platform/db/migrations',
});
