DROP INDEX "cart_items_line_idx";--> statement-breakpoint
DROP INDEX "service_cart_line_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "service_cart_items" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cart_items" ADD CONSTRAINT "service_cart_items_location_id_clinic_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clinic_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every personal cart moves to its owner's clinic location: their one-person clinic when they have one,
-- else their first clinic's first location. Accounts with no clinic keep theirs (location_id null).
UPDATE "cart_items" c SET "location_id" = pick."id"
FROM (
  SELECT DISTINCT ON (m."user_id") m."user_id", l."id"
  FROM "member" m JOIN "clinic_locations" l ON l."organization_id" = m."organization_id"
  ORDER BY m."user_id", (m."organization_id" = 'clinic-' || m."user_id") DESC, m."created_at", m."id", l."id"
) pick
WHERE pick."user_id" = c."user_id";--> statement-breakpoint
UPDATE "service_cart_items" c SET "location_id" = pick."id"
FROM (
  SELECT DISTINCT ON (m."user_id") m."user_id", l."id"
  FROM "member" m JOIN "clinic_locations" l ON l."organization_id" = m."organization_id"
  ORDER BY m."user_id", (m."organization_id" = 'clinic-' || m."user_id") DESC, m."created_at", m."id", l."id"
) pick
WHERE pick."user_id" = c."user_id";--> statement-breakpoint
-- Two members' carts that met in one location merge line by line: quantities add up, nothing is dropped.
UPDATE "cart_items" k SET "quantity" = d."quantity", "checked" = d."checked"
FROM (
  SELECT min("id") AS "keep", sum("quantity")::int AS "quantity", max("checked") AS "checked"
  FROM "cart_items" WHERE "location_id" IS NOT NULL
  GROUP BY "location_id", "product_id", coalesce("variation_id", 0) HAVING count(*) > 1
) d
WHERE k."id" = d."keep";--> statement-breakpoint
DELETE FROM "cart_items" x USING "cart_items" k
WHERE x."location_id" = k."location_id" AND x."product_id" = k."product_id"
  AND coalesce(x."variation_id", 0) = coalesce(k."variation_id", 0) AND x."id" > k."id";--> statement-breakpoint
UPDATE "service_cart_items" k SET "number_of_license" = d."n", "checked" = d."checked"
FROM (
  SELECT min("id") AS "keep", least(999, sum("number_of_license"))::int AS "n", max("checked") AS "checked"
  FROM "service_cart_items" WHERE "location_id" IS NOT NULL
  GROUP BY "location_id", "plan_id" HAVING count(*) > 1
) d
WHERE k."id" = d."keep";--> statement-breakpoint
DELETE FROM "service_cart_items" x USING "service_cart_items" k
WHERE x."location_id" = k."location_id" AND x."plan_id" = k."plan_id" AND x."id" > k."id";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_location_line_idx" ON "cart_items" USING btree ("location_id","product_id",coalesce("variation_id", 0)) WHERE "cart_items"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_line_idx" ON "cart_items" USING btree ("user_id","product_id",coalesce("variation_id", 0)) WHERE "cart_items"."location_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_cart_location_line_idx" ON "service_cart_items" USING btree ("location_id","plan_id") WHERE "service_cart_items"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_cart_user_line_idx" ON "service_cart_items" USING btree ("user_id","plan_id") WHERE "service_cart_items"."location_id" is null;