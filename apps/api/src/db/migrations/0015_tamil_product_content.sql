ALTER TABLE "products" ADD COLUMN "title_ta" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ta" text;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."title", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'A') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."title_ta", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'A') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce(replace("products"."category", '_', ' '), ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'B') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."description", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'C') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."description_ta", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'C')) STORED NOT NULL;--> statement-breakpoint
-- hand-written: drizzle-kit writes the two ADD COLUMN statements after the
-- new search_vector, which reads them, so they were moved up; and dropping
-- search_vector dropped its GIN index, which drizzle-kit does not know, so it
-- is made again as in migration 0010.
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WHERE "products"."deleted_at" is null;
