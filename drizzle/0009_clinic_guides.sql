CREATE TABLE "clinic_order_guide_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_order_guide_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guide_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"par_level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_order_guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_order_guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"location_id" integer,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinic_order_guide_items" ADD CONSTRAINT "clinic_order_guide_items_guide_id_clinic_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."clinic_order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guides" ADD CONSTRAINT "clinic_order_guides_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guides" ADD CONSTRAINT "clinic_order_guides_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guides" ADD CONSTRAINT "clinic_order_guides_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_order_guide_items_uq" ON "clinic_order_guide_items" USING btree ("guide_id","product_id","variation_id");--> statement-breakpoint
CREATE INDEX "clinic_order_guides_org_idx" ON "clinic_order_guides" USING btree ("organization_id");