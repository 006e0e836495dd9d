/** The applicant's profile (docs/product.md#applicant-unit profile, docs/product.md#entities Notification, docs/product.md#other-flows e-mail verification). */
import { z } from "zod";
import { msg, V } from "./validation";

/** The applicant's notification switches (APPLICANT_NOTIFICATION_SETTINGS); all three always present. */
export const NotificationSettings = z
  .object({ new_advisor: z.boolean(), new_students: z.boolean(), job_openings_newsletter: z.boolean() })
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const NotificationSettingsBody = z.object({ settings: NotificationSettings }).strict();
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

export const EmailVerificationSent = z.object({
  expiresAt: z.string().describe("ISO timestamp when the link expires"),
});
export type EmailVerificationSent = z.infer<typeof EmailVerificationSent>;
export const EmailVerificationConfirm = z.object({ token: z.string().min(1).max(200) }).strict();

/** Message key (namespace `profile`) when the requested address equals the current one. */
export const SAME_EMAIL_MESSAGE = "profile:emailChange.sameEmail";

export const EmailChangeRequestCreate = z
  .object({
    newEmail: z
      .string({ error: V.required })
      .trim()
      .min(1, V.valueRequired)
      .max(250, msg(V.maxLength, { max: 250 }))
      .pipe(z.email(V.inputEmail)),
    reason: z
      .string()
      .trim()
      .max(250, msg(V.maxLength, { max: 250 }))
      .optional(),
  })
  .strict();
export type EmailChangeRequestCreate = z.infer<typeof EmailChangeRequestCreate>;

export const EmailChangeRequest = z.object({
  id: z.string(),
  newEmail: z.string(),
  reason: z.string().nullable(),
  status: z.string().describe("open, approved or rejected (decided by the study advisor)"),
  createdAt: z.string(),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;
export const OpenEmailChangeRequest = z.object({ request: EmailChangeRequest.nullable() });
export type OpenEmailChangeRequest = z.infer<typeof OpenEmailChangeRequest>;

export const ReferralLink = z.object({ url: z.string() });
export type ReferralLink = z.infer<typeof ReferralLink>;
