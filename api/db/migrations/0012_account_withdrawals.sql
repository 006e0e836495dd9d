-- An applicant's withdrawal from the programme (PATCH /v1/account/lost); a study advisor may reverse it.
CREATE TABLE "account_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"cancelled_matches" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "account_withdrawals" ADD CONSTRAINT "account_withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_withdrawals" ADD CONSTRAINT "account_withdrawals_reversed_by_advisors_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_withdrawals_open_uq" ON "account_withdrawals" USING btree ("account_id") WHERE "account_withdrawals"."reversed_at" is null;
