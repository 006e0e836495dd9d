/** The account's row by id: the read every applicant page makes (through /account and the progress). */
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { prepared } from "../db/prepared";
import { accounts } from "../db/schema";
import { notFound } from "../errors";
import { audit, ownAccount } from "./audit";
import type { Db } from "./stage";

export type AccountRow = typeof accounts.$inferSelect;

/** The row, or 404; built once per database or transaction (a prepared query). */
export async function loadAccountRow(db: Db, id: string): Promise<AccountRow> {
  const [row] = await prepared(db, "account_by_id", (on, name) =>
    on
      .select()
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  if (!row) throw notFound();
  return row;
}

/** Writes a change of the account's metadata (`patch` names the keys the caller sent) with its audit entry. */
export async function writeMetadata(
  db: Db,
  id: string,
  changes: PgUpdateSetSource<typeof accounts>,
  patch: Record<string, unknown>,
): Promise<void> {
  await db.update(accounts).set(changes).where(eq(accounts.id, id));
  await audit(db, { ...ownAccount(id), action: "account.metadata_updated", details: { keys: Object.keys(patch) } });
}
