CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cod_enabled" boolean DEFAULT false NOT NULL,
	"cod_fee_paise" integer DEFAULT 4000 NOT NULL,
	"cod_min_paise" integer DEFAULT 0 NOT NULL,
	"cod_max_paise" integer DEFAULT 5000000 NOT NULL,
	"cod_refused_pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row_check" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_cod_check" CHECK ("shop_settings"."cod_fee_paise" >= 0 and "shop_settings"."cod_min_paise" >= 0 and "shop_settings"."cod_max_paise" >= "shop_settings"."cod_min_paise")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_wrong_codes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_codes_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."shipping_paise" >= 0 and "orders"."donation_paise" >= 0 and "orders"."cod_fee_paise" >= 0 and "orders"."total_paise" > 0);--> statement-breakpoint
-- Orders from before: placed when they were paid; the sandbox took cards only.
UPDATE "orders" SET "placed_at" = "paid_at" WHERE "number" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'card' WHERE "payment_provider" = 'sandbox' AND "payment_id" IS NOT NULL;--> statement-breakpoint
-- COD starts off; seeding the demo catalogue turns it on (seed.ts).
INSERT INTO "shop_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
