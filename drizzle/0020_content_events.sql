ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "description_html" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;