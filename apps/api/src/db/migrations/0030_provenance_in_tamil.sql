ALTER TABLE "products" ADD COLUMN "cluster_name_ta" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "yarn_ta" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gi_name_ta" text;