/**
 * `npm run db:seed`: migrates, then writes the demo data when the database is empty
 * (pass --force to seed regardless; that fails on a non-empty database because of unique keys).
 * SEED_TEST_ACCOUNTS=true seeds the test-only accounts too, like the server.
 */
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || ".data",
});
try {
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db, {
    onlyIfEmpty: !process.argv.includes("--force"),
    testAccounts: ["true", "1"].includes(process.env.SEED_TEST_ACCOUNTS ?? ""),
  });
  console.log(seeded ? `demo data seeded (${handle.driver})` : "database not empty: seed skipped");
} finally {
  await handle.close();
}
