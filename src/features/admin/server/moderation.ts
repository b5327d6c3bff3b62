import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products, vendors } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { badRequest, notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/** Listings waiting for the operator (vendors marked "review first" submit them as pending_review), oldest first. */
export async function moderationQueue(page = 1) {
  const db = await getDb();
  const [data, total] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        regulatoryClass: products.regulatoryClass,
        vendorId: vendors.id,
        vendor: vendors.name,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(eq(products.status, "pending_review"))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(page)),
    moderationCount(),
  ]);
  return { data, total };
}

/** How many listings wait for review: the console menu's count. */
export async function moderationCount(): Promise<number> {
  const db = await getDb();
  const [r] = await db.select({ n: count() }).from(products).where(eq(products.status, "pending_review"));
  return r?.n ?? 0;
}

/**
 * Approve (published) or reject a pending listing. The reason is kept in the audit entry, where the
 * vendor portal can show it. Catalog and search copies hear of the change after commit.
 */
export async function moderateProduct(
  actor: Actor,
  id: number,
  input: { decision: "approve" } | { decision: "reject"; reason: string },
) {
  if (input.decision === "reject" && input.reason.trim().length < 3)
    throw badRequest("Give the vendor a reason (at least 3 characters).");
  const db = await getDb();
  const status = input.decision === "approve" ? "published" : "rejected";
  await db.transaction(async (tx) => {
    const [p] = await tx.select({ status: products.status }).from(products).where(eq(products.id, id)).for("update");
    if (!p) throw notFound(`No product ${id}.`);
    if (p.status !== "pending_review") throw badRequest(`Product ${id} is not waiting for review (${p.status}).`);
    await tx
      .update(products)
      .set({ status })
      .where(and(eq(products.id, id), eq(products.status, "pending_review")));
    await recordAudit(tx, actor, {
      action: `product.${input.decision}`,
      targetType: "product",
      targetId: id,
      before: { status: p.status },
      after: input.decision === "reject" ? { status, reason: input.reason.trim() } : { status },
    });
  });
  await announceChange({ kind: "product", ids: [id] });
  return { id, status };
}
