ALTER TABLE "service_providers" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "header_file" text;