CREATE TABLE "info_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_html" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;