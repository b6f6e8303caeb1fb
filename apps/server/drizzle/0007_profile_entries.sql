CREATE TABLE "custom_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"print" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"section_id" uuid,
	"sort_date" date,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
-- Move every entry of the four typed tables into profile_entries, keeping its
-- id (links and clients keep working), order and timestamps. Absent values are
-- left out of the JSON (read back as null); the new lists start empty.
INSERT INTO "profile_entries" ("id", "account_id", "position", "created_at", "updated_at", "kind", "sort_date", "data")
SELECT "id", "account_id", "position", "created_at", "updated_at", 'work-experience', "position_start",
	jsonb_strip_nulls(jsonb_build_object('jobTitle', "job_title", 'company', "company", 'location', "location",
		'positionStart', "position_start"::text, 'positionEnd', "position_end"::text, 'description', "description"))
FROM "work_experiences";--> statement-breakpoint
INSERT INTO "profile_entries" ("id", "account_id", "position", "created_at", "updated_at", "kind", "sort_date", "data")
SELECT "id", "account_id", "position", "created_at", "updated_at", 'education', "education_start",
	jsonb_strip_nulls(jsonb_build_object('institution', "institution", 'degreeName', "degree_name", 'level', "level",
		'educationStart', "education_start"::text, 'educationEnd', "education_end"::text, 'description', "description"))
FROM "educations";--> statement-breakpoint
INSERT INTO "profile_entries" ("id", "account_id", "position", "created_at", "updated_at", "kind", "sort_date", "data")
SELECT "id", "account_id", "position", "created_at", "updated_at", 'skill', NULL,
	jsonb_build_object('name', "name", 'type', "type", 'level', "level")
FROM "skills";--> statement-breakpoint
INSERT INTO "profile_entries" ("id", "account_id", "position", "created_at", "updated_at", "kind", "sort_date", "data")
SELECT "id", "account_id", "position", "created_at", "updated_at", 'project', "project_start",
	jsonb_strip_nulls(jsonb_build_object('name', "name", 'role', "role", 'projectStart', "project_start"::text,
		'projectEnd', "project_end"::text, 'description', "description", 'url', "url")) || jsonb_build_object('links', "links")
FROM "projects";--> statement-breakpoint
DROP TABLE "educations" CASCADE;--> statement-breakpoint
DROP TABLE "projects" CASCADE;--> statement-breakpoint
DROP TABLE "skills" CASCADE;--> statement-breakpoint
DROP TABLE "work_experiences" CASCADE;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "section_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_sections" ADD CONSTRAINT "custom_sections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_entries" ADD CONSTRAINT "profile_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_entries" ADD CONSTRAINT "profile_entries_section_id_custom_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."custom_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_sections_account_idx" ON "custom_sections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "profile_entries_account_kind_idx" ON "profile_entries" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "profile_entries_section_idx" ON "profile_entries" USING btree ("section_id");