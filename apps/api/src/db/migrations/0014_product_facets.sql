ALTER TABLE "products" ADD COLUMN "fabric" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fabric_check" CHECK ("products"."fabric" is null or "products"."fabric" in ('silk', 'cotton', 'silk-cotton'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_check" CHECK ("products"."colour" is null or "products"."colour" in ('red', 'maroon', 'pink', 'orange', 'yellow', 'green', 'blue', 'purple', 'white', 'cream', 'grey', 'black', 'gold', 'multicolour'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_occasions_check" CHECK ("products"."occasions" <@ array['wedding', 'festive', 'daily-wear', 'office', 'temple']::text[]);