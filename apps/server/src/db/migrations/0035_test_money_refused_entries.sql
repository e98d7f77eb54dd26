-- Issue 32: a paid checkout the tournament no longer took is refused (and refunded); every checkout
-- and ledger line says whether it was test money. Those of the local test checkout always were.
ALTER TABLE "checkouts" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "test_money" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "test_money" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "checkouts_refused" ON "checkouts" USING btree ("refused_at") WHERE "checkouts"."refused_at" is not null;--> statement-breakpoint
UPDATE "checkouts" SET "test_money" = true WHERE "provider" = 'local';--> statement-breakpoint
UPDATE "transactions" SET "test_money" = true
  WHERE "checkout_id" IN (SELECT "id" FROM "checkouts" WHERE "provider" = 'local');
