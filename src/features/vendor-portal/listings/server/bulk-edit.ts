import "server-only";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products, vendors } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, forbidden } from "@/lib/errors";
import { dollarsToCents } from "@/lib/money";
import { classFieldRefusal, planBulkEdit, type BulkCurrent } from "../rules";
import type { BulkEditRow } from "../schema";
import { can } from "../../rules";
import { vendorIdOf, type VendorContext } from "../../server/access";

/**
 * Price and stock of many listings in one transaction. An id that is not the caller's is a 404; any other
 * row error is a 422 listing every bad row; a price change by a role that may not is a 403. Each saves nothing.
 */
export async function bulkEditListings(ctx: VendorContext, rows: BulkEditRow[]) {
  const vendorId = vendorIdOf(ctx);
  if (rows.some((r) => r.regulatory_class !== undefined)) {
    const refusal = classFieldRefusal(ctx.role, "Bulk edit");
    throw refusal.forbidden ? forbidden(refusal.message) : badRequest(refusal.message);
  }
  const db = await getDb();
  const ids = await db.transaction(async (tx) => {
    const own = await tx
      .select({
        id: products.id,
        sku: products.sku,
        catalogCents: sql<number | null>`coalesce(${products.priceCatalogCents}, ${products.priceCents})`,
        discountedCents: products.priceDiscountedCents,
        status: products.status,
      })
      .from(products)
      .where(
        and(
          eq(products.vendorId, vendorId),
          inArray(
            products.id,
            rows.map((r) => r.id),
          ),
        ),
      )
      .for("update");
    const [v] = await tx.select({ reviewFirst: vendors.reviewFirst }).from(vendors).where(eq(vendors.id, vendorId));
    const plan = planBulkEdit(
      rows.map((r) => ({
        id: r.id,
        catalogCents: r.price_catalog === undefined ? undefined : dollarsToCents(r.price_catalog),
        quantity: r.quantity,
      })),
      new Map(own.map((p) => [p.id, p as BulkCurrent])),
      v?.reviewFirst ?? false,
    );
    // another vendor's listing reads as a missing one, as everywhere in the portal
    if (plan.missing.length)
      throw new AppError(
        "NOT_FOUND",
        `${plan.missing.length > 1 ? "Listings" : "Listing"} ${plan.missing.join(", ")} ${plan.missing.length > 1 ? "do" : "does"} not exist; nothing was saved.`,
        { errors: plan.errors },
      );
    if (plan.touchesPrices && !can(ctx.role, "change_prices"))
      throw forbidden(`Your role (${ctx.role}) cannot change prices; nothing was saved.`);
    if (plan.errors.length)
      throw new AppError(
        "UNPROCESSABLE",
        `${plan.errors.length} row${plan.errors.length > 1 ? "s have" : " has"} errors; nothing was saved.`,
        { errors: plan.errors },
      );
    const values = sql.join(
      plan.updates.map((u) => sql`(${u.id}::int, ${u.catalogCents}::int, ${u.quantity}::int, ${u.status}::text)`),
      sql`, `,
    );
    // the columns come from the schema: a renamed column breaks the type check, not a vendor's import
    const col = (c: AnyPgColumn) => sql.identifier(c.name);
    await tx.execute(sql`update ${products} set
        ${col(products.priceCents)} = coalesce(v.price, ${products.priceCents}),
        ${col(products.priceCatalogCents)} = coalesce(v.price, ${products.priceCatalogCents}),
        ${col(products.quantity)} = coalesce(v.qty, ${products.quantity}),
        ${col(products.inStock)} = case when v.qty is null then ${products.inStock} when v.qty > 0 then 'Y' else 'N' end,
        ${col(products.status)} = v.status
      from (values ${values}) as v(id, price, qty, status) where ${products.id} = v.id`);
    return plan.updates.map((u) => u.id);
  });
  await announceChange({ kind: "product", ids });
  return { updated: ids.length };
}
