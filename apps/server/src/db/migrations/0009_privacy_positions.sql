ALTER TABLE "users" ADD COLUMN "media_prefix" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_privacy" ADD COLUMN "position_visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_media_prefix_unique" ON "users" USING btree ("media_prefix");--> statement-breakpoint
-- Whoever shared their coordinates (show_coordinates) shared them exactly; everyone else stays private.
UPDATE "user_privacy" SET "position_visibility" = 'exact' WHERE "show_coordinates" = true;
