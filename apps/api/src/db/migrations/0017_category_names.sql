CREATE TABLE "category_names" (
	"category" text PRIMARY KEY NOT NULL,
	"name_ta" text NOT NULL,
	CONSTRAINT "category_names_name_ta_check" CHECK (length(btrim("category_names"."name_ta")) > 0)
);
