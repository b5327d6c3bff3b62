CREATE TABLE "vendor_webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"order_id" integer,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"response_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_webhooks" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "header_file" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "shipping_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "vendor_webhook_deliveries" ADD CONSTRAINT "vendor_webhook_deliveries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_webhooks" ADD CONSTRAINT "vendor_webhooks_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_webhook_deliveries_vendor_idx" ON "vendor_webhook_deliveries" USING btree ("vendor_id","id");