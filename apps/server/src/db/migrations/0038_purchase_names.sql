-- Issue 33: what a payment bought is named by its own name (the tournament's); the web app words
-- "entry" and "Refund" in the reader's language from the purpose, the payment type and refund_of.
UPDATE "transactions" SET "description" = substr("description", 9)
  WHERE "refund_of" IS NOT NULL AND "description" LIKE 'Refund: %';--> statement-breakpoint
UPDATE "transactions" SET "description" = left("description", -7)
  WHERE "payment_type" = 'Tournament Subscription' AND "description" LIKE '%: entry';--> statement-breakpoint
UPDATE "checkouts" SET "description" = left("description", -7)
  WHERE "purpose" = 'tournament_entry' AND "description" LIKE '%: entry';--> statement-breakpoint
UPDATE "payment_products" SET "name" = left("name", -7), "description" = ''
  WHERE "name" LIKE '%: entry' AND "description" LIKE 'Entry to the tournament %';--> statement-breakpoint
UPDATE "local_pay_prices" SET "name" = left("name", -7), "description" = ''
  WHERE "name" LIKE '%: entry' AND "description" LIKE 'Entry to the tournament %';
