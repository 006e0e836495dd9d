/**
 * The applicant's withdrawal (docs/product.md#api-calls PATCH /account/lost): the applicant leaves the programme with a
 * reason and an optional text; open matches end as "rejected by applicant"; the study advisor is told and
 * may reverse it. The spec names the call, not its reasons: the list in withdrawal-reasons.ts is ours (docs/decisions/022-applicant-withdrawal.md).
 */
import { z } from "zod";
import { msg, V } from "./validation";
import { WITHDRAWAL_REASONS, WITHDRAWAL_TEXT_MAX } from "./withdrawal-reasons";

export { WITHDRAWAL_REASONS, WITHDRAWAL_TEXT_MAX, type WithdrawalReason } from "./withdrawal-reasons";

/** Body of PATCH /v1/account/lost. */
export const AccountLost = z.object({
  reason: z.enum(WITHDRAWAL_REASONS, { error: V.mustBeSelected }),
  text: z
    .string()
    .trim()
    .max(WITHDRAWAL_TEXT_MAX, msg(V.maxLength, { max: WITHDRAWAL_TEXT_MAX }))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AccountLost = z.infer<typeof AccountLost>;

/** A withdrawal as the applicant and the advisor see it. */
export const Withdrawal = z.object({
  id: z.string(),
  reason: z.enum(WITHDRAWAL_REASONS),
  text: z.string().nullable(),
  withdrawnAt: z.string().describe("ISO date-time"),
  /** open matches the withdrawal cancelled */
  cancelledMatches: z.number().int(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** Answer of PATCH /v1/account/lost and of GET /v1/account/lost (null: not withdrawn). */
export const WithdrawalState = z.object({ withdrawal: Withdrawal.nullable() });
export type WithdrawalState = z.infer<typeof WithdrawalState>;
