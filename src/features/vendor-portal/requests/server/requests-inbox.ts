import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { priceRequests, products, sampleRequests, user } from "@/db/schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const REQUESTS_PAGE_SIZE = 30;

/** Price or sample requests addressed to this vendor, newest first. */
export async function listVendorRequests(ctx: VendorContext, query: { type: "price" | "sample"; page: number }) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const t = query.type === "price" ? priceRequests : sampleRequests;
  const [{ total }] = await db.select({ total: count() }).from(t).where(eq(t.vendorId, vendorId));
  const rows = await db
    .select({
      id: t.id,
      status: t.status,
      createdAt: t.createdAt,
      productId: products.id,
      productName: products.name,
      sku: products.sku,
      clinicName: user.clinicName,
      buyerName: user.name,
    })
    .from(t)
    .innerJoin(products, eq(products.id, t.productId))
    .innerJoin(user, eq(user.id, t.userId))
    .where(eq(t.vendorId, vendorId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(REQUESTS_PAGE_SIZE)
    .offset((query.page - 1) * REQUESTS_PAGE_SIZE);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      type: query.type,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      product: { id: r.productId, name: r.productName, sku: r.sku },
      buyer: { clinic_name: r.clinicName ?? r.buyerName },
    })),
  };
}
