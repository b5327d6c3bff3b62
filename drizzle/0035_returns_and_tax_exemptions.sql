CREATE TABLE "tax_exemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_exemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"uploaded_by" text,
	"certificate_number" text NOT NULL,
	"state" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "order_return_lines_positive" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"rma_number" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"dea_form" text,
	"reject_reason" text,
	"label_note" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "order_returns_rma_number_unique" UNIQUE("rma_number")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "return_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption" text;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_exemptions_location_idx" ON "tax_exemptions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "tax_exemptions_status_idx" ON "tax_exemptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_vendor_idx" ON "order_returns" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");