-- The in-memory search index (features/catalog/search-index.ts) answers only
-- while the catalogue it read is unchanged: every statement that changes what
-- search matches or orders by bumps this one number, whoever runs it (the
-- admin, a CSV import, another instance, psql). The index remembers the number
-- it was built at and compares it with the one read beside each page's rows.
-- Stock is left out of the trigger's columns: orders change it all day, and
-- search neither matches nor orders by it. Hand-written: drizzle-kit cannot
-- write triggers.
CREATE TABLE IF NOT EXISTS "catalogue_version" (
	"only" boolean PRIMARY KEY DEFAULT true CHECK ("only"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("only", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_version SET version = version + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed"
	AFTER INSERT OR DELETE OR TRUNCATE
	OR UPDATE OF "title", "title_ta", "description", "description_ta", "category", "price_paise", "discount_percent", "fabric", "colour", "occasions", "created_at", "deleted_at"
	ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
