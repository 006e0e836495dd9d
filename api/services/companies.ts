/**
 * Company master data, portrait and payment details (docs/product.md#entities Company). Every function takes the
 * caller's access (api/services/company-access.ts) that the route checked; changes write an audit row
 * with the changed field names (never the values: an IBAN is personal data).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  type AuditAction,
  COMPANY_MESSAGES,
  type Company,
  type CompanyPatch,
  ErrorCode,
  type PaymentDetailsPatch,
  type PaymentTypePatch,
  type PortraitPatch,
} from "#contracts";
import { lookupBank } from "../bank-info/lookup";
import type { Precondition, Versioned } from "../concurrency";
import { assertMatches, nextVersion, requireWritten, versionGuard } from "../concurrency";
import type { Database } from "../db/client";
import { bankAccounts, companies } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { about, actedBy, audit } from "./audit";
import type { CompanyAccess } from "./company-access";

type CompanyRow = typeof companies.$inferSelect;
type BankRow = typeof bankAccounts.$inferSelect;

export const companyPicturePath = (companyId: string) => `/b2b/v1/companies/${companyId}/profile-picture`;

function isComplete(bank: BankRow): boolean {
  const filled = [bank.ownerName, bank.iban, bank.bic, bank.bankName, bank.accountingEmail].every((v) => !!v);
  return filled && (bank.paymentType !== "sepa" || bank.sepaConfirmed);
}

export function toCompany(row: CompanyRow, bank: BankRow): Company {
  return {
    id: row.id,
    invitationPending: false,
    name: row.name,
    companyName: row.companyName,
    commercialRegister: row.commercialRegister,
    districtCourt: row.districtCourt,
    managingDirectors: row.managingDirectors,
    employees: row.employeesCount,
    foundedDate: row.foundedDate,
    locations: row.locations,
    website: row.website,
    socialMedia: row.socialMedia,
    // the picture changes its key on every upload: the key in the address keeps caches honest
    profilePicture: row.profilePicture ? `${companyPicturePath(row.id)}?v=${row.profilePicture.slice(0, 8)}` : null,
    portrait: {
      about: row.portraitAbout,
      offer: row.portraitOffer,
      contactName: row.portraitContactName,
      contactEmail: row.portraitContactEmail,
      contactPhone: row.portraitContactPhone,
    },
    bankAccount: {
      ownerName: bank.ownerName,
      bankName: bank.bankName,
      iban: bank.iban,
      bic: bank.bic,
      city: bank.city,
      sepaConfirmed: bank.sepaConfirmed,
      paymentType: bank.paymentType,
      mandateReference: bank.mandateReference,
      accountingEmail: bank.accountingEmail,
    },
    paymentDetailsComplete: isComplete(bank),
  };
}

/** The company's bank account; an empty one is created when absent (docs/product.md#entities). */
async function bankAccountOf(db: Database, companyId: string): Promise<BankRow> {
  const [existing] = await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId)).limit(1);
  if (existing) return existing;
  await db.insert(bankAccounts).values({ companyId }).onConflictDoNothing();
  const [created] = await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId)).limit(1);
  return created;
}

export async function getCompany(db: Database, access: CompanyAccess): Promise<Company> {
  return (await readCompany(db, access)).body;
}

/** The company with the version of the same read (its ETag covers data, portrait and bank account). */
export async function readCompany(db: Database, access: CompanyAccess): Promise<Versioned<Company>> {
  // the version first: a bank change committed between the two reads then leaves a stale (safe) ETag
  const [row] = await db.select().from(companies).where(eq(companies.id, access.companyId)).limit(1);
  if (!row) throw notFound("Company not found");
  return { body: toCompany(row, await bankAccountOf(db, access.companyId)), version: row.version };
}

const none: Precondition = { kind: "none" };

async function currentVersion(db: Database, companyId: string) {
  const [row] = await db.select({ version: companies.version }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound("Company not found");
  return row.version;
}

/**
 * Makes every earlier ETag of the company stale, on condition that the client's copy is current: one
 * UPDATE, so of two writers holding the same ETag exactly one gets past it (the other: 412, rolled back).
 */
async function bumpCompany(
  tx: Pick<Database, "update">,
  companyId: string,
  pre: Precondition,
  changes: Partial<typeof companies.$inferInsert> = {},
) {
  requireWritten(
    await tx
      .update(companies)
      .set({ ...changes, version: nextVersion(companies.version) })
      .where(and(eq(companies.id, companyId), versionGuard(companies.version, pre)))
      .returning({ version: companies.version }),
  );
}

/** What one patch changes: fields of the company's row, of its bank account, or both, and what the audit names. */
interface CompanyChange {
  company?: Partial<typeof companies.$inferInsert>;
  bank?: { id: string; changes: Partial<typeof bankAccounts.$inferInsert> };
  action: AuditAction;
  /** The field names sent (never the values: an IBAN is personal data). */
  fields: string[];
}

/**
 * Applies one patch in one transaction: the bank account's fields, the company's fields with its version
 * bumped on condition that the client's copy is current (`bumpCompany`), and the audit row. A patch that
 * changes nothing writes nothing. Answers the company as it is afterwards, with its version.
 */
async function changeCompany(
  db: Database,
  access: CompanyAccess,
  pre: Precondition,
  { company = {}, bank, action, fields }: CompanyChange,
): Promise<Versioned<Company>> {
  const bankChanges = bank ? Object.keys(bank.changes).length : 0;
  if (Object.keys(company).length > 0 || bankChanges > 0) {
    await db.transaction(async (tx) => {
      if (bank && bankChanges > 0) {
        await tx
          .update(bankAccounts)
          .set({ ...bank.changes, updatedAt: new Date() })
          .where(eq(bankAccounts.id, bank.id));
      }
      await bumpCompany(tx, access.companyId, pre, company);
      await audit(tx, {
        ...actedBy("company", access.companyUserId),
        action,
        ...about("company", access.companyId),
        details: { fields },
      });
    });
  }
  return readCompany(db, access);
}

export async function patchCompany(
  db: Database,
  access: CompanyAccess,
  input: CompanyPatch,
  pre: Precondition = none,
): Promise<Versioned<Company>> {
  assertMatches(pre, await currentVersion(db, access.companyId));
  const { employees, socialMedia, ...rest } = input;
  const changes: Partial<typeof companies.$inferInsert> = { ...rest };
  if (employees !== undefined) changes.employeesCount = employees;
  if (socialMedia !== undefined) {
    // a network sent empty is removed; networks not sent are kept as they are
    const [current] = await db.select().from(companies).where(eq(companies.id, access.companyId)).limit(1);
    const next: Record<string, string> = { ...current.socialMedia };
    for (const [network, url] of Object.entries(socialMedia)) {
      if (url) next[network] = url;
      else delete next[network];
    }
    changes.socialMedia = next;
  }
  return changeCompany(db, access, pre, { company: changes, action: "company.updated", fields: Object.keys(input) });
}

export async function patchPortrait(
  db: Database,
  access: CompanyAccess,
  input: PortraitPatch,
  pre: Precondition = none,
): Promise<Versioned<Company>> {
  assertMatches(pre, await currentVersion(db, access.companyId));
  const changes: Partial<typeof companies.$inferInsert> = {};
  if (input.about !== undefined) changes.portraitAbout = input.about;
  if (input.offer !== undefined) changes.portraitOffer = input.offer;
  if (input.contactName !== undefined) changes.portraitContactName = input.contactName;
  if (input.contactEmail !== undefined) changes.portraitContactEmail = input.contactEmail;
  if (input.contactPhone !== undefined) changes.portraitContactPhone = input.contactPhone;
  return changeCompany(db, access, pre, {
    company: changes,
    action: "company.portrait_updated",
    fields: Object.keys(input),
  });
}

/**
 * The bank account. Bank name and BIC left empty are filled from the bank code of a German IBAN; a
 * changed IBAN without a new bank name/BIC replaces the old ones (they belonged to the old bank).
 */
export async function patchPaymentDetails(
  db: Database,
  access: CompanyAccess,
  input: PaymentDetailsPatch,
  pre: Precondition = none,
): Promise<Versioned<Company>> {
  assertMatches(pre, await currentVersion(db, access.companyId));
  const bank = await bankAccountOf(db, access.companyId);
  const changes: Partial<typeof bankAccounts.$inferInsert> = { ...input };
  const ibanChanged = input.iban !== undefined && input.iban !== bank.iban;
  if (input.iban) {
    const known = lookupBank(input.iban);
    if (known) {
      if (!input.bankName && (ibanChanged || !bank.bankName)) changes.bankName = known.bankName;
      if (!input.bic && (ibanChanged || !bank.bic)) changes.bic = known.bic;
    }
  }
  return changeCompany(db, access, pre, {
    bank: { id: bank.id, changes },
    action: "company.payment_details_updated",
    fields: Object.keys(input),
  });
}

/** A mandate reference of the university (creditor) for a newly confirmed SEPA mandate. */
const newMandateReference = () => `TANDEM-${randomBytes(5).toString("hex").toUpperCase()}`;

export async function patchPaymentType(
  db: Database,
  access: CompanyAccess,
  p: PaymentTypePatch,
  pre: Precondition = none,
): Promise<Versioned<Company>> {
  assertMatches(pre, await currentVersion(db, access.companyId));
  const bank = await bankAccountOf(db, access.companyId);
  if (p.paymentType === "sepa" && !bank.iban) {
    throw new ApiError(400, ErrorCode.validationFailed, "SEPA needs a bank account with an IBAN", {
      paymentType: [COMPANY_MESSAGES.sepaNeedsAccount],
    });
  }
  const changes: Partial<typeof bankAccounts.$inferInsert> =
    p.paymentType === "sepa"
      ? { paymentType: "sepa", sepaConfirmed: true, mandateReference: bank.mandateReference ?? newMandateReference() }
      : { paymentType: "direct_transfer", sepaConfirmed: false, mandateReference: null };
  return changeCompany(db, access, pre, {
    bank: { id: bank.id, changes },
    action: "company.payment_type_updated",
    fields: ["paymentType"],
  });
}
