CREATE TABLE "catch_decisions" (
	"log_id" uuid PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"released" boolean NOT NULL,
	"species_correct" boolean,
	"length" double precision,
	"length_unit_id" integer NOT NULL,
	"weight" double precision,
	"weight_unit_id" integer NOT NULL,
	"points" double precision NOT NULL,
	"evidence" text[] NOT NULL,
	"override_note" text,
	"refusal_reason" text,
	"judge_id" uuid NOT NULL,
	"decided_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "catch_decisions_version" CHECK ("catch_decisions"."version" >= 1),
	CONSTRAINT "catch_decisions_status" CHECK ("catch_decisions"."status" in ('Approved', 'Refused'))
);
--> statement-breakpoint
CREATE TABLE "judging_audit" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judging_audit_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tournament_id" uuid NOT NULL,
	"log_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "judging_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"at_seconds" double precision NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_results" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"sha256" text NOT NULL,
	"csv" "bytea" NOT NULL,
	"csv_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"finished_by" uuid NOT NULL,
	"finished_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_log_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catch_decisions" ADD CONSTRAINT "catch_decisions_log_id_fish_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."fish_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_decisions" ADD CONSTRAINT "catch_decisions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_decisions" ADD CONSTRAINT "catch_decisions_length_unit_id_units_id_fk" FOREIGN KEY ("length_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_decisions" ADD CONSTRAINT "catch_decisions_weight_unit_id_units_id_fk" FOREIGN KEY ("weight_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_decisions" ADD CONSTRAINT "catch_decisions_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_audit" ADD CONSTRAINT "judging_audit_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_audit" ADD CONSTRAINT "judging_audit_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_notes" ADD CONSTRAINT "judging_notes_log_id_fish_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."fish_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_notes" ADD CONSTRAINT "judging_notes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_notes" ADD CONSTRAINT "judging_notes_video_id_fish_log_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."fish_log_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_notes" ADD CONSTRAINT "judging_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_results" ADD CONSTRAINT "official_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_results" ADD CONSTRAINT "official_results_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_log_comments" ADD CONSTRAINT "tournament_log_comments_log_id_fish_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."fish_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_log_comments" ADD CONSTRAINT "tournament_log_comments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_log_comments" ADD CONSTRAINT "tournament_log_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catch_decisions_tournament_idx" ON "catch_decisions" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "catch_decisions_judge_idx" ON "catch_decisions" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "catch_decisions_length_unit_idx" ON "catch_decisions" USING btree ("length_unit_id");--> statement-breakpoint
CREATE INDEX "catch_decisions_weight_unit_idx" ON "catch_decisions" USING btree ("weight_unit_id");--> statement-breakpoint
CREATE INDEX "judging_audit_tournament_idx" ON "judging_audit" USING btree ("tournament_id","seq");--> statement-breakpoint
CREATE INDEX "judging_audit_log_idx" ON "judging_audit" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "judging_audit_judge_idx" ON "judging_audit" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "judging_notes_log_idx" ON "judging_notes" USING btree ("log_id","created_at");--> statement-breakpoint
CREATE INDEX "judging_notes_tournament_idx" ON "judging_notes" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "judging_notes_video_idx" ON "judging_notes" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "judging_notes_author_idx" ON "judging_notes" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "official_results_sha256_idx" ON "official_results" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "official_results_csv_sha256_idx" ON "official_results" USING btree ("csv_sha256");--> statement-breakpoint
CREATE INDEX "official_results_pdf_sha256_idx" ON "official_results" USING btree ("pdf_sha256");--> statement-breakpoint
CREATE INDEX "official_results_finished_by_idx" ON "official_results" USING btree ("finished_by");--> statement-breakpoint
CREATE INDEX "tournament_log_comments_log_idx" ON "tournament_log_comments" USING btree ("log_id","created_at");--> statement-breakpoint
CREATE INDEX "tournament_log_comments_tournament_idx" ON "tournament_log_comments" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_log_comments_author_idx" ON "tournament_log_comments" USING btree ("author_id");