-- Deadlines of matches (ADR 033): two expiries with their own lost reasons, the offer's answer day and its reminder.
ALTER TYPE "public"."lost_reason" ADD VALUE 'offer_expired';--> statement-breakpoint
ALTER TYPE "public"."lost_reason" ADD VALUE 'suggestion_expired';--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "offer_answer_by" date;--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "offer_remind_on" date;--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "offer_reminded_at" timestamp with time zone;--> statement-breakpoint
-- The daily "what changed" mail of advisors and company users: opt-in, one look and at most one mail a day.
CREATE TABLE "digest_subscriptions" (
	"recipient_kind" "user_kind" NOT NULL,
	"recipient_id" uuid NOT NULL,
	"last_checked_on" date,
	"covered_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_recipient_kind_recipient_id_pk" PRIMARY KEY("recipient_kind","recipient_id")
);
