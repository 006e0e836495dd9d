/** `npm run db:migrate`: applies the SQL migrations to DATABASE_URL, or to PGlite in DATA_DIR (default .data). */
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || ".data",
});
try {
  await migrateDatabase(handle);
  console.log(`migrations applied (${handle.driver})`);
} finally {
  await handle.close();
}
