/**
 * The daily "what changed" mail of advisors and company users (ADR 033): opt-in per user, one switch.
 * Kept free of the `#contracts` barrel so the settings pages import only this.
 */
import { z } from "zod";

export const DigestSetting = z.object({ dailyDigest: z.boolean() }).strict();
export type DigestSetting = z.infer<typeof DigestSetting>;
