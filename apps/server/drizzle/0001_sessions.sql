CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
-- Existing refresh token families become sessions, so that nobody is logged out by the upgrade.
INSERT INTO "sessions" ("id", "account_id", "created_at", "last_used_at", "revoked_at")
SELECT "family_id", "account_id", min("created_at"), max("created_at"),
  CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens"
GROUP BY "family_id", "account_id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
DELETE FROM "refresh_tokens" WHERE "family_id" NOT IN (SELECT "id" FROM "sessions");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;