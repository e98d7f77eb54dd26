CREATE TABLE "ranking_contributions" (
	"log_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"species_id" uuid NOT NULL,
	"water" text NOT NULL,
	"region" text NOT NULL,
	"locality" text NOT NULL,
	"verified" boolean NOT NULL,
	"points" double precision NOT NULL,
	"subjects" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_days" (
	"category" text NOT NULL,
	"day" date NOT NULL,
	"subject_id" uuid NOT NULL,
	"species_id" uuid NOT NULL,
	"water" text NOT NULL,
	"region" text NOT NULL,
	"locality" text NOT NULL,
	"verified" boolean NOT NULL,
	"points" double precision NOT NULL,
	"catches" integer NOT NULL,
	CONSTRAINT "ranking_days_pk" PRIMARY KEY("category","day","subject_id","species_id","water","region","locality","verified")
);
--> statement-breakpoint
CREATE TABLE "ranking_totals" (
	"category" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"species" text NOT NULL,
	"water" text NOT NULL,
	"place" text NOT NULL,
	"verified_only" boolean NOT NULL,
	"subject_id" uuid NOT NULL,
	"points" double precision NOT NULL,
	"catches" integer NOT NULL,
	"verified_catches" integer NOT NULL,
	CONSTRAINT "ranking_totals_pk" PRIMARY KEY("category","period","period_start","species","water","place","verified_only","subject_id"),
	CONSTRAINT "ranking_totals_period" CHECK ("ranking_totals"."period" in ('month', 'year'))
);
--> statement-breakpoint
ALTER TABLE "user_privacy" ADD COLUMN "appear_in_rankings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "ranking_days_subject_idx" ON "ranking_days" USING btree ("category","subject_id","day");--> statement-breakpoint
CREATE INDEX "ranking_totals_order_idx" ON "ranking_totals" USING btree ("category","period","period_start","species","water","place","verified_only","points" DESC NULLS LAST,"verified_catches" DESC NULLS LAST,"catches" DESC NULLS LAST,"subject_id");