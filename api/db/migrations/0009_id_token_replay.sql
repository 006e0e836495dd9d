CREATE TABLE "id_token_uses" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "id_token_uses_expires_at_idx" ON "id_token_uses" USING btree ("expires_at");
