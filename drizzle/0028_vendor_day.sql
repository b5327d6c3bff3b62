ALTER TABLE "coupons" ADD COLUMN "expires_at_before_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD COLUMN "accepted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "vendor_members" SET "accepted_at" = "created_at";