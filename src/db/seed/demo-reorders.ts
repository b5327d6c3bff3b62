import { and, asc, eq, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  clinicLocations,
  clinicOrderGuideItems,
  clinicOrderGuides,
  clinicReorders,
  productVariations,
  products,
} from "../schema";

const GROUP = "clinic-heartland";
const GUIDE = "Surgery room weekly";

/**
 * The demo clinic's order guide (three cheap, uncontrolled products at par) and a reorder of it every two
 * weeks on Monday for its first location, placed for the demo purchaser. Only once: kept when it exists.
 */
export async function seedDemoReorders(db: Db): Promise<void> {
  const [exists] = await db
    .select({ id: clinicOrderGuides.id })
    .from(clinicOrderGuides)
    .where(and(eq(clinicOrderGuides.organizationId, GROUP), eq(clinicOrderGuides.name, GUIDE)));
  const [loc] = await db
    .select({ id: clinicLocations.id })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, GROUP))
    .orderBy(asc(clinicLocations.id))
    .limit(1);
  if (exists || !loc) return;
  const picks = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.type, "simple"),
        eq(products.inStock, "Y"),
        eq(products.regulatoryClass, "none"),
        lte(products.level, 5),
        sql`${products.minimumOrder} is null and ${products.quantity} >= 20`,
        sql`coalesce(${products.priceCents}, ${products.priceCatalogCents}, 0) between 500 and 5000`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(productVariations)
            .where(eq(productVariations.productId, products.id)),
        ),
      ),
    )
    .orderBy(asc(products.id))
    .limit(3);
  if (!picks.length) return;
  const [guide] = await db
    .insert(clinicOrderGuides)
    .values({ organizationId: GROUP, locationId: loc.id, name: GUIDE, createdBy: "demo-clinic-purchaser" })
    .returning({ id: clinicOrderGuides.id });
  await db
    .insert(clinicOrderGuideItems)
    .values(picks.map((p, i) => ({ guideId: guide!.id, productId: p.id, parLevel: 2 + i })));
  await db.insert(clinicReorders).values({
    organizationId: GROUP,
    locationId: loc.id,
    createdBy: "demo-clinic-purchaser",
    guideId: guide!.id,
    everyWeeks: 2,
    weekday: 1,
    startsOn: "2026-01-05",
  });
}
