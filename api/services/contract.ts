/**
 * Contract and enrolment, applicant side (docs/product.md#applicant-unit, docs/product.md#other-flows, docs/product.md#validation): the health-insurance data, the contract
 * template as a PDF, and completing the step. The signed contract itself is uploaded through the
 * documents API (category "Contract"). The unit reaches "Won" only when the company contract is signed
 * (matching), so no journey event is recorded here.
 */

import { eq } from "drizzle-orm";
import {
  CONTRACT_DONE_KEY,
  ErrorCode,
  HEALTH_INSURANCE_PROOF_DATE_KEY,
  type HealthInsurance,
  type PartnerContractState,
  V,
} from "#contracts";
import type { Database } from "../db/client";
import { accounts } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { documentPdf } from "../pdf/render";
import { audit, ownAccount } from "./audit";
import { getPartnerContractState, hasDocument, mergeMetadata, primaryApplication } from "./partner";
import { earliestDocumentDate, germanDate, insuranceProofValid } from "./working-days";

/** Message key (namespace `partner`) next to the proof date when it is older than 3 months at study start. */
export const PROOF_TOO_OLD_MESSAGE = "partner:contract.proofTooOld";
export const PROOF_IN_FUTURE_MESSAGE = "partner:contract.proofInFuture";

const toGerman = (iso: string) => iso.split("-").reverse().join(".");

/** 409 unless documents may be submitted today: at the earliest 3 months before study start (docs/product.md#other-flows). */
export function assertDocumentsOpen(studyStart: string | null, today: Date) {
  if (!studyStart) throw new ApiError(409, ErrorCode.noValidApplication, "No application with a study start was found");
  const earliest = earliestDocumentDate(studyStart);
  if (germanDate(today) < earliest) {
    throw new ApiError(
      409,
      ErrorCode.conflict,
      `Documents can be submitted at the earliest 3 months before study start, from ${toGerman(earliest)} on`,
    );
  }
}

/** Enrolment documents (insurance proof, contract) open 3 months before study start (docs/product.md#other-flows). */
export const ENROLMENT_DOCUMENT_CATEGORIES: readonly string[] = ["Certificate health insurance", "Contract"];

export async function assertEnrolmentDocumentAllowed(
  db: Database,
  accountId: string,
  category: string,
  today = new Date(),
) {
  if (!ENROLMENT_DOCUMENT_CATEGORIES.includes(category)) return;
  const app = await primaryApplication(db, accountId);
  assertDocumentsOpen(app?.intake ?? null, today);
}

export async function setHealthInsurance(db: Database, accountId: string, body: HealthInsurance, today = new Date()) {
  const app = await primaryApplication(db, accountId);
  assertDocumentsOpen(app?.intake ?? null, today);
  const studyStart = app!.intake!;
  if (body.proofDate > germanDate(today)) {
    throw new ApiError(400, ErrorCode.validationFailed, "The proof cannot be dated in the future", {
      proofDate: [PROOF_IN_FUTURE_MESSAGE],
    });
  }
  if (!insuranceProofValid(body.proofDate, studyStart)) {
    throw new ApiError(
      400,
      ErrorCode.validationFailed,
      "The health-insurance proof may be at most 3 months old at study start",
      {
        proofDate: [PROOF_TOO_OLD_MESSAGE],
      },
    );
  }
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(accounts)
      .set({
        healthInsuranceType: body.healthInsuranceType,
        healthInsuranceNotification: body.healthInsuranceNotification,
      })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id });
    if (changed.length === 0) throw notFound();
    await mergeMetadata(tx, accountId, { [HEALTH_INSURANCE_PROOF_DATE_KEY]: body.proofDate });
    await audit(tx, {
      ...ownAccount(accountId),
      action: "contract.health_insurance",
      details: { fields: ["healthInsuranceType", "healthInsuranceNotification", "proofDate"] },
    });
  });
}

/** Completes the contract step: partner search done, documents open, health insurance given, contract uploaded. */
export async function completeContract(
  db: Database,
  accountId: string,
  today = new Date(),
): Promise<PartnerContractState> {
  const state = await getPartnerContractState(db, accountId);
  if (!state.partnerSearchDone) {
    throw new ApiError(409, ErrorCode.conflict, "Complete the practice-partner search (step 5) first");
  }
  assertDocumentsOpen(state.studyStart, today);
  if (!state.healthInsuranceType || state.healthInsuranceNotification === null || !state.proofDate) {
    throw new ApiError(409, ErrorCode.conflict, "Give your health-insurance data first");
  }
  if (!insuranceProofValid(state.proofDate, state.studyStart!)) {
    throw new ApiError(
      400,
      ErrorCode.validationFailed,
      "The health-insurance proof may be at most 3 months old at study start",
      {
        proofDate: [PROOF_TOO_OLD_MESSAGE],
      },
    );
  }
  if (!(await hasDocument(db, accountId, "Contract"))) {
    throw new ApiError(409, ErrorCode.conflict, "Upload the signed contract first", { file: [V.fileRequired] });
  }
  await db.transaction(async (tx) => {
    await mergeMetadata(tx, accountId, { [CONTRACT_DONE_KEY]: true });
    await audit(tx, { ...ownAccount(accountId), action: "contract.completed" });
  });
  return { ...state, contractDone: true };
}

// ---------- The contract template ----------

/** The study contract template with the applicant's name, course, campus and study start. */
export async function contractTemplate(db: Database, accountId: string, lng: "de" | "en"): Promise<Buffer> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw notFound();
  const app = await primaryApplication(db, accountId);
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ") || "-";
  const start = app?.intake ? (lng === "de" ? toGerman(app.intake) : app.intake) : "-";
  const de = lng === "de";
  return documentPdf(de ? "Studienvertrag (Vorlage)" : "Study contract (template)", [
    `${de ? "Name" : "Name"}: ${name}`,
    `${de ? "Studiengang" : "Course"}: ${app?.course ?? "-"}`,
    `${de ? "Campus" : "Campus"}: ${app?.campus ?? "-"}`,
    `${de ? "Studienbeginn" : "Study start"}: ${start}`,
    "",
    de
      ? "Bitte drucke diesen Vertrag aus, unterschreibe ihn und lade ihn unterschrieben hoch."
      : "Please print this contract, sign it and upload the signed copy.",
    "",
    de
      ? "Ort, Datum, Unterschrift: ______________________________"
      : "Place, date, signature: ______________________________",
  ]);
}
