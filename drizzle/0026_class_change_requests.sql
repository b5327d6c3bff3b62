CREATE TABLE "class_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"from_class" text NOT NULL,
	"to_class" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_change_requests" ADD CONSTRAINT "class_change_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_change_requests_pending_idx" ON "class_change_requests" USING btree ("product_id") WHERE "class_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "class_change_requests_status_idx" ON "class_change_requests" USING btree ("status","created_at");