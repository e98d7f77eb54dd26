-- Issue 31: a session a moderator hid stays hidden until a moderator restores it, and its author
-- sees why. Sessions hidden now whose last moderation action is a hide were hidden by a moderator.
ALTER TABLE "fishing_sessions" ADD COLUMN "moderator_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
UPDATE "fishing_sessions" AS s
SET "moderator_hidden_at" = last."created_at", "moderation_reason" = last."reason"
FROM (
  SELECT DISTINCT ON ("target_id") "target_id", "action", "reason", "created_at"
  FROM "moderation_actions"
  WHERE "target_type" = 'session'
  ORDER BY "target_id", "created_at" DESC, "id" DESC
) AS last
WHERE last."target_id" = s."id" AND last."action" = 'hide' AND s."hidden" = true;
