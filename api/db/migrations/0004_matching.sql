CREATE TYPE "public"."company_contract_status" AS ENUM('requested', 'signed');--> statement-breakpoint
CREATE TYPE "public"."job_opening_status" AS ENUM('draft', 'open', 'staffed', 'closed');--> statement-breakpoint
CREATE TYPE "public"."lost_reason" AS ENUM('staffed_with_another_applicant', 'rejected_by_company', 'rejected_by_applicant', 'job_opening_closed');--> statement-breakpoint
CREATE TYPE "public"."match_source" AS ENUM('company', 'applicant', 'study_advisor');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('awaiting_any_interest', 'awaiting_partner_interest', 'awaiting_applicant_interest', 'awaiting_interview_schedule', 'interview_scheduled', 'trial_day_scheduled', 'awaiting_partner_confirmation', 'awaiting_applicant_confirmation', 'offer_accepted', 'cancelled');--> statement-breakpoint
CREATE TABLE "applicant_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_opening_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" "company_contract_status" DEFAULT 'requested' NOT NULL,
	"start_date" date NOT NULL,
	"weekly_hours" integer NOT NULL,
	"monthly_salary_cents" integer NOT NULL,
	"vacation_days" integer NOT NULL,
	"supervisor_name" text NOT NULL,
	"supervisor_email" text NOT NULL,
	"notes" text,
	"requested_by" uuid,
	"signed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_contracts_match_id_unique" UNIQUE("match_id")
);
--> statement-breakpoint
CREATE TABLE "job_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_opening_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" "match_status" DEFAULT 'awaiting_any_interest' NOT NULL,
	"source" "match_source" NOT NULL,
	"recommended_by" uuid,
	"lost_reason" "lost_reason",
	"applicant_interest_at" timestamp with time zone,
	"company_interest_at" timestamp with time zone,
	"interview_date_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interview_at" timestamp with time zone,
	"trial_day_at" timestamp with time zone,
	"feedback_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_opening_applicant_states" (
	"account_id" uuid NOT NULL,
	"job_opening_id" uuid NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_opening_applicant_states_account_id_job_opening_id_pk" PRIMARY KEY("account_id","job_opening_id")
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "job_opening_status" DEFAULT 'draft' NOT NULL,
	"title" text,
	"campus_id" uuid,
	"course" text,
	"start_date" date,
	"tasks" text,
	"offer_description" text,
	"offer_url" text,
	"required_count" integer DEFAULT 1 NOT NULL,
	"team_size" integer,
	"skills" text,
	"benefits" text,
	"extra_payment" text,
	"place_of_training" text,
	"practice_place" text,
	"work_model" text,
	"software_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_comments" ADD CONSTRAINT "applicant_comments_author_id_company_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_match_id_job_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."job_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_requested_by_company_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_recommended_by_advisors_id_fk" FOREIGN KEY ("recommended_by") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_applicant_states" ADD CONSTRAINT "job_opening_applicant_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_applicant_states" ADD CONSTRAINT "job_opening_applicant_states_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_created_by_company_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_comments_opening_account_idx" ON "applicant_comments" USING btree ("job_opening_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "company_contracts_company_idx" ON "company_contracts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_matches_opening_account_uq" ON "job_matches" USING btree ("job_opening_id","account_id");--> statement-breakpoint
CREATE INDEX "job_matches_account_idx" ON "job_matches" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "job_matches_opening_idx" ON "job_matches" USING btree ("job_opening_id","status");--> statement-breakpoint
CREATE INDEX "job_openings_company_idx" ON "job_openings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_openings_search_idx" ON "job_openings" USING btree ("status","course","campus_id","start_date");