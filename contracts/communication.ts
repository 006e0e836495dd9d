/**
 * Notifications of both units (docs/product.md#entities Notification, docs/product.md#api-calls "GET /notifications?limit&offset …"), news
 * (§7 "GET /news?page&perPage", "GET /news/{id}") and campaigns (§7 "GET /campaigns", register,
 * participate). The spec names the paths; the shapes are designed here.
 */
import { z } from "zod";

/** The notification categories of docs/product.md#entities; each has a producer in the API. */
export const NOTIFICATION_CATEGORIES = [
  "invitation_to_company",
  "job_opening_draft_expiring",
  "match_not_available_anymore",
  "new_advisor",
  "new_invoices",
  "new_job_opening_comment",
  "new_possible_match",
  "new_students",
  "new_study_year_plans",
  "news_and_events",
  "student_in_third_try_for_exam",
  "support_ticket_updates",
  "third_payment_reminder",
  "welcome_message",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Category of the reminders a user files for themself (POST /notifications). */
export const REMINDER_CATEGORY = "reminder";
export const REMINDER_MESSAGE_KEY = "notifications.reminder";

export const NOTIFICATION_PAGE_SIZE = 4;

/** One in-app notification; the text is the portal's translation of messageKey with params. */
export const NotificationItem = z.object({
  id: z.string(),
  category: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationList = z.object({
  notifications: z.array(NotificationItem),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationQuery = z.object({
  /** 0: the counts only (the navbar's badge), no entries. */
  limit: z.coerce.number().int().min(0).max(50).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const NotificationIdParam = z.object({ id: z.string().max(100) });

/** A reminder the portal files for the caller (no e-mail copy); the link stays inside the caller's unit. */
export const NotificationCreate = z
  .object({
    text: z.string().trim().min(1).max(500).describe("the reminder's text as the user wrote it"),
    link: z
      .string()
      .max(300)
      .regex(/^\/(ds|b2b)(\/[\w\-./?=&%]*)?$/, "a path of the portal")
      .nullable()
      .optional()
      .describe("portal path the reminder leads to, e.g. /ds/profile/1 (must belong to the caller's unit)"),
  })
  .strict();
export type NotificationCreate = z.infer<typeof NotificationCreate>;

export const NotificationsMarked = z.object({
  marked: z.number().int().describe("how many entries changed from unread to read"),
  unread: z.number().int().describe("unread entries left"),
});
export type NotificationsMarked = z.infer<typeof NotificationsMarked>;

// ---------- News ----------

export const NEWS_AUDIENCES = ["applicant", "company", "both"] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];
export const NEWS_PER_PAGE = 3;

export const NewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(NEWS_PER_PAGE),
  lang: z.enum(["de", "en"]).optional().describe("language of the texts; default the caller's language"),
});
export const NewsIdParam = z.object({ id: z.string().max(100) });

export const NewsTeaser = z.object({
  id: z.string(),
  lang: z.enum(["de", "en"]).describe("language of title, teaser and body (news exist in German and English)"),
  title: z.string(),
  teaser: z.string(),
  imagePath: z.string().nullable(),
  publishedAt: z.string().describe("ISO timestamp"),
});
export type NewsTeaser = z.infer<typeof NewsTeaser>;

export const NewsArticle = NewsTeaser.extend({
  body: z.string().describe("plain text, paragraphs split by blank lines"),
});
export type NewsArticle = z.infer<typeof NewsArticle>;

export const NewsPage = z.object({
  items: z.array(NewsTeaser),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type NewsPage = z.infer<typeof NewsPage>;

// ---------- Campaigns ----------

export const CampaignIdParam = z.object({ id: z.string().max(100) });
export const CampaignQuery = z.object({
  placement: z.string().max(40).optional().describe('only campaigns shown at this place, e.g. "application"'),
  lang: z.enum(["de", "en"]).optional(),
});

export const Campaign = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  placement: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  registeredAt: z.string().nullable().describe("when the caller registered (null: not registered)"),
  participatedAt: z.string().nullable().describe("when the caller took part (null: not yet)"),
});
export type Campaign = z.infer<typeof Campaign>;
export const CampaignList = z.object({ items: z.array(Campaign) });
export type CampaignList = z.infer<typeof CampaignList>;
