CREATE TABLE "clinic_member_locations" (
	"member_id" text NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "clinic_member_locations_member_id_location_id_pk" PRIMARY KEY("member_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "clinic_member_locations" ADD CONSTRAINT "clinic_member_locations_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_member_locations" ADD CONSTRAINT "clinic_member_locations_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_member_locations_loc_idx" ON "clinic_member_locations" USING btree ("location_id");