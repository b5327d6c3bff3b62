import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products, vendors } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { badRequest, notFound } from "@/lib/errors";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/** Every vendor with its status, commission and product count. */
export async function listSellers() {
  const db = await getDb();
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      slug: vendors.slug,
      status: vendors.status,
      commissionBps: vendors.commissionBps,
      reviewFirst: vendors.reviewFirst,
      products: count(products.id),
    })
    .from(vendors)
    .leftJoin(products, eq(products.vendorId, vendors.id))
    .groupBy(vendors.id)
    .orderBy(asc(vendors.name));
  return rows.map(({ commissionBps, ...v }) => ({ ...v, commissionPercent: commissionBps / 100 }));
}

async function updateVendor(
  actor: Actor,
  id: number,
  action: string,
  patch: Partial<Pick<typeof vendors.$inferInsert, "status" | "commissionBps" | "reviewFirst">>,
) {
  const db = await getDb();
  const after = await db.transaction(async (tx) => {
    const [v] = await tx.select().from(vendors).where(eq(vendors.id, id)).for("update");
    if (!v) throw notFound(`No vendor ${id}.`);
    const [row] = await tx.update(vendors).set(patch).where(eq(vendors.id, id)).returning();
    const pick = (r: typeof v) => ({ status: r.status, commissionBps: r.commissionBps, reviewFirst: r.reviewFirst });
    await recordAudit(tx, actor, { action, targetType: "vendor", targetId: id, before: pick(v), after: pick(row!) });
    return row!;
  });
  // after commit: catalog and search copies drop the vendor's products (or bring them back)
  await announceChange({ kind: "vendor", ids: [id] });
  return after;
}

/** Suspend or reactivate: a suspended vendor's products leave the storefront and search; its orders stay. */
export function setSellerStatus(actor: Actor, id: number, status: "active" | "suspended") {
  return updateVendor(actor, id, status === "suspended" ? "vendor.suspend" : "vendor.reactivate", { status });
}

/** Commission in percent (0–50, up to two decimals), stored as basis points. */
export function setCommission(actor: Actor, id: number, percent: number) {
  const bps = Math.round(percent * 100);
  if (!Number.isFinite(percent) || bps < 0 || bps > 5000 || Math.abs(bps - percent * 100) > 1e-6)
    throw badRequest("Enter a commission between 0 and 50 percent, with at most two decimals.");
  return updateVendor(actor, id, "vendor.commission", { commissionBps: bps });
}
