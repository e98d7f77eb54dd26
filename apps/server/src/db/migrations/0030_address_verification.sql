-- ADR 011: accounts made before verification existed have proven nothing (email_verified_at stays
-- null) and every judge named before is invited anew (status defaults to 'invited'); the demo seed
-- verifies its own accounts and accepts its own judges.
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_judges" ADD COLUMN "status" text DEFAULT 'invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_judges" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "tournament_judges" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token_hash_unique" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "tournament_judges" ADD CONSTRAINT "tournament_judges_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_judges_answered_by_idx" ON "tournament_judges" USING btree ("answered_by");--> statement-breakpoint
ALTER TABLE "tournament_judges" ADD CONSTRAINT "tournament_judges_status_check" CHECK ("tournament_judges"."status" in ('invited', 'accepted', 'declined'));
