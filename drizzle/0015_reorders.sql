CREATE TABLE "clinic_reorder_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_reorder_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reorder_id" integer NOT NULL,
	"on_date" text NOT NULL,
	"action" text NOT NULL,
	"message" text,
	"approval_id" integer,
	"order_ids" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_reorders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_reorders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"location_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"guide_id" integer,
	"order_id" integer,
	"every_weeks" integer NOT NULL,
	"weekday" integer NOT NULL,
	"starts_on" text NOT NULL,
	"skip_next" boolean DEFAULT false NOT NULL,
	"last_run_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinic_reorder_runs" ADD CONSTRAINT "clinic_reorder_runs_reorder_id_clinic_reorders_id_fk" FOREIGN KEY ("reorder_id") REFERENCES "public"."clinic_reorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reorder_runs" ADD CONSTRAINT "clinic_reorder_runs_approval_id_clinic_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."clinic_approvals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reorders" ADD CONSTRAINT "clinic_reorders_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reorders" ADD CONSTRAINT "clinic_reorders_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reorders" ADD CONSTRAINT "clinic_reorders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reorders" ADD CONSTRAINT "clinic_reorders_guide_id_clinic_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."clinic_order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reorders" ADD CONSTRAINT "clinic_reorders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_reorder_runs_uq" ON "clinic_reorder_runs" USING btree ("reorder_id","on_date");--> statement-breakpoint
CREATE INDEX "clinic_reorders_org_idx" ON "clinic_reorders" USING btree ("organization_id");