-- State that several portal instances share: rate-limit windows, forms kept across a login, the development identity providers' storage.
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");--> statement-breakpoint
CREATE TABLE "pending_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"data" text NOT NULL,
	"bytes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_forms_tag_idx" ON "pending_forms" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "pending_forms_expires_at_idx" ON "pending_forms" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"issuer" text NOT NULL,
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_issuer_model_id_pk" PRIMARY KEY("issuer","model","id")
);
--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("issuer","grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("issuer","uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");
