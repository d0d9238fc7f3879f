CREATE TABLE "stray_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_requested_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"refund_failure" text,
	CONSTRAINT "stray_payments_amount_check" CHECK ("stray_payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "shopper_emails" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "stray_payments" ADD CONSTRAINT "stray_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stray_payments_unrefunded_idx" ON "stray_payments" USING btree ("created_at") WHERE "stray_payments"."refund_id" is null;