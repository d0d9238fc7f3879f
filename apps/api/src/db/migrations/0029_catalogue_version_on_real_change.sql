-- catalogue_version (0023, 0028) moves only when a row search reads has
-- changed. Its statement trigger fired for every UPDATE naming a searched
-- column, so a write that changed nothing (the admin's refused update or
-- delete of a product that is not there, an update refused for a stale stock,
-- a save with the same values) still made every instance rebuild its search
-- index. Now an UPDATE bumps it once per row whose searched columns differ
-- (stock is still left out); INSERT and DELETE bump it once per statement that
-- touched a row (their transition tables tell); TRUNCATE always. PostgreSQL
-- allows no transition tables on a trigger with a column list, hence the row
-- trigger for UPDATE. Hand-written: drizzle-kit cannot write triggers.
DROP TRIGGER "products_catalogue_changed" ON "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM changed_rows) THEN
		UPDATE catalogue_version SET version = version + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_inserted"
	AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_deleted"
	AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncated"
	AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_updated"
	AFTER UPDATE OF "title", "title_ta", "description", "description_ta", "category", "category_name_ta", "price_paise", "discount_percent", "fabric", "colour", "occasions", "created_at", "deleted_at"
	ON "products" FOR EACH ROW
	WHEN ((OLD."title", OLD."title_ta", OLD."description", OLD."description_ta", OLD."category", OLD."category_name_ta", OLD."price_paise", OLD."discount_percent", OLD."fabric", OLD."colour", OLD."occasions", OLD."created_at", OLD."deleted_at")
		IS DISTINCT FROM (NEW."title", NEW."title_ta", NEW."description", NEW."description_ta", NEW."category", NEW."category_name_ta", NEW."price_paise", NEW."discount_percent", NEW."fabric", NEW."colour", NEW."occasions", NEW."created_at", NEW."deleted_at"))
	EXECUTE FUNCTION catalogue_changed();
