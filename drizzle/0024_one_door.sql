CREATE TABLE "order_form_uses" (
	"form_key" text PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"checkout_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "ship_to_other_addresses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "order_form_uses" ADD CONSTRAINT "order_form_uses_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- a one-person clinic (every registration before clinics existed) keeps shipping to its owner's own addresses
UPDATE "organization" SET "ship_to_other_addresses" = true WHERE (SELECT count(*) FROM "member" WHERE "member"."organization_id" = "organization"."id") = 1;
