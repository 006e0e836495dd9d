/** Step 3 (info session) and step 4 (first consultation) of the journey (docs/product.md#applicant-unit, docs/product.md#other-flows, docs/product.md#validation). */
import { z } from "zod";
import { V } from "./validation";

export const JourneyInfoSession = z.object({
  id: z.string(),
  startsAt: z.string().describe("ISO timestamp"),
  location: z.string().describe("room or online link description"),
  campus: z.object({ id: z.string(), name: z.string(), city: z.string() }),
  started: z.boolean().describe("the session has begun: attendance can be ticked"),
});
export type JourneyInfoSession = z.infer<typeof JourneyInfoSession>;
export const JourneyInfoSessionList = z.object({ sessions: z.array(JourneyInfoSession) });
export type JourneyInfoSessionList = z.infer<typeof JourneyInfoSessionList>;

/**
 * POST /info-sessions/attendance: the applicant's tick. Strict: the confirmation belongs to the study
 * advisor, so any other field (confirmedAt, confirmed, …) is refused.
 */
export const AttendanceTick = z.object({ attended: z.literal(true, { error: V.infoSessionConfirm }) }).strict();
export type AttendanceTick = z.infer<typeof AttendanceTick>;

export const InfoSessionRegistrationState = z.object({
  registration: z
    .object({
      id: z.string(),
      createdAt: z.string(),
      attendanceTickedAt: z.string().nullable(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  session: JourneyInfoSession.nullable(),
  state: z.object({
    ticked: z.boolean(),
    confirmed: z.boolean(),
    waitingSince: z.string().nullable().describe("ISO timestamp of the tick while not confirmed"),
    expectedBy: z
      .string()
      .nullable()
      .describe("yyyy-mm-dd: 3 working days after the tick (docs/product.md#other-flows)"),
    overdue: z.boolean().describe("one week after the tick without confirmation: contact the advisor"),
    canChange: z.boolean().describe("another session can still be chosen (until the tick)"),
  }),
});
export type InfoSessionRegistrationState = z.infer<typeof InfoSessionRegistrationState>;

/** POST /consultation/request: the applicant confirms the preparation (step 4, sub-step 1). */
export const ConsultationRequest = z.object({ prepared: z.literal(true, { error: V.mustBeConfirmed }) }).strict();
export type ConsultationRequest = z.infer<typeof ConsultationRequest>;
export const ConsultationState = z.object({
  requested: z.boolean(),
  requestedAt: z.string().nullable(),
  confirmed: z.boolean(),
  interviewOn: z.string().nullable().describe("yyyy-mm-dd, set by the study advisor"),
  infoSessionConfirmed: z.boolean(),
});
export type ConsultationState = z.infer<typeof ConsultationState>;
