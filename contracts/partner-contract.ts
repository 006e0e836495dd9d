/** Step 5 (practice-partner search) and the contract step (contract and enrolment). */
import { z } from "zod";
import { isoDate, Metadata } from "./account";
import { DISTANCE_OPTIONS } from "./application";
import { HINT_FLAGS, type HintFlag, UNIT_STAGES } from "./enums";
import { TEXT_LIMITS } from "./text-limits";
import { msg, V } from "./validation";

/** Account metadata keys the step states of step 5 and the contract step are read from. */
export const PARTNER_SEARCH_DONE_KEY = "PARTNER_SEARCH_DONE";
export const CONTRACT_DONE_KEY = "CONTRACT_DONE";
/** Account metadata key of the health-insurance proof's date (no column for it in the accounts table). */
export const HEALTH_INSURANCE_PROOF_DATE_KEY = "HEALTH_INSURANCE_PROOF_DATE";
/** Metadata keys only the API writes (step states): PUT /v1/metadata refuses them. */
export const SERVER_OWNED_METADATA_KEYS: readonly string[] = [
  PARTNER_SEARCH_DONE_KEY,
  CONTRACT_DONE_KEY,
  HEALTH_INSURANCE_PROOF_DATE_KEY,
];
/**
 * Hint flags (docs/product.md#entities) the API derives itself: `unreadJobOpenings` is a count of the related openings not
 * opened yet, never a flag a client may set.
 */
export const SERVER_OWNED_HINT_FLAGS: readonly string[] = ["unreadJobOpenings"];
/** A key of the metadata map that is a hint flag of docs/product.md#entities (stored with the account's hint flags). */
export const isHintFlag = (key: string): key is HintFlag => (HINT_FLAGS as readonly string[]).includes(key);

/**
 * The metadata map a client may send: no server-owned keys; a hint flag (docs/product.md#entities, e.g.
 * `hideDmsInfoModal`) only as true, false or null (null clears it).
 */
export const ClientMetadata = Metadata.refine(
  (map) =>
    !Object.keys(map).some((key) => SERVER_OWNED_METADATA_KEYS.includes(key) || SERVER_OWNED_HINT_FLAGS.includes(key)),
  { message: "These metadata keys are set by the API only" },
).refine(
  (map) =>
    Object.entries(map).every(
      ([key, value]) => !isHintFlag(key) || (typeof value !== "string" && typeof value !== "number"),
    ),
  {
    message: "A hint flag is true, false or null",
  },
);

export const PartnerPreferences = z
  .object({
    practicePartnerMaxDistance: z.union(
      DISTANCE_OPTIONS.map((d) => z.literal(d)),
      { error: V.valueRequired },
    ),
  })
  .strict();
export type PartnerPreferences = z.infer<typeof PartnerPreferences>;

/** Spec §5: the motivation text, at most 1600 characters ("Your text may be at most 1600 characters"). */
export const MotivationBody = z
  .object({
    motivationText: z
      .string({ error: V.valueRequired })
      .trim()
      .min(1, V.valueRequired)
      .max(TEXT_LIMITS.motivation, V.motivationMax),
  })
  .strict();
export type MotivationBody = z.infer<typeof MotivationBody>;
export const MotivationDraft = z.object({ text: z.string().max(TEXT_LIMITS.motivation) });
export type MotivationDraft = z.infer<typeof MotivationDraft>;

/** Spec §5: the partner must be found (ticked) and its contact data and address given (at least 15). */
export const PartnerFound = z
  .object({
    practicePartnerExists: z.literal(true, { error: V.partnerMustBeFound }),
    practicePartnerContact: z
      .string({ error: V.partnerContactRequired })
      .trim()
      .min(TEXT_LIMITS.minLengthLong, V.partnerContactRequired)
      .max(TEXT_LIMITS.motivation, msg(V.maxLength, { max: TEXT_LIMITS.motivation })),
  })
  .strict();
export type PartnerFound = z.infer<typeof PartnerFound>;

export const HEALTH_INSURANCE_TYPES = ["statutory", "private"] as const;
export type HealthInsuranceType = (typeof HEALTH_INSURANCE_TYPES)[number];
export const HealthInsurance = z
  .object({
    healthInsuranceType: z.enum(HEALTH_INSURANCE_TYPES, { error: V.valueRequired }),
    healthInsuranceNotification: z.boolean({ error: V.valueRequired }),
    proofDate: isoDate.describe("date of the health-insurance proof (at most 3 months old at study start)"),
  })
  .strict();
export type HealthInsurance = z.infer<typeof HealthInsurance>;

/** The state of step 5 and the contract step, for the portal's pages. */
export const PartnerContractState = z.object({
  stage: z.enum(UNIT_STAGES).nullable(),
  studyStart: isoDate.nullable().describe("intake of the primary application"),
  earliestDocumentDate: isoDate.nullable().describe("documents can be submitted from this day on"),
  practicePartnerMaxDistance: z.number().int().nullable(),
  motivationText: z.string().nullable(),
  practicePartnerExists: z.boolean().nullable(),
  practicePartnerContact: z.string().nullable(),
  healthInsuranceType: z.string().nullable(),
  healthInsuranceNotification: z.boolean().nullable(),
  proofDate: isoDate.nullable(),
  hasContract: z.boolean(),
  hasInsuranceProof: z.boolean(),
  partnerSearchDone: z.boolean(),
  contractDone: z.boolean(),
});
export type PartnerContractState = z.infer<typeof PartnerContractState>;
