ALTER TABLE "products" ADD COLUMN "title_search" text GENERATED ALWAYS AS (lower(normalize("products"."title", NFC))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_paise_created_at_idx" ON "products" USING btree ("price_paise","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."deleted_at" is null;
