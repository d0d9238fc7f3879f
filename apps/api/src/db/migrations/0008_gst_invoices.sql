CREATE TABLE "gst_rates" (
	"hsn" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"threshold_paise" integer,
	"rate_above_basis_points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_basis_points" between 0 and 10000 and ("gst_rates"."rate_above_basis_points" is null or "gst_rates"."rate_above_basis_points" between 0 and 10000)),
	CONSTRAINT "gst_rates_threshold_check" CHECK (("gst_rates"."threshold_paise" is null) = ("gst_rates"."rate_above_basis_points" is null) and ("gst_rates"."threshold_paise" is null or "gst_rates"."threshold_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_value_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller_state_code" text DEFAULT '33' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller_gstin" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller_gstin_is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_id_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_id_idx" ON "tax_documents" USING btree ("invoice_id") WHERE "tax_documents"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "tax_documents_issued_at_idx" ON "tax_documents" USING btree ("issued_at");