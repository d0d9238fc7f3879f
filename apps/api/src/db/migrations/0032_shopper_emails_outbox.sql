CREATE TABLE "shopper_emails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopper_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"given_up_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "shopper_emails" ADD CONSTRAINT "shopper_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_emails_due_idx" ON "shopper_emails" USING btree ("next_try_at") WHERE "shopper_emails"."sent_at" is null and "shopper_emails"."given_up_at" is null;--> statement-breakpoint
CREATE INDEX "shopper_emails_order_idx" ON "shopper_emails" USING btree ("order_id");