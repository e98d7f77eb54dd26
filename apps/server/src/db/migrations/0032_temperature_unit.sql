-- Issue 31: the temperature scale is chosen apart from the length unit. Until now it followed the
-- length unit (inches read Fahrenheit), so each account keeps the scale it was reading.
ALTER TABLE "users" ADD COLUMN "temperature_unit" text DEFAULT 'celsius' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_temperature_unit_check" CHECK ("users"."temperature_unit" in ('celsius', 'fahrenheit'));--> statement-breakpoint
UPDATE "users" SET "temperature_unit" = 'fahrenheit' WHERE "size_unit_id" = 2;
