CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."title", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'A') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce(replace("products"."category", '_', ' '), ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'B') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."description", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_paise" integer GENERATED ALWAYS AS ("products"."price_paise" - round("products"."price_paise"::numeric * "products"."discount_percent" / 100)::integer) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_product_id_user_id_idx" ON "back_in_stock_requests" USING btree ("product_id","user_id") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_user_id_idx" ON "back_in_stock_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_sale_price_paise_created_at_idx" ON "products" USING btree ("sale_price_paise","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" is null;