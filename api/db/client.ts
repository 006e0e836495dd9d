/**
 * Opens the database: PGlite (PostgreSQL in WASM, in-process) by default, node-postgres when a
 * DATABASE_URL is given. Both return the same drizzle `Database` type over the one schema.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { withNamedStatements } from "./pglite-statements";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database both drivers satisfy. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabaseOptions {
  /** postgres://… — when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data lives in `${dataDir}/pglite` (default `.data`). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
}

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (for the metrics); absent on PGlite, which has one connection. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, allowExitOnIdle: true });
    // An idle connection the database ends (a restart, an outage) is an event, not a crash: the pool
    // opens a new one when asked, and /readyz reports the database meanwhile.
    pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      ping: () => ping(db),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let client: PGlite;
  if (opts.memory) {
    client = new PGlite();
  } else {
    const dir = path.resolve(opts.dataDir ?? ".data", "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  withNamedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
