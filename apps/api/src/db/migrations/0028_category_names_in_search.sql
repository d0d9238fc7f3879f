-- An owner's Tamil category name becomes searchable (decision 020, "The
-- owner's Tamil category names"). search_vector is a generated column and
-- can read only its own row, so each product carries its category's Tamil
-- name in category_name_ta, kept by the triggers below whoever writes
-- (the dashboard, a CSV import, psql), and search_vector reads it at weight
-- B, as it reads the category. Hand-written around drizzle-kit's two
-- statements: the column comes first and is filled while search_vector is
-- away, so the table is rewritten once; dropping search_vector dropped its
-- GIN index, made again as in 0015.
ALTER TABLE "products" ADD COLUMN "category_name_ta" text;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
UPDATE "products" p SET "category_name_ta" = n."name_ta" FROM "category_names" n WHERE n."category" = p."category";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."title", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'A') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."title_ta", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'A') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce(replace("products"."category", '_', ' '), ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'B') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."category_name_ta", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'B') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."description", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'C') || setweight(to_tsvector('english'::regconfig, normalize(regexp_replace(normalize(coalesce("products"."description_ta", ''), NFD), '[\u0300-\u036f]', '', 'g'), NFC)), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WHERE "products"."deleted_at" is null;--> statement-breakpoint
-- A product takes its category's name when it is saved with a category.
CREATE OR REPLACE FUNCTION product_category_name_ta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.category_name_ta := (SELECT n.name_ta FROM category_names n WHERE n.category = NEW.category);
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_category_name_ta"
	BEFORE INSERT OR UPDATE OF "category", "category_name_ta"
	ON "products" FOR EACH ROW EXECUTE FUNCTION product_category_name_ta();--> statement-breakpoint
-- Every product of a category takes the name the owner gives it, or loses the one the owner clears.
CREATE OR REPLACE FUNCTION category_name_ta_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE products SET category_name_ta = NULL WHERE category_name_ta IS NOT NULL;
		RETURN NULL;
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.category <> NEW.category) THEN
		UPDATE products SET category_name_ta = NULL WHERE category = OLD.category AND category_name_ta IS NOT NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE products SET category_name_ta = NEW.name_ta WHERE category = NEW.category AND category_name_ta IS DISTINCT FROM NEW.name_ta;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "category_names_products"
	AFTER INSERT OR UPDATE OR DELETE ON "category_names"
	FOR EACH ROW EXECUTE FUNCTION category_name_ta_changed();--> statement-breakpoint
CREATE TRIGGER "category_names_products_truncate"
	AFTER TRUNCATE ON "category_names"
	FOR EACH STATEMENT EXECUTE FUNCTION category_name_ta_changed();--> statement-breakpoint
-- What search matches has changed when a product's category name has (0023).
DROP TRIGGER "products_catalogue_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed"
	AFTER INSERT OR DELETE OR TRUNCATE
	OR UPDATE OF "title", "title_ta", "description", "description_ta", "category", "category_name_ta", "price_paise", "discount_percent", "fabric", "colour", "occasions", "created_at", "deleted_at"
	ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
