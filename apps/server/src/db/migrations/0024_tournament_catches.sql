-- Tournament catches (issue 21 point 7): a session names its tournament, a catch keeps its automatic
-- fair-play flags, a video its content hash (the same file used twice), a tournament the secret its
-- object-of-the-day codes are derived from (each existing tournament gets its own random one).
ALTER TABLE "fish_logs" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "catch_code_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD CONSTRAINT "fishing_sessions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fishing_sessions_tournament_idx" ON "fishing_sessions" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "media_objects_content_hash_idx" ON "media_objects" USING btree ("content_hash") WHERE "media_objects"."content_hash" is not null;