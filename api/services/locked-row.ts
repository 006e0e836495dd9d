import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { notFound } from "../errors";
import type { Tx } from "./stage";

/**
 * The row of `table` with this id, locked until the transaction ends (FOR UPDATE), so that what the
 * caller checks on it still holds when it writes; 404 when there is none.
 */
export async function lockedRow<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  id: string,
): Promise<T["$inferSelect"]> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw notFound();
  return row as T["$inferSelect"];
}
