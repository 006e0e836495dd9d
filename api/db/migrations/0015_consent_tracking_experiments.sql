-- Visits with a tracking id (?t=), A/B assignments reported with consent, and cookie consents given while signed in.
CREATE TABLE "tracking_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_id" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
	"campaign_id" text NOT NULL,
	"variation_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_campaign_id_visitor_id_pk" PRIMARY KEY("campaign_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"company_user_id" uuid,
	"version" integer NOT NULL,
	"choice" text NOT NULL,
	"services" jsonb NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_visits" ADD CONSTRAINT "tracking_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_visits_tracking_id_idx" ON "tracking_visits" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "cookie_consents_account_idx" ON "cookie_consents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cookie_consents_company_user_idx" ON "cookie_consents" USING btree ("company_user_id");
