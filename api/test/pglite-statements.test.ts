/**
 * Named statements on PGlite (api/db/pglite-statements.ts): answers, errors and locks as PGlite's own
 * `query` gives them; statements prepared again when PostgreSQL drops or outdates them; transactions as
 * before; a bounded cache.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withNamedStatements } from "../db/pglite-statements";

let plain: PGlite;
let named: PGlite;

beforeAll(async () => {
  plain = new PGlite();
  named = withNamedStatements(new PGlite(), 3);
});
beforeEach(async () => {
  for (const db of [plain, named])
    await db.exec(`
      drop table if exists t;
      create table t (id int primary key, label text, at timestamptz, tags text[], n numeric);
      insert into t values (1, 'one', '2026-12-02T10:00:00Z', '{a,b}', 1.5), (2, null, null, '{}', null);`);
});
afterAll(async () => {
  await plain.close();
  await named.close();
});

const preparedCount = async (db: PGlite) =>
  (await db.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0].n;

describe("named statements on PGlite", () => {
  it("answer as PGlite's own query does: objects, arrays, nulls, parsers, affected rows", async () => {
    // Given the same data in a plain client and in one with named statements
    const select = "select id, label, at, tags, n from t where id = any($1) order by id";
    const parsers = { 1184: (value: string) => `at ${value}` };
    // When both run the same queries, twice each (the second run uses the prepared statement)
    for (let round = 0; round < 2; round++) {
      // Then their answers are equal
      expect(await named.query(select, [[1, 2]])).toEqual(await plain.query(select, [[1, 2]]));
      expect(await named.query(select, [[1]], { rowMode: "array", parsers })).toEqual(
        await plain.query(select, [[1]], { rowMode: "array", parsers }),
      );
      const update = "update t set label = $1 where id = $2";
      expect(await named.query(update, [`x${round}`, 1])).toEqual(await plain.query(update, [`x${round}`, 1]));
    }
  });

  it("a query's own parsers are put in front of the client's, not merged into a copy of all of them", async () => {
    // Given a client whose table of parsers counts how often it is enumerated (a copy enumerates it)
    let enumerations = 0;
    const table = named.parsers;
    named.parsers = new Proxy(table, {
      ownKeys(target) {
        enumerations++;
        return Reflect.ownKeys(target);
      },
    });
    try {
      // When a query with parsers of its own runs, by name
      const select = "select id, at from t where id = $1";
      const result = await named.query<{ id: number; at: string }>(select, [1], {
        parsers: { 1184: (value: string) => `at ${value}` },
      });
      // Then its own parser answered for its type, the client's for the others, and nothing was copied
      expect(result.rows).toEqual([{ id: 1, at: expect.stringMatching(/^at 2026-12-02/) }]);
      expect(enumerations).toBe(0);
    } finally {
      named.parsers = table;
    }
  });

  it("a failing query throws PGlite's error with the query, and the client goes on", async () => {
    // Given a prepared statement that has run once
    const byId = "select label from t where id = $1";
    await named.query(byId, [1]);
    // When it runs with a value PostgreSQL refuses, and a new statement has a syntax error
    const bad = await named.query(byId, ["not a number"]).catch((error: unknown) => error);
    const broken = await named.query("selec nothing").catch((error: unknown) => error);
    // Then the errors carry the SQLSTATE and the query, like PGlite's own
    const expected = await plain.query(byId, ["not a number"]).catch((error: unknown) => error);
    expect(bad).toMatchObject({ code: "22P02", query: byId, params: ["not a number"] });
    expect((bad as Error).constructor).toBe((expected as Error).constructor);
    expect(broken).toMatchObject({ code: "42601" });
    // And the next queries are answered
    expect((await named.query(byId, [1])).rows).toEqual([{ label: "one" }]);
  });

  it("a statement PostgreSQL dropped or outdated is prepared again", async () => {
    // Given a statement that has run
    const all = "select * from t where id = $1";
    await named.query(all, [1]);
    // When every prepared statement is dropped, then the table gains a column (the result changes)
    await named.exec("deallocate all");
    expect((await named.query(all, [1])).rows[0]).toMatchObject({ id: 1 });
    await named.exec("alter table t add column extra text default 'new'");
    // Then the query still answers, with the new column
    expect((await named.query(all, [1])).rows[0]).toMatchObject({ id: 1, extra: "new" });
  });

  it("transactions commit and roll back as before, beside named statements of the same text", async () => {
    // Given a statement run by name outside a transaction, and a transaction that runs the same text
    const insert = "insert into t (id, label) values ($1, $2)";
    await named.query(insert, [5, "five"]);
    await named.query("delete from t where id = $1", [5]);
    await named.transaction(async (tx) => {
      await tx.query(insert, [3, "three"]);
      expect((await tx.query("select label from t where id = $1", [3])).rows).toEqual([{ label: "three" }]);
    });
    // When a second one fails halfway
    const failed = await named
      .transaction(async (tx) => {
        await tx.query(insert, [4, "four"]);
        await tx.query(insert, [4, "again"]);
      })
      .catch((error: unknown) => error);
    // Then the first is kept, the second left nothing, and a closed transaction refuses queries
    expect(failed).toMatchObject({ code: "23505" });
    const ids = (await named.query<{ id: number }>("select id from t order by id")).rows.map((r) => r.id);
    expect(ids).toEqual([1, 2, 3]);
    let kept: { query: PGlite["query"] } | null = null;
    await named.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query("select 1")).rejects.toThrow("Transaction is closed");
  });

  it("a query outside a transaction waits for the transaction in progress", async () => {
    // Given a transaction that has written but not committed
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query("update t set label = $1 where id = $2", ["inside", 1]);
      await held;
    });
    // When a query outside it is sent, then the transaction commits
    const outside = named.query<{ label: string }>("select label from t where id = $1", [1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // Then the query saw the committed row
    expect((await outside).rows).toEqual([{ label: "inside" }]);
  });

  it("keeps at most the limit of statements, closing the least recently used", async () => {
    // Given a cache of three statements
    // When five different statements run
    for (let i = 0; i < 5; i++) await named.query(`select $1::int + ${i} as n`, [1]);
    // Then PostgreSQL holds three, and an evicted statement is prepared again on use
    expect(await preparedCount(named)).toBe(3);
    expect((await named.query("select $1::int + 0 as n", [1])).rows).toEqual([{ n: 1 }]);
    expect(await preparedCount(named)).toBe(3);
  });
});
