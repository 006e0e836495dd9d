-- Job-opening drafts (ADR 074): at most one draft per flow attempt, and the removal of drafts nobody touched.
ALTER TABLE "job_openings" ADD COLUMN "attempt_key" text;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_attempt_idx" ON "job_openings" USING btree ("company_id","created_by","attempt_key");--> statement-breakpoint
CREATE INDEX "job_openings_draft_age_idx" ON "job_openings" USING btree ("updated_at") WHERE "job_openings"."status" = 'draft';
