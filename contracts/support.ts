/**
 * Help, support tickets, feedback and newsletter unsubscription (docs/product.md#company-unit help, docs/product.md#shared-pages, docs/product.md#entities Support ticket and
 * Feedback, §4.3 feedback modal, §7). The spec names few paths and no shapes: these are designed here.
 */
import { z } from "zod";
import { LANGUAGES } from "./enums";
import { FEEDBACK_MAX_CHARS, FEEDBACK_RATINGS, FEEDBACK_REASONS } from "./feedback";
import { SUPPORT_LIMITS, SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS } from "./support-fields";
import { msg, V } from "./validation";

// ---------- Help ----------
export const HelpQuery = z.object({
  lng: z.enum(LANGUAGES).default("de").describe("language of titles and texts (German when not English)"),
});

export const HelpTopic = z.object({ slug: z.string(), title: z.string(), articleCount: z.number().int() });
export type HelpTopic = z.infer<typeof HelpTopic>;
export const HelpTopicList = z.object({ topics: z.array(HelpTopic) });
export type HelpTopicList = z.infer<typeof HelpTopicList>;

export const HelpArticle = z.object({ id: z.string(), title: z.string(), body: z.string() });
export const HelpTopicDetail = z.object({ slug: z.string(), title: z.string(), articles: z.array(HelpArticle) });
export type HelpTopicDetail = z.infer<typeof HelpTopicDetail>;

// ---------- Support tickets ----------
export {
  SUPPORT_LIMITS,
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TOPICS,
  type SupportTicketStatus,
  type SupportTopic,
} from "./support-fields";

const subject = z
  .string({ error: V.valueRequired })
  .trim()
  .min(1, V.valueRequired)
  .max(SUPPORT_LIMITS.subject, msg(V.maxLength, { max: SUPPORT_LIMITS.subject }));
const message = z
  .string({ error: V.valueRequired })
  .trim()
  .min(1, V.valueRequired)
  .max(SUPPORT_LIMITS.message, msg(V.maxLength, { max: SUPPORT_LIMITS.message }));

export const SupportTicketComment = z.object({
  id: z.string(),
  authorKind: z.enum(["company", "study_advisor"]),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportTicketComment = z.infer<typeof SupportTicketComment>;

export const SupportTicketSummary = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  createdByName: z.string().nullable(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummary>;

export const SupportTicket = SupportTicketSummary.extend({ comments: z.array(SupportTicketComment) });
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportTicketList = z.object({ items: z.array(SupportTicketSummary), total: z.number().int() });
export type SupportTicketList = z.infer<typeof SupportTicketList>;

export const SupportTicketListQuery = z.object({
  companyId: z.string().describe("the current company (the caller must be an accepted member)"),
});

/** A new ticket: the first comment is the message. */
export const SupportTicketCreate = z.object({
  companyId: z.string().describe("the current company (the caller must be an accepted member)"),
  topic: z.enum(SUPPORT_TOPICS, { error: V.valueRequired }),
  subject,
  message,
});
export type SupportTicketCreate = z.infer<typeof SupportTicketCreate>;

export const SupportTicketCommentCreate = z.object({ body: message });
export type SupportTicketCommentCreate = z.infer<typeof SupportTicketCommentCreate>;

/** Support staff answer: the comment and the status it leaves the ticket in (default waiting = awaiting close). */
export const StaffTicketAnswer = z.object({
  body: message,
  status: z.enum(["in_progress", "waiting"]).default("waiting"),
});
export type StaffTicketAnswer = z.infer<typeof StaffTicketAnswer>;

export const StaffTicketStatus = z.object({ status: z.enum(SUPPORT_TICKET_STATUSES, { error: V.valueRequired }) });

export const StaffTicketQuery = z.object({
  scope: z
    .enum(["active", "waiting", "closed", "all"])
    .default("active")
    .describe("active = open and in progress (the queue); waiting; closed; all"),
});

// ---------- Feedback ----------
/** The payload of the feedback modal, stored exactly as sent. */
export const FeedbackInput = z
  .object({
    selected: z.enum(FEEDBACK_RATINGS, { error: V.valueRequired }),
    reasons: z.string().max(500).default("").describe("comma-joined reason ids of the chosen rating"),
    feedback: z
      .string()
      .max(FEEDBACK_MAX_CHARS, msg(V.maxLength, { max: FEEDBACK_MAX_CHARS }))
      .default(""),
    agent: z.string().max(1000).default(""),
    screenWidth: z.number().int().min(0).max(100_000).nullable().default(null),
    screenHeight: z.number().int().min(0).max(100_000).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const allowed: readonly string[] = FEEDBACK_REASONS[value.selected];
    const ids = value.reasons === "" ? [] : value.reasons.split(",");
    if (ids.some((id) => !allowed.includes(id)) || new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", path: ["reasons"], message: V.formInvalid });
    }
  });
export type FeedbackInput = z.infer<typeof FeedbackInput>;

export const FeedbackEntry = z.object({
  id: z.string(),
  userKind: z.enum(["applicant", "company"]),
  userName: z.string().nullable(),
  selected: z.enum(FEEDBACK_RATINGS),
  reasons: z.string(),
  feedback: z.string(),
  agent: z.string(),
  screenWidth: z.number().int().nullable(),
  screenHeight: z.number().int().nullable(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntry>;
export const FeedbackList = z.object({ items: z.array(FeedbackEntry) });
export type FeedbackList = z.infer<typeof FeedbackList>;

export const FeedbackState = z.object({ feedbackGiven: z.boolean() });
export type FeedbackState = z.infer<typeof FeedbackState>;

// ---------- Newsletter ----------
export const NEWSLETTER_LISTS = ["job_openings_weekly", "applicant_news", "company_news"] as const;

export const Unsubscription = z.object({
  list: z.string(),
  email: z.string().describe("the address, partly hidden (m…@example.org)"),
  unsubscribed: z.boolean(),
  unsubscribedAt: z.string().nullable(),
});
export type Unsubscription = z.infer<typeof Unsubscription>;
