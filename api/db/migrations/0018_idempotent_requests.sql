-- The answers of writes applied under an idempotency key: a retried request is answered again, not applied twice.
CREATE TABLE "idempotent_requests" (
	"key" text NOT NULL,
	"requester" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"content_type" text,
	"body" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_requests_key_requester_pk" PRIMARY KEY("key","requester")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_expires_at_idx" ON "idempotent_requests" USING btree ("expires_at");
