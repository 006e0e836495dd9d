/**
 * The unit stage (docs/product.md#unit-stage) advances here and only here (docs/architecture.md#api-and-data): every journey event calls
 * `recordJourneyEvent`, which moves the applicant's primary unit forward when the event's rule holds
 * and writes the change to the audit log with actor, time, before and after. A stage never moves back.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { UNIT_STAGES, type UnitStage } from "#contracts/enums";
import type { Database } from "../db/client";
import { documents, units } from "../db/schema";
import { about, actedBy, audit } from "./audit";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Database | Tx;

/** What happened in the journey; the stage each event can lead to is in STAGE_AFTER. */
export type JourneyEvent =
  | "application_data_complete" // steps 1 and 2 complete
  | "info_session_signed_up"
  | "info_session_confirmed" // advisor confirmed attendance
  | "consultation_confirmed" // advisor confirmed the first consultation
  | "documents_accepted" // advisor accepted a document
  | "partner_search_completed" // step 5 complete
  | "first_mutual_interest" // both sides of a match showed interest
  | "offer_accepted"
  | "contract_signed";

export interface Actor {
  kind: "applicant" | "study_advisor" | "company" | "system";
  id: string | null;
}

/** The stage an event leads to, when its condition holds (docs/architecture.md#api-and-data). */
export const STAGE_AFTER: Record<JourneyEvent, UnitStage> = {
  application_data_complete: "Application",
  info_session_signed_up: "Info Session",
  info_session_confirmed: "Consultation",
  consultation_confirmed: "Examined Application",
  documents_accepted: "Examined Application",
  partner_search_completed: "Ready to match",
  first_mutual_interest: "In Matching",
  offer_accepted: "Contract Proposal",
  contract_signed: "Won",
};

export const stageRank = (stage: UnitStage) => UNIT_STAGES.indexOf(stage);

/**
 * "Examined Application": the advisor has checked the documents and confirmed the consultation.
 * Both events lead there, but only once both hold.
 */
async function examined(db: Db, accountId: string, unit: { participateAdvisorInterviewOn: string | null }) {
  if (!unit.participateAdvisorInterviewOn) return false;
  const docs = await db
    .select({ status: documents.reviewStatus })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), ne(documents.category, "Contract")));
  return docs.length > 0 && docs.every((d) => d.status === "accepted");
}

/** Moves the primary unit forward if the event allows it; returns the stage after the event. */
export async function recordJourneyEvent(db: Db, accountId: string, event: JourneyEvent, actor: Actor) {
  const all = await db.select().from(units).where(eq(units.accountId, accountId)).orderBy(asc(units.createdAt));
  const current = all.find((u) => u.primary) ?? all[0];
  if (!current) return null;
  const target = STAGE_AFTER[event];
  if (stageRank(target) <= stageRank(current.stage)) return current.stage;
  if (target === "Examined Application" && !(await examined(db, accountId, current))) return current.stage;
  await db.update(units).set({ stage: target }).where(eq(units.id, current.id));
  await audit(db, {
    ...actedBy(actor.kind, actor.id),
    action: "unit.stage_changed",
    ...about("unit", current.id),
    details: { event, from: current.stage, to: target },
  });
  return target;
}
