ALTER TABLE "user_privacy" ALTER COLUMN "show_email" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "user_privacy" ALTER COLUMN "show_phone" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "user_privacy" ALTER COLUMN "show_profile_details" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "user_privacy" ALTER COLUMN "show_boats" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "user_privacy" ALTER COLUMN "show_experience" SET DEFAULT true;--> statement-breakpoint
-- Accounts that never saved their privacy shared their profile details under the old defaults:
-- they keep what they had (DEFAULT_PRIVACY now keeps new accounts' details private).
INSERT INTO "user_privacy" ("user_id", "show_email", "show_phone", "show_profile_details", "show_boats", "show_experience", "position_visibility")
SELECT "id", false, false, true, true, true, 'private' FROM "users"
WHERE NOT EXISTS (SELECT 1 FROM "user_privacy" WHERE "user_privacy"."user_id" = "users"."id");
