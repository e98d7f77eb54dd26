CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"return_path" text NOT NULL,
	"request_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payer_email" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkouts_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('open', 'complete', 'expired')),
	CONSTRAINT "checkouts_quantity" CHECK ("checkouts"."quantity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "local_pay_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_pay_prices_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "local_pay_prices_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "local_pay_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_pay_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "local_pay_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"price_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"payment_method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_pay_sessions_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "local_pay_sessions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_pay_sessions_status" CHECK ("local_pay_sessions"."status" in ('open', 'complete', 'expired')),
	CONSTRAINT "local_pay_sessions_paid" CHECK (("local_pay_sessions"."status" = 'complete') = ("local_pay_sessions"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_product_id" text NOT NULL,
	"provider_price_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_products_provider_price_id_unique" UNIQUE("provider_price_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"confirmation_number" text,
	"type" text NOT NULL,
	"merchant" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_type" text NOT NULL,
	"activity_source" text NOT NULL,
	"checkout_id" uuid,
	"refund_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type" CHECK ("transactions"."type" in ('Credit', 'Debit')),
	CONSTRAINT "transactions_status" CHECK ("transactions"."status" in ('Complete', 'Incomplete', 'Rejected')),
	CONSTRAINT "transactions_amount" CHECK ("transactions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_product_id_payment_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."payment_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_pay_refunds" ADD CONSTRAINT "local_pay_refunds_payment_id_local_pay_sessions_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."local_pay_sessions"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_pay_sessions" ADD CONSTRAINT "local_pay_sessions_price_id_local_pay_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."local_pay_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_products" ADD CONSTRAINT "payment_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_of_transactions_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_open_by_age" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "checkouts_by_user" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_payment_per_checkout" ON "transactions" USING btree ("checkout_id") WHERE "transactions"."type" = 'Credit' and "transactions"."status" = 'Complete';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_refund_per_payment" ON "transactions" USING btree ("refund_of") WHERE "transactions"."type" = 'Debit';--> statement-breakpoint
CREATE INDEX "transactions_by_user" ON "transactions" USING btree ("user_id","created_at","id");