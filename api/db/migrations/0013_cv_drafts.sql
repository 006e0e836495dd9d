-- Drafts of the public CV generator: keyed by the SHA-256 of an anonymous token that only the visitor's
-- cookie holds; deleted 7 days after their last change (expires_at) or on request.
CREATE TABLE "cv_drafts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "cv_drafts_expires_idx" ON "cv_drafts" USING btree ("expires_at");
