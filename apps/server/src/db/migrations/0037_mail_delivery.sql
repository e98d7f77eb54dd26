-- Issue 35: mail is delivered by a mail driver. Mail written before is 'kept' (the outbox driver's):
-- turning SMTP on later never sends old mail. docs/decisions/016-mail-delivery-at-most-once.md.
ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "smtp_response" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failure" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_sending_idx" ON "mail_outbox" USING btree ("claimed_at") WHERE "mail_outbox"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("failed_at") WHERE "mail_outbox"."state" = 'failed';