ALTER TABLE "orders" ADD COLUMN "delivery_min_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_max_days" smallint;