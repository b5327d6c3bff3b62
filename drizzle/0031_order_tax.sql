ALTER TABLE "orders" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_state";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_rate_bps";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_cents";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_label";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "total_cents";