/**
 * The company forms' field lists, limits and messages, without their schemas (contracts/companies.ts):
 * pages import these, and the browser loads no zod with them.
 */
export const PAYMENT_TYPES = ["direct_transfer", "sepa"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Networks a company can link on its data page (socialMedia is a map network → address). */
export const SOCIAL_MEDIA_NETWORKS = ["linkedin", "xing", "instagram", "facebook", "youtube", "tiktok", "x"] as const;
export type SocialMediaNetwork = (typeof SOCIAL_MEDIA_NETWORKS)[number];

export const COMPANY_LIMITS = { short: 80, medium: 250, long: 3000, locations: 20, employees: 1_000_000 } as const;

/** Messages of this area (namespace `company`). */
export const COMPANY_MESSAGES = {
  ibanInvalid: "company:payment.errors.ibanInvalid",
  bicInvalid: "company:payment.errors.bicInvalid",
  sepaConfirmRequired: "company:payment.errors.sepaConfirmRequired",
  sepaNeedsAccount: "company:payment.errors.sepaNeedsAccount",
  foundedInFuture: "company:data.errors.foundedInFuture",
  bankUnknown: "company:payment.errors.bankUnknown",
} as const;
