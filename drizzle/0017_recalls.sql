CREATE TABLE "order_form_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"form_number" text NOT NULL,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"lots" jsonb NOT NULL,
	"order_ids" jsonb NOT NULL,
	"acknowledged_by" text,
	"acknowledged_by_name" text,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_number" text NOT NULL,
	"classification" text NOT NULL,
	"product_description" text NOT NULL,
	"firm" text NOT NULL,
	"reason" text NOT NULL,
	"code_info" text NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"initiated_on" text,
	"vendor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"lots" jsonb NOT NULL,
	"all_lots" boolean DEFAULT false NOT NULL,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recalls_recall_number_unique" UNIQUE("recall_number")
);
--> statement-breakpoint
ALTER TABLE "order_form_confirmations" ADD CONSTRAINT "order_form_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_acknowledged_by_user_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_notices_recall_location_idx" ON "recall_notices" USING btree ("recall_id","location_id");--> statement-breakpoint
CREATE INDEX "recall_notices_location_idx" ON "recall_notices" USING btree ("location_id");