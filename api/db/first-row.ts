import { and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * The row of `table` that meets every condition (the first, where several could), read as
 * `const [row] = await db.select().from(table).where(...)` reads it: undefined at run time when none does.
 */
export async function firstRow<T extends PgTable>(
  db: Pick<Database, "select">,
  table: T,
  ...conditions: (SQL | undefined)[]
): Promise<T["$inferSelect"]> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(...conditions))
    .limit(1);
  return row as T["$inferSelect"];
}
