-- Every account gets its referral code when it is created (random, 122 bits from gen_random_uuid),
-- so reading the referral link never writes.
ALTER TABLE "accounts" ALTER COLUMN "referral_code" SET DEFAULT replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
UPDATE "accounts" SET "referral_code" = replace(gen_random_uuid()::text, '-', '') WHERE "referral_code" IS NULL;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "referral_code" SET NOT NULL;
