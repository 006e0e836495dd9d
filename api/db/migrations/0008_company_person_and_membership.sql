-- What a company typed about an invited person lives on the membership; the person's own data
-- (company_users) is written only by that person.
ALTER TABLE "company_memberships" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "invited_salutation" text;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "invited_first_name" text;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "invited_last_name" text;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "invited_phone" text;--> statement-breakpoint
-- a user created by an invitation holds only what the inviting company typed: it moves to the pending memberships
UPDATE "company_memberships" AS m
SET "invited_email" = lower(u."email"),
	"invited_salutation" = u."salutation",
	"invited_first_name" = u."first_name",
	"invited_last_name" = u."last_name",
	"invited_phone" = u."phone"
FROM "company_users" AS u
WHERE u."id" = m."company_user_id" AND m."invitation_pending" AND u."subject" LIKE 'invited:%';--> statement-breakpoint
-- a pending invitation of a person with a login: what was typed was not kept, so the company sees the address only
UPDATE "company_memberships" AS m
SET "invited_email" = lower(u."email")
FROM "company_users" AS u
WHERE u."id" = m."company_user_id" AND m."invitation_pending" AND u."subject" NOT LIKE 'invited:%';--> statement-breakpoint
UPDATE "company_users"
SET "salutation" = NULL, "first_name" = NULL, "last_name" = NULL, "phone" = NULL
WHERE "subject" LIKE 'invited:%';
