CREATE TABLE "clinic_approval_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_approval_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"approval_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"vendor_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_approval_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_approval_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"location_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer,
	"vendor_id" integer,
	"category_id" integer,
	"regulatory_classes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"location_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_cents" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinic_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"line1" text DEFAULT '' NOT NULL,
	"line2" text,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"monthly_budget_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "clinic_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"location_id" integer NOT NULL,
	"approval_id" integer,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'viewer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_limit_cents" integer
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"self_approval" boolean DEFAULT false NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_location_id" integer;--> statement-breakpoint
ALTER TABLE "clinic_approval_items" ADD CONSTRAINT "clinic_approval_items_approval_id_clinic_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."clinic_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_approval_rules" ADD CONSTRAINT "clinic_approval_rules_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_approval_rules" ADD CONSTRAINT "clinic_approval_rules_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_approvals" ADD CONSTRAINT "clinic_approvals_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_approvals" ADD CONSTRAINT "clinic_approvals_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_approvals" ADD CONSTRAINT "clinic_approvals_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_approvals" ADD CONSTRAINT "clinic_approvals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_locations" ADD CONSTRAINT "clinic_locations_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guide_items" ADD CONSTRAINT "clinic_order_guide_items_guide_id_clinic_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."clinic_order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guides" ADD CONSTRAINT "clinic_order_guides_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guides" ADD CONSTRAINT "clinic_order_guides_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_order_guides" ADD CONSTRAINT "clinic_order_guides_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_orders" ADD CONSTRAINT "clinic_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_orders" ADD CONSTRAINT "clinic_orders_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_orders" ADD CONSTRAINT "clinic_orders_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_orders" ADD CONSTRAINT "clinic_orders_approval_id_clinic_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."clinic_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_approval_items_approval_idx" ON "clinic_approval_items" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "clinic_approval_rules_org_idx" ON "clinic_approval_rules" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "clinic_approvals_org_idx" ON "clinic_approvals" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "clinic_locations_org_idx" ON "clinic_locations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_order_guide_items_uq" ON "clinic_order_guide_items" USING btree ("guide_id","product_id","variation_id");--> statement-breakpoint
CREATE INDEX "clinic_order_guides_org_idx" ON "clinic_order_guides" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "clinic_orders_location_idx" ON "clinic_orders" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "invitation_org_idx" ON "invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_user_uq" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
-- Every existing buyer becomes a one-person clinic (owner) with one location from their default address.
INSERT INTO "organization" ("id", "name", "slug", "created_at")
SELECT 'clinic-' || u."id",
  coalesce(nullif(trim(u."clinic_name"), ''), nullif(trim(u."first_name" || ' ' || u."last_name"), ''), u."name", u."email"),
  'clinic-' || u."id", u."created_at"
FROM "user" u
WHERE u."position" <> 'Sales Rep' AND u."role" = 'customer' AND NOT EXISTS (SELECT 1 FROM "member" m WHERE m."user_id" = u."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "member" ("id", "organization_id", "user_id", "role", "created_at")
SELECT 'member-' || u."id", 'clinic-' || u."id", u."id", 'owner', u."created_at"
FROM "user" u JOIN "organization" o ON o."id" = 'clinic-' || u."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "clinic_locations" ("organization_id", "name", "full_name", "line1", "line2", "city", "state", "zip", "country", "phone")
SELECT o."id", o."name",
  coalesce(a."full_name", ''), coalesce(a."line1", ''), a."line2", coalesce(a."city", ''),
  coalesce(a."state", u."state", ''), coalesce(a."zip", ''), coalesce(a."country", 'US'), a."phone"
FROM "organization" o
JOIN "user" u ON o."id" = 'clinic-' || u."id"
LEFT JOIN LATERAL (
  SELECT * FROM "addresses" x WHERE x."user_id" = u."id"
  ORDER BY x."is_default_shipping" DESC, x."id" LIMIT 1
) a ON true
WHERE NOT EXISTS (SELECT 1 FROM "clinic_locations" l WHERE l."organization_id" = o."id");--> statement-breakpoint
-- Past orders count towards the new location's spending.
INSERT INTO "clinic_orders" ("order_id", "organization_id", "location_id", "total_cents", "created_at")
SELECT ord."id", l."organization_id", l."id", ord."total_cents", ord."created_at"
FROM "orders" ord
JOIN "clinic_locations" l ON l."organization_id" = 'clinic-' || ord."user_id"
ON CONFLICT DO NOTHING;
