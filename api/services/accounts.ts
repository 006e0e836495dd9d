/** Applicant accounts: lookup, creation at first login, the `Account` answer, changes. */
import { eq, getTableColumns, sql } from "drizzle-orm";
import { type Account, type AccountPatch, type HintFlags, isHintFlag, isLanguage, type Metadata } from "#contracts";
import type { Database } from "../db/client";
import { inTable } from "../db/in-table";
import { prepared } from "../db/prepared";
import { accounts, units } from "../db/schema";
import { notFound } from "../errors";
import { type AccountRow, loadAccountRow, writeMetadata } from "./account-row";
import { raiseApplicationDataComplete } from "./application";
import { audit, ownAccount } from "./audit";
import { deleteDraft } from "./drafts";

export interface IdentityClaims {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  locale?: string;
}

const languageOf = (locale: string | undefined) => {
  const lang = locale?.split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(lang) ? lang : null;
};

/** Finds the account of an applicant subject, creating it from the ID token claims when unknown. */
export async function upsertApplicant(db: Database, claims: IdentityClaims): Promise<{ id: string; created: boolean }> {
  const [existing] = await db.select().from(accounts).where(eq(accounts.subject, claims.sub)).limit(1);
  if (existing) {
    if (claims.email && claims.email !== existing.email) {
      await db.update(accounts).set({ email: claims.email }).where(eq(accounts.id, existing.id));
      await audit(db, { ...ownAccount(existing.id), action: "account.email_synced" });
    }
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(accounts)
    .values({
      subject: claims.sub,
      email: claims.email ?? "",
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
      language: languageOf(claims.locale),
    })
    .onConflictDoNothing({ target: accounts.subject })
    .returning({ id: accounts.id });
  if (!row) return upsertApplicant(db, claims); // created concurrently
  await audit(db, { ...ownAccount(row.id), action: "account.created" });
  return { id: row.id, created: true };
}

/** The `Account` answer: the row and its units' ids in one read (every applicant page asks for it). */
export async function getAccount(db: Database, id: string): Promise<Account> {
  const [row] = await prepared(db, "account_with_unit_refs", (on, name) =>
    on
      .select({
        ...getTableColumns(accounts),
        unitRefs: sql<
          { id: string; primary: boolean }[]
        >`coalesce((select json_agg(json_build_object('id', ${inTable(units.id)}, 'primary', ${inTable(units.primary)}) order by ${inTable(units.createdAt)}, ${inTable(units.id)}) from ${units} where ${inTable(units.accountId)} = ${inTable(accounts.id)}), '[]'::json)`,
      })
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  if (!row) throw notFound();
  const { unitRefs, ...account } = row;
  return toAccount(account, unitRefs);
}

export function toAccount(row: AccountRow, unitRefs: { id: string; primary: boolean }[]): Account {
  const {
    id,
    subject: _s,
    createdAt: _c,
    updatedAt: _u,
    referralCode: _r,
    anonymisedAt: _a,
    emailVerifiedAt,
    language,
    metadata,
    hints,
    ...fields
  } = row;
  return {
    ...fields,
    emailVerified: emailVerifiedAt !== null,
    uuid: id,
    units: unitRefs,
    language: isLanguage(language) ? language : null,
    metadata: metadata as Metadata,
    hints: hints as HintFlags,
  };
}

/**
 * Changes the account's fields and hint flags. `clearDraft` names the form whose draft this save replaces
 * (e.g. "application.data.1"): it goes in the same transaction, so a form submission is one call.
 */
export async function patchAccount(
  db: Database,
  id: string,
  patch: AccountPatch,
  { clearDraft }: { clearDraft?: string } = {},
): Promise<Account> {
  const { hints, ...fields } = patch;
  const changes: Partial<typeof accounts.$inferInsert> = { ...fields };
  // the stored flags are read only when flags are merged into them
  if (hints) {
    const current = await loadAccountRow(db, id);
    changes.hints = { ...current.hints, ...(stripUndefined(hints) as Record<string, boolean>) };
  }
  if (Object.keys(changes).length > 0 || clearDraft) {
    await db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) {
        await tx.update(accounts).set(changes).where(eq(accounts.id, id));
        await audit(tx, { ...ownAccount(id), action: "account.updated", details: { fields: Object.keys(patch) } });
        await raiseApplicationDataComplete(tx, id);
      }
      if (clearDraft) await deleteDraft(tx, { kind: "applicant", id }, clearDraft);
    });
  }
  return getAccount(db, id);
}

/**
 * Merges the map into the metadata; a null value removes the key. A hint flag of docs/product.md#entities (the client
 * dismissing a hint: `{ hideDmsInfoModal: true }`) goes to the account's hint flags instead, so every reader
 * finds the flags in one place (`Account.hints`).
 */
export async function putMetadata(db: Database, id: string, patch: Metadata): Promise<Account> {
  const current = await loadAccountRow(db, id);
  const next: Record<string, unknown> = { ...current.metadata };
  const hints: Record<string, unknown> = { ...current.hints };
  for (const [key, value] of Object.entries(patch)) {
    const target = isHintFlag(key) ? hints : next;
    if (value === null) delete target[key];
    else target[key] = value;
  }
  await writeMetadata(db, id, { metadata: next, hints: hints as Record<string, boolean> }, patch);
  return getAccount(db, id);
}

/** Development tool: forget metadata and hint flags, so onboarding and hints show again. */
export async function resetAccount(db: Database, id: string): Promise<Account> {
  await db.update(accounts).set({ metadata: {}, hints: {} }).where(eq(accounts.id, id));
  await audit(db, { ...ownAccount(id), action: "account.reset" });
  return getAccount(db, id);
}

export function stripUndefined<T extends object>(o: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
