ALTER TABLE "order_lines" ADD COLUMN "title_ta" text;--> statement-breakpoint
-- Lines bought before: the product's Tamil title, where the product is still
-- there under the English title that was bought (a renamed product keeps none).
UPDATE "order_lines" l SET "title_ta" = p."title_ta"
FROM "products" p
WHERE l."product_id" = p."id" AND l."title_ta" IS NULL AND p."title_ta" IS NOT NULL AND p."title" = l."title";
