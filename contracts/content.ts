/**
 * Content of the applicant unit (docs/product.md#applicant-unit home, tips) and the company home (docs/product.md#company-unit home): the
 * applicant-guide downloads and what needs a company user's attention (the referral link of
 * bringafriend is `ReferralLink` in schemas.ts). The spec names the pages only; the shapes are designed here.
 */
import { z } from "zod";

import { APPLICANT_GUIDES, LANGUAGES } from "./enums";

export { APPLICANT_GUIDES, type ApplicantGuide } from "./enums";

export const ApplicantGuideParams = z.object({
  slug: z.enum(APPLICANT_GUIDES).describe("which guide"),
});

/** A guide is made for applicants: in any of the ten languages of the applicant pages. */
export const GuideLanguageQuery = z.object({
  lng: z.enum(LANGUAGES).default("de").describe("language of the guide"),
});

/** What needs the company user's attention on the company home (counts from the company's data). */
export const CompanyAttention = z.object({
  newMatches: z
    .number()
    .int()
    .describe("applicants to review: matches on the company's openings in the recommendation tab (reco)"),
  openSupportTickets: z.number().int().describe("the company's support tickets that are not closed"),
  waitingSupportTickets: z
    .number()
    .int()
    .describe("of those, tickets support answered and that wait for the company (status waiting)"),
  unreadNotifications: z.number().int().describe("the caller's own unread notifications"),
  unpaidInvoices: z.number().int().describe("the company's invoices in status open or overdue"),
  overdueInvoices: z.number().int().describe("of those, the overdue ones"),
});
export type CompanyAttention = z.infer<typeof CompanyAttention>;
