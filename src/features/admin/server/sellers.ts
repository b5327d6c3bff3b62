import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql, sum } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, products, user, vendorApiKeys, vendorApplications, vendorMembers, vendors } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { badRequest, notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import type { SellerFilters } from "../operator-schemas";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

// each vendor's own listings, counted where the vendor is read (never a join that multiplies rows). The
// columns are written out with their tables: Drizzle renders a column of a one-table select bare, and
// a bare "vendor_id" = "id" inside the subquery compares the product with itself (every vendor got one count).
const ownProducts = sql<number>`(select count(*)::int from ${products} own where own.vendor_id = ${vendors}.id)`;

/** Vendors by name with status, commission, review-first and their own product count; searched and paged. */
export async function listSellers(f: SellerFilters = {}) {
  const db = await getDb();
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const cond = and(
    like ? or(ilike(vendors.name, like), ilike(vendors.slug, like)) : undefined,
    f.status ? eq(vendors.status, f.status) : undefined,
    f.review ? eq(vendors.reviewFirst, f.review === "first") : undefined,
  );
  const [rows, [tot]] = await Promise.all([
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        slug: vendors.slug,
        status: vendors.status,
        commissionBps: vendors.commissionBps,
        reviewFirst: vendors.reviewFirst,
        products: ownProducts,
      })
      .from(vendors)
      .where(cond)
      .orderBy(asc(vendors.name), asc(vendors.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(vendors).where(cond),
  ]);
  return {
    data: rows.map(({ commissionBps, ...v }) => ({ ...v, commissionPercent: commissionBps / 100 })),
    total: tot?.n ?? 0,
  };
}

/** One seller as the operator reviews it: profile, team, its listings by status, orders, API keys, application. */
export async function sellerDetail(id: number) {
  const db = await getDb();
  const [v] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  if (!v) throw notFound(`No vendor ${id}.`);
  const [team, byStatus, orderTotals, recentOrders, keys, [application]] = await Promise.all([
    db
      .select({ id: vendorMembers.id, email: user.email, name: user.name, role: vendorMembers.role })
      .from(vendorMembers)
      .innerJoin(user, eq(user.id, vendorMembers.userId))
      .where(eq(vendorMembers.vendorId, id))
      .orderBy(asc(vendorMembers.role), asc(user.email)),
    db
      .select({ status: products.status, n: count() })
      .from(products)
      .where(eq(products.vendorId, id))
      .groupBy(products.status)
      .orderBy(products.status),
    db
      .select({ status: orders.status, n: count(), totalCents: sum(orders.totalCents) })
      .from(orders)
      .where(and(eq(orders.vendorId, id), eq(orders.vendorKind, "vendor")))
      .groupBy(orders.status)
      .orderBy(orders.status),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        email: orders.email,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.vendorId, id), eq(orders.vendorKind, "vendor")))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(10),
    db
      .select({
        id: vendorApiKeys.id,
        name: vendorApiKeys.name,
        prefix: vendorApiKeys.prefix,
        scopes: vendorApiKeys.scopes,
        createdAt: vendorApiKeys.createdAt,
        lastUsedAt: vendorApiKeys.lastUsedAt,
        revokedAt: vendorApiKeys.revokedAt,
      })
      .from(vendorApiKeys)
      .where(eq(vendorApiKeys.vendorId, id))
      .orderBy(desc(vendorApiKeys.createdAt)),
    db
      .select({
        id: vendorApplications.id,
        contactName: vendorApplications.contactName,
        email: vendorApplications.email,
        createdAt: vendorApplications.createdAt,
        decidedAt: vendorApplications.decidedAt,
      })
      .from(vendorApplications)
      .where(eq(vendorApplications.vendorId, id))
      .limit(1),
  ]);
  return {
    vendor: { ...v, commissionPercent: v.commissionBps / 100 },
    team,
    products: {
      total: byStatus.reduce((s, r) => s + r.n, 0),
      byStatus: byStatus.map((r) => ({ status: r.status, count: r.n })),
    },
    orders: {
      total: orderTotals.reduce((s, r) => s + r.n, 0),
      byStatus: orderTotals.map((r) => ({ status: r.status, count: r.n, totalCents: Number(r.totalCents ?? 0) })),
      recent: recentOrders,
    },
    apiKeys: keys,
    application: application ?? null,
  };
}
export type SellerDetail = Awaited<ReturnType<typeof sellerDetail>>;

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

/**
 * "Review first": the vendor's new listings, and changes to live ones, wait in the console's review
 * queue before buyers see them (the portal's `statusAfterWrite`); turning it off publishes nothing
 * already waiting, which the operator still decides.
 */
export function setReviewFirst(actor: Actor, id: number, reviewFirst: boolean) {
  return updateVendor(actor, id, reviewFirst ? "vendor.review_first" : "vendor.review_direct", { reviewFirst });
}
