ALTER TABLE "fish_log_videos" ADD COLUMN "session_id" uuid;--> statement-breakpoint
UPDATE "fish_log_videos" SET "session_id" = "fish_logs"."session_id" FROM "fish_logs" WHERE "fish_logs"."id" = "fish_log_videos"."log_id";--> statement-breakpoint
ALTER TABLE "fish_log_videos" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fish_log_videos" ADD CONSTRAINT "fish_log_videos_session_id_fishing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fishing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fish_log_videos_session_id_idx" ON "fish_log_videos" USING btree ("session_id");
