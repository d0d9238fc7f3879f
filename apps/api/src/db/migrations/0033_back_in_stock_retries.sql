ALTER TABLE "back_in_stock_requests" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD COLUMN "next_try_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD COLUMN "given_up_at" timestamp with time zone;