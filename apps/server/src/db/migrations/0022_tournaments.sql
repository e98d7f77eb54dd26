CREATE TABLE "tournament_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_judges" (
	"tournament_id" uuid NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "tournament_judges_tournament_id_email_pk" PRIMARY KEY("tournament_id","email")
);
--> statement-breakpoint
CREATE TABLE "tournament_localities" (
	"tournament_id" uuid NOT NULL,
	"locality_id" uuid NOT NULL,
	CONSTRAINT "tournament_localities_tournament_id_locality_id_pk" PRIMARY KEY("tournament_id","locality_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_members" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_members_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_regions" (
	"tournament_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "tournament_regions_tournament_id_region_id_pk" PRIMARY KEY("tournament_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_species" (
	"tournament_id" uuid NOT NULL,
	"species_id" uuid NOT NULL,
	CONSTRAINT "tournament_species_tournament_id_species_id_pk" PRIMARY KEY("tournament_id","species_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"region_type" text NOT NULL,
	"time_zone" text NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"end_at" timestamp (3) with time zone NOT NULL,
	"upload_deadline_at" timestamp (3) with time zone NOT NULL,
	"allow_late_join" boolean NOT NULL,
	"fishing_radius_nm" integer DEFAULT 100 NOT NULL,
	"fee_cents" integer NOT NULL,
	"prize_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"rule_set_id" uuid NOT NULL,
	"club_option" text NOT NULL,
	"club_id" uuid,
	"picture_key" text,
	"payment_product_id" uuid,
	"uploads_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status" CHECK ("tournaments"."status" in ('Active', 'Finished', 'Canceled', 'Deleted')),
	CONSTRAINT "tournaments_region_type" CHECK ("tournaments"."region_type" in ('Global', 'Regional', 'Local')),
	CONSTRAINT "tournaments_dates" CHECK ("tournaments"."start_at" < "tournaments"."end_at" and "tournaments"."end_at" < "tournaments"."upload_deadline_at"),
	CONSTRAINT "tournaments_fishing_radius" CHECK ("tournaments"."fishing_radius_nm" between 1 and 1000),
	CONSTRAINT "tournaments_amounts" CHECK ("tournaments"."fee_cents" >= 0 and "tournaments"."prize_cents" >= 0),
	CONSTRAINT "tournaments_paid_has_product" CHECK ("tournaments"."fee_cents" = 0 or "tournaments"."payment_product_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "tournament_drafts" ADD CONSTRAINT "tournament_drafts_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_judges" ADD CONSTRAINT "tournament_judges_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_localities" ADD CONSTRAINT "tournament_localities_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_localities" ADD CONSTRAINT "tournament_localities_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_regions" ADD CONSTRAINT "tournament_regions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_regions" ADD CONSTRAINT "tournament_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_species" ADD CONSTRAINT "tournament_species_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_species" ADD CONSTRAINT "tournament_species_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_payment_product_id_payment_products_id_fk" FOREIGN KEY ("payment_product_id") REFERENCES "public"."payment_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_drafts_by_organiser" ON "tournament_drafts" USING btree ("organiser_id","updated_at");--> statement-breakpoint
CREATE INDEX "tournament_judges_email_idx" ON "tournament_judges" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tournament_localities_locality_idx" ON "tournament_localities" USING btree ("locality_id");--> statement-breakpoint
CREATE INDEX "tournament_members_user_idx" ON "tournament_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_members_checkout_idx" ON "tournament_members" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "tournament_members_by_join" ON "tournament_members" USING btree ("tournament_id","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "tournament_regions_region_idx" ON "tournament_regions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "tournament_species_species_idx" ON "tournament_species" USING btree ("species_id");--> statement-breakpoint
CREATE INDEX "tournaments_by_start" ON "tournaments" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "tournaments_organiser_idx" ON "tournaments" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "tournaments_rule_set_idx" ON "tournaments" USING btree ("rule_set_id");--> statement-breakpoint
CREATE INDEX "tournaments_payment_product_idx" ON "tournaments" USING btree ("payment_product_id");