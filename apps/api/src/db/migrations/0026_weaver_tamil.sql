ALTER TABLE "weavers" ADD COLUMN "village_ta" text;--> statement-breakpoint
ALTER TABLE "weavers" ADD COLUMN "district_ta" text;--> statement-breakpoint
ALTER TABLE "weavers" ADD COLUMN "story_ta" text;