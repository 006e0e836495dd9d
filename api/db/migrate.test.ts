import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../test/harness";
import type { DatabaseHandle } from "./client";
import { latestMigrationMillis, migrateDatabase, migrationsCurrent } from "./migrate";

describe("the migrations' readiness check (/readyz)", () => {
  let handle: DatabaseHandle;
  // opening and migrating the run's database takes long on a loaded machine: in a hook (vitest.config.ts)
  beforeAll(async () => {
    handle = await testDatabase();
  });

  it("knows the newest migration of this build, which the migrated database records", async () => {
    const result = (await handle.db.execute(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { latest: string | number }[] };
    expect(Number(result.rows[0]?.latest)).toBe(latestMigrationMillis());
    expect(await migrationsCurrent(handle)).toBe(true);
  });

  it("is not ready on a database that lacks a migration of this build, and is on one a newer build migrated", async () => {
    const latest = latestMigrationMillis();
    // a build with one more migration than the database has
    expect(await migrationsCurrent(handle, latest + 1)).toBe(false);
    // an older build while a newer one has migrated (expand first, contract a release later)
    expect(await migrationsCurrent(handle, latest - 1)).toBe(true);
  });

  it("applies nothing twice: migrating a migrated database again changes nothing", async () => {
    const count = async () =>
      Number(
        (
          (await handle.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`)) as unknown as {
            rows: { n: string | number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    await Promise.all([migrateDatabase(handle), migrateDatabase(handle)]);
    expect(await count()).toBe(before);
  });
});
