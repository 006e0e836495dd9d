/** Server-side drafts of long forms (docs/architecture.md#forms): one per owner and form key; nothing typed is lost. */
import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { Draft, UserKind } from "#contracts";
import type { Database } from "../db/client";
import { prepared } from "../db/prepared";
import { formDrafts } from "../db/schema";

export interface DraftOwner {
  kind: UserKind;
  id: string;
}

/** The draft of one owner and form; the values may be placeholders of a prepared query. */
const ownedBy = (owner: { kind: UserKind | Placeholder; id: string | Placeholder }, formKey: string | Placeholder) =>
  and(eq(formDrafts.ownerKind, owner.kind), eq(formDrafts.ownerId, owner.id), eq(formDrafts.formKey, formKey));

/** The draft of a form, an empty object when there is none. */
export async function getDraft(db: Database, owner: DraftOwner, formKey: string): Promise<Draft> {
  const [row] = await prepared(db, "draft_of_form", (on, name) =>
    on
      .select({ data: formDrafts.data })
      .from(formDrafts)
      .where(ownedBy({ kind: sql.placeholder("kind"), id: sql.placeholder("id") }, sql.placeholder("formKey")))
      .limit(1)
      .prepare(name),
  ).execute({ kind: owner.kind, id: owner.id, formKey });
  return { data: (row?.data ?? {}) as Draft["data"] };
}

/** Replaces the draft of a form (upsert on owner + form key). */
export async function putDraft(db: Database, owner: DraftOwner, formKey: string, data: Draft["data"]): Promise<Draft> {
  await db
    .insert(formDrafts)
    .values({ ownerKind: owner.kind, ownerId: owner.id, formKey, data })
    .onConflictDoUpdate({
      target: [formDrafts.ownerKind, formDrafts.ownerId, formDrafts.formKey],
      set: { data, updatedAt: new Date() },
    });
  return { data };
}

export async function deleteDraft(db: Database, owner: DraftOwner, formKey: string): Promise<void> {
  await db.delete(formDrafts).where(ownedBy(owner, formKey));
}
