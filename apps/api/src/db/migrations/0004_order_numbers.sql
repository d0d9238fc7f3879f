CREATE TABLE "order_number_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_number_counter_one_row_check" CHECK ("order_number_counter"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
-- Orders placed before numbers existed get theirs in the order they were paid; numbers start at 10001.
UPDATE "orders" SET "number" = 10000 + "numbered"."position"
FROM (SELECT "id", row_number() OVER (ORDER BY "paid_at", "created_at", "id") AS "position" FROM "orders" WHERE "paid_at" IS NOT NULL) AS "numbered"
WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "order_number_counter" ("id", "last") SELECT 1, coalesce(max("number"), 10000) FROM "orders";
