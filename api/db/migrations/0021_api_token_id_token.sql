-- The ID token an api token was issued for, handed back once at logout for id_token_hint (ADR 037).
ALTER TABLE "api_tokens" ADD COLUMN "id_token" text;
