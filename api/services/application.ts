/**
 * The applicant's application, steps 1 and 2 (docs/product.md#applicant-unit, docs/product.md#entities, docs/product.md#validation): language entries, work experience,
 * and the progress of each journey step for the overview.
 */
import languageNames from "@cospired/i18n-iso-languages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type ApplicationProgress,
  DATA_STEP_REQUIRED_FIELDS,
  type DocumentCategory,
  ErrorCode,
  GRADUATION_ABROAD,
  type JourneyStep,
  type LanguageEntry,
  type LanguageEntryCreate,
  NATIVE_LEVEL,
  type StepProgress,
  type StepState,
  UEQ_STATUSES_ALLOWING_ABROAD,
  type UeqStatus,
  V,
  type WorkExperience,
  type WorkExperienceCreate,
} from "#contracts";
import type { Database } from "../db/client";
import { inTable } from "../db/in-table";
import { prepared } from "../db/prepared";
import {
  type accounts,
  consultations,
  documents,
  formDrafts,
  infoSessionRegistrations,
  jobMatches,
  languageEntries,
  units,
  workExperiences,
} from "../db/schema";
import { ApiError, notFound } from "../errors";
import { loadAccountRow } from "./account-row";
import { about, actedBy, audit } from "./audit";
import { type Db, recordJourneyEvent } from "./stage";

// ---------- Language entries ----------

/** ISO 639-1 codes: exactly two letters and known to the maintained language list. */
export const isLanguageCode = (code: string) => /^[a-z]{2}$/.test(code) && languageNames.isValid(code);

/** The localised language option list (docs/product.md#api-calls Resources /languages), sorted by name. */
export function languageOptions(lng: string): { code: string; name: string }[] {
  // Only these two locales are offered, so only these two are ever handed to Intl (which throws on others).
  const locale = lng === "de" ? "de" : "en";
  const names = languageNames.getNames(locale);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name: Array.isArray(name) ? String(name[0]) : String(name) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function listLanguages(db: Db, accountId: string): Promise<LanguageEntry[]> {
  return prepared(db, "languages_of_account", (on, name) =>
    on
      .select({ id: languageEntries.id, code: languageEntries.code, level: languageEntries.level })
      .from(languageEntries)
      .where(eq(languageEntries.accountId, sql.placeholder("accountId")))
      .orderBy(asc(languageEntries.createdAt), asc(languageEntries.id))
      .prepare(name),
  ).execute({ accountId });
}

export async function addLanguage(db: Database, accountId: string, input: LanguageEntryCreate): Promise<LanguageEntry> {
  if (!isLanguageCode(input.code)) {
    throw new ApiError(400, ErrorCode.validationFailed, undefined, { code: [V.inputRequired] });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(languageEntries)
      .values({ accountId, code: input.code, level: input.level })
      .onConflictDoNothing()
      .returning({ id: languageEntries.id, code: languageEntries.code, level: languageEntries.level });
    if (!row) throw new ApiError(409, ErrorCode.conflict, "This language has already been added");
    await audit(tx, {
      ...actedBy("applicant", accountId),
      action: "language.added",
      ...about("language_entry", row.id),
      details: { code: row.code, level: row.level },
    });
    await raiseApplicationDataComplete(tx, accountId);
    return row;
  });
}

/** Tenancy: another applicant's entry is "not found" and stays as it is. */
export async function removeLanguage(db: Database, accountId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(languageEntries)
      .where(and(eq(languageEntries.id, id), eq(languageEntries.accountId, accountId)))
      .returning({ id: languageEntries.id });
    if (removed.length === 0) throw notFound();
    await audit(tx, { ...actedBy("applicant", accountId), action: "language.removed", ...about("language_entry", id) });
    // what steps 1 and 2 need is decided in one place (the progress): ask it after every change
    await raiseApplicationDataComplete(tx, accountId);
  });
}

// ---------- Work experience ----------

const workColumns = {
  id: workExperiences.id,
  employer: workExperiences.employer,
  position: workExperiences.position,
  startDate: workExperiences.startDate,
  endDate: workExperiences.endDate,
  description: workExperiences.description,
};

export async function listWorkExperiences(db: Db, accountId: string): Promise<WorkExperience[]> {
  return db
    .select(workColumns)
    .from(workExperiences)
    .where(eq(workExperiences.accountId, accountId))
    .orderBy(asc(workExperiences.createdAt), asc(workExperiences.id));
}

export async function addWorkExperience(
  db: Database,
  accountId: string,
  input: WorkExperienceCreate,
): Promise<WorkExperience> {
  const [row] = await db
    .insert(workExperiences)
    .values({
      accountId,
      employer: input.employer,
      position: input.position,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      description: input.description || null,
    })
    .returning(workColumns);
  await audit(db, {
    ...actedBy("applicant", accountId),
    action: "work_experience.added",
    ...about("work_experience", row.id),
  });
  return row;
}

export async function removeWorkExperience(db: Database, accountId: string, id: string): Promise<void> {
  const removed = await db
    .delete(workExperiences)
    .where(and(eq(workExperiences.id, id), eq(workExperiences.accountId, accountId)))
    .returning({ id: workExperiences.id });
  if (removed.length === 0) throw notFound();
  await audit(db, {
    ...actedBy("applicant", accountId),
    action: "work_experience.removed",
    ...about("work_experience", id),
  });
}

// ---------- Progress ----------

type AccountRow = typeof accounts.$inferSelect;

/** Step 1 fields: contact and personal data (docs/product.md#applicant-unit step 1), each a column of the account. */
export const STEP1_FIELDS: readonly (keyof AccountRow)[] = DATA_STEP_REQUIRED_FIELDS;

const filled = (value: unknown) => value !== null && value !== undefined && value !== "";

/** German is a native language when a language entry "de" has level 7. */
export const germanIsNative = (langs: Pick<LanguageEntry, "code" | "level">[]) =>
  langs.some((l) => l.code === "de" && l.level === NATIVE_LEVEL);

/** Documents step 1 requires, depending on the graduation status and the languages (docs/product.md#applicant-unit, docs/product.md#validation). */
export function requiredDocuments(
  account: Pick<AccountRow, "universityEntranceQualificationStatus">,
  langs: Pick<LanguageEntry, "code" | "level">[],
): DocumentCategory[] {
  const required: DocumentCategory[] = ["CV", "Picture"];
  if (account.universityEntranceQualificationStatus === "Existing") required.push("Certificate");
  // Unknown before step 2: only languages entered without German as a native language need the proof.
  if (langs.length > 0 && !germanIsNative(langs)) required.push("Certificate German skills");
  return required;
}

/** Spec §5: a university entrance diploma from abroad blocks unless the status is Existing or In prospect. */
export const abroadRuleHolds = (
  account: Pick<AccountRow, "universityEntranceQualification" | "universityEntranceQualificationStatus">,
) =>
  account.universityEntranceQualification !== GRADUATION_ABROAD ||
  UEQ_STATUSES_ALLOWING_ABROAD.includes(account.universityEntranceQualificationStatus as UeqStatus);

/** The applicant's progress through the steps; a read: it never writes (the commands raise the journey events). */
export async function getProgress(db: Db, accountId: string): Promise<ApplicationProgress> {
  const account = await loadAccountRow(db, accountId);
  const {
    languages: langs,
    documentCategories,
    hasWorkExperience,
    draftKeys,
    infoSession,
    consultation: request,
    offerAccepted,
  } = await progressFacts(db, accountId);
  const categories = new Set(documentCategories);
  const hasDraft = (prefix: string) => draftKeys.some((key) => key.startsWith(prefix));

  // Step 1: your data
  const missingFields1: string[] = STEP1_FIELDS.filter((f) => !filled(account[f]));
  const missingDocs = requiredDocuments(account, langs).filter((c) => !categories.has(c));
  const missing1 = [...missingFields1, ...missingDocs];
  const started1 =
    missingFields1.length < STEP1_FIELDS.length || documentCategories.length > 0 || hasDraft("application.data");
  const data: StepProgress = {
    step: "data",
    state: stateOf(missing1.length === 0, started1),
    path: missing1.length === 0 ? "/ds/application/data/done" : "/ds/application/data/1",
    missing: missing1,
  };

  // Step 2: skills
  const missing2: string[] = [];
  if (!filled(account.professionalExperienceExists)) missing2.push("professionalExperienceExists");
  if (!filled(account.drivingLicenseExists)) missing2.push("drivingLicenseExists");
  const subStep1Done = missing2.length === 0;
  if (!filled(account.universityEntranceQualification)) missing2.push("universityEntranceQualification");
  if (!filled(account.universityEntranceQualificationStatus)) missing2.push("universityEntranceQualificationStatus");
  if (!filled(account.gradeAverage) && !filled(account.gradeUntil)) missing2.push("gradeAverage");
  if (langs.length === 0) missing2.push("languages");
  if (!abroadRuleHolds(account)) missing2.push("abroad");
  const step2Fields = [
    account.professionalExperienceExists,
    account.drivingLicenseExists,
    account.universityEntranceQualification,
    account.universityEntranceQualificationStatus,
    account.gradeAverage,
    account.gradeUntil,
  ];
  const started2 = step2Fields.some(filled) || langs.length > 0 || hasWorkExperience || hasDraft("application.skills");
  const complete2 = missing2.length === 0;
  const skills: StepProgress = {
    step: "skills",
    state: stateOf(complete2, started2),
    path: complete2
      ? "/ds/application/skills/done"
      : subStep1Done
        ? "/ds/application/skills/2"
        : "/ds/application/skills/1",
    missing: missing2,
  };

  // Steps 1 and 2 may be done in any order; when both are complete the unit reaches "Application".
  const steps: StepProgress[] = [data, skills];
  const dataComplete = data.state === "complete" && skills.state === "complete";
  steps.push(infoSessionStep(infoSession, dataComplete));
  const consultation = consultationStep(request, steps[2].state === "complete");
  steps.push(consultation);
  const partner = laterStep("partner-search", account, consultation.state === "complete");
  steps.push(partner, contractStep(account, partner.state === "complete", offerAccepted));
  // the next step is the first open one; when only locked steps are left (the contract before an accepted
  // offer), the first of those: its page says what unlocks it
  const open = steps.find((s) => s.state !== "complete" && s.state !== "locked");
  return { steps, next: open ?? steps.find((s) => s.state === "locked") ?? null };
}

/** The drafts that count as a start of steps 1 and 2. */
const PROGRESS_DRAFTS = ["application.data.1", "application.skills.1", "application.skills.2"];

/** What the progress needs to know of the applicant's info session registration and consultation. */
interface Attendance {
  /** Info session: attendance ticked by the applicant; consultation: requested. */
  begun: boolean;
  /** Confirmed by the study advisor. */
  confirmed: boolean;
}

/**
 * What the progress reads besides the account, in one query (the home page reads the progress on every
 * visit, and on PGlite each query costs as much again as the work it does): the languages, the
 * categories of the applicant's documents, whether she entered any work experience, which of the steps'
 * drafts she has, her info session registration and the consultation of her primary unit (else her
 * first), each null when there is none.
 */
async function progressFacts(db: Db, accountId: string) {
  const [row] = await prepared(db, "progress_facts", (on, name) => {
    const account = sql.placeholder("accountId");
    return on
      .select({
        languages: sql<
          Pick<LanguageEntry, "code" | "level">[]
        >`coalesce((select json_agg(json_build_object('code', ${languageEntries.code}, 'level', ${languageEntries.level}) order by ${languageEntries.createdAt}, ${languageEntries.id}) from ${languageEntries} where ${languageEntries.accountId} = ${account}), '[]'::json)`,
        infoSession: sql<Attendance | null>`(select json_build_object('begun', ${infoSessionRegistrations.attendanceTickedAt} is not null, 'confirmed', ${infoSessionRegistrations.confirmedAt} is not null) from ${infoSessionRegistrations} where ${infoSessionRegistrations.accountId} = ${account} limit 1)`,
        consultation: sql<Attendance | null>`(select json_build_object('begun', ${inTable(consultations.requestedAt)} is not null, 'confirmed', ${inTable(consultations.confirmedAt)} is not null) from ${units} left join ${consultations} on ${inTable(consultations.unitId)} = ${inTable(units.id)} where ${inTable(units.accountId)} = ${account} order by ${inTable(units.primary)} desc, ${inTable(units.createdAt)} limit 1)`,
        documentCategories: sql<
          string[]
        >`coalesce((select json_agg(${documents.category}::text) from ${documents} where ${documents.accountId} = ${account}), '[]'::json)`,
        hasWorkExperience: sql<boolean>`exists (select 1 from ${workExperiences} where ${workExperiences.accountId} = ${account})`,
        offerAccepted: sql<boolean>`exists (select 1 from ${jobMatches} where ${jobMatches.accountId} = ${account} and ${jobMatches.status} = 'offer_accepted')`,
        draftKeys: sql<string[]>`coalesce((select json_agg(${formDrafts.formKey}) from ${formDrafts} where ${and(
          eq(formDrafts.ownerKind, "applicant"),
          eq(formDrafts.ownerId, account),
          inArray(formDrafts.formKey, PROGRESS_DRAFTS),
        )}), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name);
  }).execute({ accountId });
  return row;
}

/**
 * The journey event of steps 1 and 2 ("Application"), raised in the transaction of every command that
 * changes what they need (account fields, languages, documents), with the applicant as actor: the
 * stage moves when the last piece is saved, never when someone merely looks at the progress.
 */
export async function raiseApplicationDataComplete(tx: Db, accountId: string) {
  const { steps } = await getProgress(tx, accountId);
  const complete = steps.filter((s) => s.step === "data" || s.step === "skills").every((s) => s.state === "complete");
  if (complete) {
    await recordJourneyEvent(tx, accountId, "application_data_complete", { kind: "applicant", id: accountId });
  }
}

const step = (name: JourneyStep, state: StepState, sub: string): StepProgress => ({
  step: name,
  state,
  path: `/ds/application/${name}/${sub}`,
  missing: [],
});

/** Step 3: registered → in progress; ticked → waiting for the advisor; confirmed by the advisor → complete. */
function infoSessionStep(registration: Attendance | null, open: boolean): StepProgress {
  if (!open) return step("info-session", "locked", "1");
  if (!registration) return step("info-session", "not_started", "1");
  if (registration.confirmed) return step("info-session", "complete", "done");
  return step("info-session", registration.begun ? "waiting" : "in_progress", "2");
}

/** Step 4: requested → waiting for the advisor's confirmation (the applicant may keep completing data). */
function consultationStep(request: Attendance | null, open: boolean): StepProgress {
  if (!open) return step("consultation", "locked", "1");
  if (request?.confirmed) return step("consultation", "complete", "done");
  if (request?.begun) return step("consultation", "waiting", "6");
  return step("consultation", "not_started", "1");
}

/**
 * Step 5 and the contract step: whether they are done is read from the account metadata flags below, which
 * the partner-search and contract services set, so progress needs no query into their tables.
 */
export const LATER_STEP_DONE_FLAGS = { "partner-search": "PARTNER_SEARCH_DONE", contract: "CONTRACT_DONE" } as const;
export function laterStepDone(name: keyof typeof LATER_STEP_DONE_FLAGS, account: Pick<AccountRow, "metadata">) {
  const metadata = (account.metadata ?? {}) as Record<string, unknown>;
  return metadata[LATER_STEP_DONE_FLAGS[name]] === true;
}

function laterStep(name: keyof typeof LATER_STEP_DONE_FLAGS, account: AccountRow, open: boolean): StepProgress {
  if (!open) return step(name, "locked", "1");
  return laterStepDone(name, account) ? step(name, "complete", "done") : step(name, "not_started", "1");
}

/**
 * Contract and enrolment need someone to sign with (docs/decisions/065-contract-needs-a-partner.md): an
 * offer accepted in the marketplace, or the practice partner the applicant found on her own (step 5's
 * "partner found"). Locked for want of one, the step names it in `missing` so the page can say why.
 */
function contractStep(account: AccountRow, partnerSearchDone: boolean, offerAccepted: boolean): StepProgress {
  const partnerFound =
    account.practicePartnerExists === true && (account.practicePartnerContact ?? "").trim().length >= 15;
  if (partnerSearchDone && !offerAccepted && !partnerFound && !laterStepDone("contract", account)) {
    return { ...step("contract", "locked", "1"), missing: ["acceptedOffer"] };
  }
  return laterStep("contract", account, partnerSearchDone);
}

function stateOf(complete: boolean, started: boolean): StepState {
  if (complete) return "complete";
  return started ? "in_progress" : "not_started";
}
