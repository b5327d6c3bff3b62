CREATE TABLE "controlled_record" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "controlled_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"vendor_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"location_id" integer,
	"clinic" text NOT NULL,
	"location" text NOT NULL,
	"dea_number" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"code" text NOT NULL,
	"schedule" text NOT NULL,
	"quantity" integer NOT NULL,
	"lot" text,
	"order_form" text
);
--> statement-breakpoint
CREATE TABLE "dea_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dea_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"added_by" text,
	"number" text NOT NULL,
	"schedules" jsonb NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "state_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"added_by" text,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "controlled_record" ADD CONSTRAINT "controlled_record_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_record" ADD CONSTRAINT "controlled_record_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dea_registrations" ADD CONSTRAINT "dea_registrations_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dea_registrations" ADD CONSTRAINT "dea_registrations_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_licences" ADD CONSTRAINT "state_licences_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_licences" ADD CONSTRAINT "state_licences_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controlled_record_vendor_idx" ON "controlled_record" USING btree ("vendor_id","at");--> statement-breakpoint
CREATE INDEX "controlled_record_order_idx" ON "controlled_record" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dea_registrations_location_idx" ON "dea_registrations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "state_licences_location_idx" ON "state_licences" USING btree ("location_id");