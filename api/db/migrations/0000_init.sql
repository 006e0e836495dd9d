CREATE TYPE "public"."consent_type" AS ENUM('user_research');--> statement-breakpoint
CREATE TYPE "public"."consent_value" AS ENUM('not_answered', 'opt_in_single', 'opt_in_double', 'opt_out');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('direct_transfer', 'sepa');--> statement-breakpoint
CREATE TYPE "public"."study_type" AS ENUM('ds', 'fs');--> statement-breakpoint
CREATE TYPE "public"."unit_stage" AS ENUM('New', 'Application', 'Info Session', 'Consultation', 'Examined Application', 'Ready to match', 'In Matching', 'Contract Proposal', 'Won');--> statement-breakpoint
CREATE TYPE "public"."user_kind" AS ENUM('applicant', 'company', 'study_advisor');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"product_fruits_id" text,
	"language" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_name" text,
	"birthday" date,
	"place_of_birth" text,
	"country_of_birth" text,
	"nationality" text,
	"phone" text,
	"shipping_street" text,
	"shipping_postal_code" text,
	"shipping_city" text,
	"shipping_country" text,
	"grade_average" double precision,
	"motivation_text" text,
	"practice_partner_contact" text,
	"practice_partner_max_distance" integer,
	"accredited_authority_german_language" text,
	"accreditation_date_german_skills" date,
	"driving_license_exists" boolean,
	"own_car" boolean,
	"professional_experience_exists" boolean,
	"studied_already" boolean,
	"practice_partner_exists" boolean,
	"info_session_attended" boolean,
	"info_session_attendance_confirmed" boolean,
	"health_insurance_type" text,
	"health_insurance_notification" boolean,
	"university_entrance_qualification" text,
	"university_entrance_qualification_bw" boolean,
	"university_entrance_qualification_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"mobile_phone" text,
	"whatsapp_available" boolean DEFAULT false NOT NULL,
	"image_path" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" "user_kind" NOT NULL,
	"account_id" uuid,
	"company_user_id" uuid,
	"advisor_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"campus_id" uuid NOT NULL,
	"course" text NOT NULL,
	"intake" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_name" text,
	"bank_name" text,
	"iban" text,
	"bic" text,
	"city" text,
	"sepa_confirmed" boolean DEFAULT false NOT NULL,
	"payment_type" "payment_type" DEFAULT 'direct_transfer' NOT NULL,
	"mandate_reference" text,
	"accounting_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"commercial_register" text,
	"district_court" text,
	"managing_directors" text,
	"employees_count" integer,
	"founded_date" date,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_user_id" uuid NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"department" text,
	"position" text,
	"invitation_pending" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"salutation" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"language" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_picture" text,
	"product_fruits_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_user_id" uuid NOT NULL,
	"type" "consent_type" NOT NULL,
	"status" "consent_value" DEFAULT 'not_answered' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"study_type" "study_type" NOT NULL,
	"stage" "unit_stage" DEFAULT 'New' NOT NULL,
	"participate_advisor_interview_on" date,
	"advisor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_company_user_id_company_users_id_fk" FOREIGN KEY ("company_user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_unit_idx" ON "applications" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_memberships_company_user_uq" ON "company_memberships" USING btree ("company_id","company_user_id");--> statement-breakpoint
CREATE INDEX "company_memberships_user_idx" ON "company_memberships" USING btree ("company_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_type_uq" ON "consents" USING btree ("company_user_id","type");--> statement-breakpoint
CREATE INDEX "units_account_idx" ON "units" USING btree ("account_id");