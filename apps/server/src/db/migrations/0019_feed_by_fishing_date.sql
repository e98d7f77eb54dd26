UPDATE "fishing_sessions" SET "start_at" = date_trunc('milliseconds', "start_at"), "finish_at" = date_trunc('milliseconds', "finish_at") WHERE "start_at" <> date_trunc('milliseconds', "start_at") OR "finish_at" <> date_trunc('milliseconds', "finish_at");--> statement-breakpoint
DROP INDEX "fishing_sessions_feed_idx";--> statement-breakpoint
DROP INDEX "fishing_sessions_feed_start_idx";--> statement-breakpoint
DROP INDEX "fishing_sessions_dated_ahead_idx";--> statement-breakpoint
CREATE INDEX "fishing_sessions_feed_idx" ON "fishing_sessions" USING btree ("start_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fishing_sessions"."deleted" = false and "fishing_sessions"."hidden" = false;
