CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"pincode" text NOT NULL,
	"address" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_pincode" text DEFAULT '632301' NOT NULL,
	"processing_days" smallint DEFAULT 2 NOT NULL,
	"same_district_min_days" smallint DEFAULT 1 NOT NULL,
	"same_district_max_days" smallint DEFAULT 2 NOT NULL,
	"tamil_nadu_min_days" smallint DEFAULT 2 NOT NULL,
	"tamil_nadu_max_days" smallint DEFAULT 4 NOT NULL,
	"south_min_days" smallint DEFAULT 3 NOT NULL,
	"south_max_days" smallint DEFAULT 6 NOT NULL,
	"rest_min_days" smallint DEFAULT 5 NOT NULL,
	"rest_max_days" smallint DEFAULT 8 NOT NULL,
	"far_min_days" smallint DEFAULT 7 NOT NULL,
	"far_max_days" smallint DEFAULT 12 NOT NULL,
	"unserved_pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row_check" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_days_check" CHECK ("delivery_settings"."processing_days" >= 0 and "delivery_settings"."same_district_min_days" >= 0 and "delivery_settings"."same_district_max_days" >= "delivery_settings"."same_district_min_days"
        and "delivery_settings"."tamil_nadu_min_days" >= 0 and "delivery_settings"."tamil_nadu_max_days" >= "delivery_settings"."tamil_nadu_min_days" and "delivery_settings"."south_min_days" >= 0 and "delivery_settings"."south_max_days" >= "delivery_settings"."south_min_days"
        and "delivery_settings"."rest_min_days" >= 0 and "delivery_settings"."rest_max_days" >= "delivery_settings"."rest_min_days" and "delivery_settings"."far_min_days" >= 0 and "delivery_settings"."far_max_days" >= "delivery_settings"."far_min_days")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_locality" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_landmark" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_last_used_at_idx" ON "addresses" USING btree ("user_id","last_used_at" DESC NULLS LAST);