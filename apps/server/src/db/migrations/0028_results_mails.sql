CREATE TABLE "results_mails" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "results_mails_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "results_mails" ADD CONSTRAINT "results_mails_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_mails" ADD CONSTRAINT "results_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_mails_user_idx" ON "results_mails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "results_mails_unsent_idx" ON "results_mails" USING btree ("tournament_id") WHERE "results_mails"."sent_at" is null;