-- A person's request to delete their account (applicant or company user): 14 days in which it can be undone, then the personal data is purged and the identity record anonymised. And the "my data" ZIPs built in the background for large accounts, kept 7 days.
CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"company_user_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_kind" text,
	"cancelled_by" uuid,
	"purged_at" timestamp with time zone,
	CONSTRAINT "account_deletions_one_person" CHECK (num_nonnulls("account_id", "company_user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_account_uq" ON "account_deletions" USING btree ("account_id") WHERE "account_deletions"."cancelled_at" is null and "account_deletions"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_company_user_uq" ON "account_deletions" USING btree ("company_user_id") WHERE "account_deletions"."cancelled_at" is null and "account_deletions"."company_user_id" is not null;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("purge_after") WHERE "account_deletions"."cancelled_at" is null and "account_deletions"."purged_at" is null;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_account_idx" ON "data_exports" USING btree ("account_id","requested_at");
