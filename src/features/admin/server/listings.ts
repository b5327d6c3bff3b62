import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, products, vendors } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { AppError, notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import type { ProductFilters } from "../operator-schemas";
import { restoredStatus } from "../rules";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/** `%text%` for LIKE with the text's own % and _ taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every listing of every vendor, newest first: the search matches the name, the SKU or the vendor's
 * name (the name and SKU through their trigram indexes), with vendor, status and class filters.
 */
export async function listProducts(f: ProductFilters) {
  const db = await getDb();
  const q = f.q ? contains(f.q) : null;
  const cond = and(
    q
      ? or(sql`lower(${products.name}) like ${q}`, sql`lower(${products.sku}) like ${q}`, ilike(vendors.name, q))
      : undefined,
    f.vendor ? eq(products.vendorId, f.vendor) : undefined,
    f.status ? eq(products.status, f.status) : undefined,
    f.class ? eq(products.regulatoryClass, f.class) : undefined,
  );
  const [rows, [tot]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        status: products.status,
        regulatoryClass: products.regulatoryClass,
        quantity: products.quantity,
        vendorId: products.vendorId,
        vendor: vendors.name,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(cond)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(products).innerJoin(vendors, eq(vendors.id, products.vendorId)).where(cond),
  ]);
  return { data: rows, total: tot?.n ?? 0 };
}

/** Every vendor by name, for the filters' choices. */
export async function vendorChoices() {
  const db = await getDb();
  return db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name));
}

async function lastTakedown(productId: number) {
  const db = await getDb();
  const [entry] = await db
    .select({ before: auditLog.before, after: auditLog.after, at: auditLog.at, actor: auditLog.actorEmail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, "product"),
        eq(auditLog.targetId, String(productId)),
        eq(auditLog.action, "product.takedown"),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return entry ?? null;
}

/** Why a listing is down, for the console's list: the reason, who and when. */
export async function takedownReason(productId: number) {
  const t = await lastTakedown(productId);
  const reason = (t?.after as { reason?: unknown } | null)?.reason;
  return t ? { reason: typeof reason === "string" ? reason : "", at: t.at, actor: t.actor } : null;
}

/**
 * Takes a listing off the storefront, search and carts' checkout (only published listings reach
 * them), whatever its status; the vendor reads the reason on the listing's page and no vendor
 * write publishes it again. Audited with the status it had, which a restore gives back.
 */
export async function takeDownProduct(actor: Actor, id: number, reason: string) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ status: products.status, name: products.name })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!p) throw notFound(`No product ${id}.`);
    if (p.status === "taken_down") throw new AppError("CONFLICT", `${p.name} is already taken down.`);
    await tx.update(products).set({ status: "taken_down" }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: "product.takedown",
      targetType: "product",
      targetId: id,
      before: { status: p.status },
      after: { status: "taken_down", reason },
    });
    return { id, name: p.name, status: "taken_down" };
  });
  await announceChange({ kind: "product", ids: [id] });
  return result;
}

/** Undoes a takedown: the listing gets back the status it had (live again only if it was live). */
export async function restoreProduct(actor: Actor, id: number) {
  const db = await getDb();
  const taken = await lastTakedown(id);
  const result = await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ status: products.status, name: products.name })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!p) throw notFound(`No product ${id}.`);
    if (p.status !== "taken_down") throw new AppError("CONFLICT", `${p.name} is not taken down (${p.status}).`);
    const status = restoredStatus(taken?.before);
    await tx.update(products).set({ status }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: "product.restore",
      targetType: "product",
      targetId: id,
      before: { status: p.status },
      after: { status },
    });
    return { id, name: p.name, status };
  });
  await announceChange({ kind: "product", ids: [id] });
  return result;
}
