-- An applicant's own CV (the applicant unit's CV generator) is a draft keyed by the account: it goes with
-- the account, and like every draft 7 days after its last change.
ALTER TABLE "cv_drafts" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "cv_drafts" ADD CONSTRAINT "cv_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cv_drafts_account_uq" ON "cv_drafts" USING btree ("account_id");
