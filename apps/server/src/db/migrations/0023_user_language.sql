-- The language the user reads the app and their e-mails in (issue 19); null until they choose one,
-- when the app follows their browser and e-mails are in English.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));
