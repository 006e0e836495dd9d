-- The development identity providers' signing and cookie keys in the database: one set for every instance.
CREATE TABLE "dev_identity_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
