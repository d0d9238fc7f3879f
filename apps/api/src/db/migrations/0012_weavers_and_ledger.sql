CREATE TABLE "disbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"given_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"recipient" text NOT NULL,
	"receipt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disbursements_amount_paise_check" CHECK ("disbursements"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "weavers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ta" text NOT NULL,
	"village" text NOT NULL,
	"district" text NOT NULL,
	"loom" text NOT NULL,
	"years_weaving" smallint NOT NULL,
	"story" text NOT NULL,
	"portrait" text,
	"consent" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"illustrative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weavers_loom_check" CHECK ("weavers"."loom" in ('pit', 'frame')),
	CONSTRAINT "weavers_years_weaving_check" CHECK ("weavers"."years_weaving" between 0 and 90),
	CONSTRAINT "weavers_published_needs_consent_check" CHECK (not "weavers"."published" or "weavers"."consent")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weaver_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cluster_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "loom_days" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "yarn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handloom_mark" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "india_handloom_brand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "silk_mark_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gi_name" text;--> statement-breakpoint
CREATE INDEX "disbursements_given_on_idx" ON "disbursements" USING btree ("given_on" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "weavers_slug_idx" ON "weavers" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weaver_id_weavers_id_fk" FOREIGN KEY ("weaver_id") REFERENCES "public"."weavers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_weaver_id_idx" ON "products" USING btree ("weaver_id") WHERE "products"."weaver_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_loom_days_check" CHECK ("products"."loom_days" is null or "products"."loom_days" between 1 and 365);