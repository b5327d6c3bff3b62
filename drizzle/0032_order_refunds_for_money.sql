ALTER TABLE "order_refunds" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "commission_reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
-- the operator's refunds so far were recorded as given
UPDATE "order_refunds" SET "status" = 'succeeded', "settled_at" = "created_at";
