CREATE TABLE "fishing_experience_countries" (
	"experience_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "fishing_experience_countries_experience_id_country_code_pk" PRIMARY KEY("experience_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "fishing_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fishing_type_id" uuid NOT NULL,
	"work_type_id" uuid NOT NULL,
	"role_name" text NOT NULL,
	"years" integer NOT NULL,
	"boat_names" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_privacy" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"show_email" boolean NOT NULL,
	"show_phone" boolean NOT NULL,
	"show_profile_details" boolean NOT NULL,
	"show_boats" boolean NOT NULL,
	"show_experience" boolean NOT NULL,
	"show_coordinates" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"country_code" text,
	"state_name" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"hull_number" text NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid NOT NULL,
	"make_id" uuid,
	"country_code" text NOT NULL,
	"captain_email" text NOT NULL,
	"size" double precision,
	"size_unit_id" integer NOT NULL,
	"picture_key" text,
	"motor_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "motors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_id" uuid NOT NULL,
	"model" text NOT NULL,
	"make_id" uuid NOT NULL,
	"top_speed" double precision,
	"cruise_speed" double precision,
	"load_percentage" double precision,
	"gph" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "propeller_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_id" uuid NOT NULL,
	"blades" integer,
	"diameter" double precision,
	"pitch" double precision,
	"size_unit_id" integer NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"characteristics" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fishing_experience_countries" ADD CONSTRAINT "fishing_experience_countries_experience_id_fishing_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."fishing_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_experience_countries" ADD CONSTRAINT "fishing_experience_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_experiences" ADD CONSTRAINT "fishing_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_experiences" ADD CONSTRAINT "fishing_experiences_fishing_type_id_fishing_types_id_fk" FOREIGN KEY ("fishing_type_id") REFERENCES "public"."fishing_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_experiences" ADD CONSTRAINT "fishing_experiences_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_experiences" ADD CONSTRAINT "fishing_experiences_role_name_roles_name_fk" FOREIGN KEY ("role_name") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privacy" ADD CONSTRAINT "user_privacy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_type_id_boat_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."boat_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_make_id_boat_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."boat_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_size_unit_id_units_id_fk" FOREIGN KEY ("size_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_motor_id_motors_id_fk" FOREIGN KEY ("motor_id") REFERENCES "public"."motors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_model_id_propeller_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."propeller_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motors" ADD CONSTRAINT "motors_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motors" ADD CONSTRAINT "motors_make_id_motor_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."motor_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propeller_models" ADD CONSTRAINT "propeller_models_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propeller_models" ADD CONSTRAINT "propeller_models_size_unit_id_units_id_fk" FOREIGN KEY ("size_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propeller_models" ADD CONSTRAINT "propeller_models_manufacturer_id_propeller_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."propeller_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fishing_experience_countries_country_code_idx" ON "fishing_experience_countries" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "fishing_experiences_user_created_idx" ON "fishing_experiences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "fishing_experiences_fishing_type_id_idx" ON "fishing_experiences" USING btree ("fishing_type_id");--> statement-breakpoint
CREATE INDEX "fishing_experiences_work_type_id_idx" ON "fishing_experiences" USING btree ("work_type_id");--> statement-breakpoint
CREATE INDEX "fishing_experiences_role_name_idx" ON "fishing_experiences" USING btree ("role_name");--> statement-breakpoint
CREATE INDEX "user_profiles_country_code_idx" ON "user_profiles" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "boats_owner_id_idx" ON "boats" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "boats_captain_email_idx" ON "boats" USING btree ("captain_email") WHERE "boats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "boats_type_id_idx" ON "boats" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "boats_make_id_idx" ON "boats" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "boats_country_code_idx" ON "boats" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "boats_size_unit_id_idx" ON "boats" USING btree ("size_unit_id");--> statement-breakpoint
CREATE INDEX "boats_motor_id_idx" ON "boats" USING btree ("motor_id");--> statement-breakpoint
CREATE INDEX "boats_model_id_idx" ON "boats" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "motors_created_by_id_idx" ON "motors" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "motors_make_id_idx" ON "motors" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "propeller_models_created_by_id_idx" ON "propeller_models" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "propeller_models_size_unit_id_idx" ON "propeller_models" USING btree ("size_unit_id");--> statement-breakpoint
CREATE INDEX "propeller_models_manufacturer_id_idx" ON "propeller_models" USING btree ("manufacturer_id");