ALTER TABLE "fish_logs" ADD COLUMN "device_clock_skew_ms" integer;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fishing_sessions_client_key_idx" ON "fishing_sessions" USING btree ("owner_id","client_key") WHERE "fishing_sessions"."client_key" is not null;