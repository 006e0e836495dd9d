-- Optimistic concurrency (RFC 9110): a version per record several people edit; every change bumps it,
-- the API sends it as the ETag and updates only "WHERE version = <If-Match>".
ALTER TABLE "job_openings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
