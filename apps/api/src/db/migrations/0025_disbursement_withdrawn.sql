ALTER TABLE "disbursements" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disbursements" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_withdrawn_check" CHECK (("disbursements"."withdrawn_at" is null) = ("disbursements"."withdrawn_reason" is null));