/**
 * The daily "what changed" mail of advisors and company users (ADR 033): opt-in per user, one switch.
 * Kept free of the `#contracts` barrel so the settings pages import only this.
 */
import { z } from "zod";

export const DigestSetting = z.object({ dailyDigest: z.boolean() }).strict();
export type DigestSetting = z.infer<typeof DigestSetting>;

/** The portal's form of the switch (one checkbox; absent means off, as browsers send no unticked box). */
export const DigestSettingForm = z.object({
  intent: z.literal("digest"),
  dailyDigest: z.boolean().default(false),
});
export type DigestSettingForm = z.infer<typeof DigestSettingForm>;
