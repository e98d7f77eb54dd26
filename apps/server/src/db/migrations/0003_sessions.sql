CREATE TABLE "backup_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"log_id" uuid,
	"session_id" uuid,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"size_bytes" integer,
	"length_seconds" double precision,
	"start_recording_at" timestamp with time zone,
	"end_recording_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fish_log_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"start_recording_at" timestamp with time zone,
	"end_recording_at" timestamp with time zone,
	"added_from_gallery" boolean DEFAULT true NOT NULL,
	"size_bytes" integer,
	"length_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fish_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"species_id" uuid NOT NULL,
	"type" text NOT NULL,
	"log_time" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"length" double precision,
	"size_unit_id" integer NOT NULL,
	"weight" double precision,
	"weight_unit_id" integer NOT NULL,
	"points" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rule_name" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fishing_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"finish_at" timestamp with time zone NOT NULL,
	"fishing_style" text NOT NULL,
	"boat_id" uuid,
	"locality_id" uuid,
	"releases" integer DEFAULT 0 NOT NULL,
	"raises" integer DEFAULT 0 NOT NULL,
	"bites" integer DEFAULT 0 NOT NULL,
	"harvests" integer DEFAULT 0 NOT NULL,
	"num_comments" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"is_tournament_session" boolean DEFAULT false NOT NULL,
	"weather" jsonb,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_team_members" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "session_team_members_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backup_media" ADD CONSTRAINT "backup_media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_media" ADD CONSTRAINT "backup_media_log_id_fish_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."fish_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_media" ADD CONSTRAINT "backup_media_session_id_fishing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fishing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_log_videos" ADD CONSTRAINT "fish_log_videos_log_id_fish_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."fish_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_logs" ADD CONSTRAINT "fish_logs_session_id_fishing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fishing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_logs" ADD CONSTRAINT "fish_logs_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_logs" ADD CONSTRAINT "fish_logs_size_unit_id_units_id_fk" FOREIGN KEY ("size_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_logs" ADD CONSTRAINT "fish_logs_weight_unit_id_units_id_fk" FOREIGN KEY ("weight_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD CONSTRAINT "fishing_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD CONSTRAINT "fishing_sessions_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_sessions" ADD CONSTRAINT "fishing_sessions_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_comments" ADD CONSTRAINT "session_comments_session_id_fishing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fishing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_comments" ADD CONSTRAINT "session_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_team_members" ADD CONSTRAINT "session_team_members_session_id_fishing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fishing_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_team_members" ADD CONSTRAINT "session_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_media_owner_id_idx" ON "backup_media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "backup_media_log_id_idx" ON "backup_media" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "backup_media_session_id_idx" ON "backup_media" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "fish_log_videos_log_id_idx" ON "fish_log_videos" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "fish_logs_session_id_idx" ON "fish_logs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "fish_logs_species_id_idx" ON "fish_logs" USING btree ("species_id");--> statement-breakpoint
CREATE INDEX "fish_logs_size_unit_id_idx" ON "fish_logs" USING btree ("size_unit_id");--> statement-breakpoint
CREATE INDEX "fish_logs_weight_unit_id_idx" ON "fish_logs" USING btree ("weight_unit_id");--> statement-breakpoint
CREATE INDEX "fishing_sessions_owner_idx" ON "fishing_sessions" USING btree ("owner_id","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fishing_sessions_boat_id_idx" ON "fishing_sessions" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "fishing_sessions_locality_id_idx" ON "fishing_sessions" USING btree ("locality_id");--> statement-breakpoint
CREATE INDEX "fishing_sessions_feed_idx" ON "fishing_sessions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "fishing_sessions"."deleted" = false and "fishing_sessions"."hidden" = false;--> statement-breakpoint
CREATE INDEX "session_comments_session_idx" ON "session_comments" USING btree ("session_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_comments_author_id_idx" ON "session_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "session_team_members_user_id_idx" ON "session_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shares_user_id_idx" ON "shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shares_object_id_idx" ON "shares" USING btree ("object_id");