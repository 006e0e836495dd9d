/**
 * `npm run db:seed`: migrates, then writes the demo data when the database is empty
 * (pass --force to seed regardless; that fails on a non-empty database because of unique keys).
 * SEED_TEST_ACCOUNTS=true seeds the test-only accounts too, like the server.
 */
import path from "node:path";
import { LocalDirectoryStore } from "../storage/local";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

const dataDir = process.env.DATA_DIR || ".data";
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
try {
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db, {
    onlyIfEmpty: !process.argv.includes("--force"),
    testAccounts: ["true", "1"].includes(process.env.SEED_TEST_ACCOUNTS ?? ""),
    // where the server keeps uploaded documents (server.ts)
    store: new LocalDirectoryStore(path.join(dataDir, "documents")),
  });
  console.log(seeded ? `demo data seeded (${handle.driver})` : "database not empty: seed skipped");
} finally {
  await handle.close();
}
