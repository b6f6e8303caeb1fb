CREATE TABLE "cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cvs" ADD CONSTRAINT "cvs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cvs_account_idx" ON "cvs" USING btree ("account_id");--> statement-breakpoint
-- Every existing account starts with one CV holding the defaults a new CV gets
-- (defaultCvSettings in the shared package), in the account's language.
INSERT INTO "cvs" ("account_id", "name", "settings")
SELECT "id",
	CASE WHEN "locale" = 'de' THEN 'Lebenslauf' ELSE 'CV' END,
	jsonb_build_object(
		'design', 'classic',
		'lang', CASE WHEN "locale" = 'de' THEN 'de' ELSE 'en' END,
		'paper', 'a4',
		'font', NULL,
		'accentColor', NULL,
		'dateFormat', 'month',
		'sectionOrder', '[]'::jsonb,
		'hiddenSections', '[]'::jsonb,
		'excludedEntries', '[]'::jsonb,
		'photo', true,
		'fitPages', NULL
	)
FROM "accounts";
