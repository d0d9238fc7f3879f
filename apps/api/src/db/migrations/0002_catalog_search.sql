-- Title search is "title contains the text, case-insensitively": the
-- repository asks title_search (lower(title), migration 0001) LIKE
-- '%' || lower(text) || '%', which is how PostgreSQL runs ILIKE anyway. No
-- b-tree serves a pattern with a leading %; a trigram GIN index does, for any
-- substring of three characters or more, in any script (Tamil titles are
-- found by any part of a word: features/catalog/catalog.test.ts). Only live
-- products are searched, so deleted ones stay out of the index.
-- Hand-written because drizzle-kit cannot create the extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_search_trgm_idx" ON "products" USING gin ("title_search" gin_trgm_ops) WHERE "deleted_at" IS NULL;
