ALTER TABLE "custom_sections" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The texts people wrote so far are in their account's language: German for German accounts, else English.
UPDATE "profiles" SET "content_language" = 'de'
FROM "accounts"
WHERE "accounts"."id" = "profiles"."account_id" AND "accounts"."locale" = 'de';
