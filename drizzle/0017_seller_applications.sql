ALTER TABLE "vendor_applications" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;