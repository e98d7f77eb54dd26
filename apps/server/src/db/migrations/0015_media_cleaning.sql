ALTER TABLE "media_objects" ADD COLUMN "cleaned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "cleaning_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "clean_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "media_objects_uncleaned_idx" ON "media_objects" USING btree ("created_at") WHERE "media_objects"."cleaned_at" is null and "media_objects"."clean_failed_at" is null and "media_objects"."state" <> 'deleted';--> statement-breakpoint
-- Media attached before uploads were cleaned (ADR 004): a row for each, so the cleaning job finds
-- them through media_objects_uncleaned_idx and removes their metadata in place.
INSERT INTO "media_objects" ("key", "owner_id", "attached_at")
SELECT "key", "owner_id", now() FROM (
  SELECT v."storage_key" AS "key", s."owner_id" FROM "fish_log_videos" v JOIN "fishing_sessions" s ON s."id" = v."session_id"
  UNION ALL SELECT v."thumbnail_key", s."owner_id" FROM "fish_log_videos" v JOIN "fishing_sessions" s ON s."id" = v."session_id"
  UNION ALL SELECT "storage_key", "owner_id" FROM "backup_media"
  UNION ALL SELECT "thumbnail_key", "owner_id" FROM "backup_media"
  UNION ALL SELECT "picture_key", "owner_id" FROM "boats"
  UNION ALL SELECT "picture_url", "id" FROM "users"
) AS "attached"
WHERE "key" LIKE 'uploads/%'
ON CONFLICT ("key") DO NOTHING;
