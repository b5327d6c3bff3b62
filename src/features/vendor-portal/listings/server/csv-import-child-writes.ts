import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { productSetItems, productVariations, productVideos, products } from "@/db/schema";
import { inJsonIds, type ChildPlan } from "./csv-import-children";

const json = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Writes what the plans changed, a few statements in all: variations are updated in place by SKU (a
 * buyer's cart line points at the row) or added; a replaced set or video list is deleted and written
 * again in the file's order, a kept video carrying its size and poster. Unchanged listings write nothing.
 * Returns the uploaded video files no row names any more, to remove once the transaction has committed.
 */
export async function writeChildren(tx: Tx, plans: ChildPlan[], createdIds: ReadonlyMap<string, number>) {
  const idOf = (p: ChildPlan) => p.productId ?? createdIds.get(p.parentSku)!;
  const variationPlans = plans.filter((p) => p.changed.variations);
  const setPlans = plans.filter((p) => p.changed.setItems);
  const videoPlans = plans.filter((p) => p.changed.videos);

  if (variationPlans.length) {
    const rows = variationPlans.flatMap((p) =>
      p.merged.variations.map((v, position) => ({
        id: p.variationIds.get(v.sku) ?? null,
        product_id: idOf(p),
        sku: v.sku,
        caption: v.caption,
        catalog: v.catalogCents,
        discounted: v.discountedCents,
        quantity: v.quantity,
        minimum: v.minimumOrder,
        threshold: v.maxThreshold,
        sample: v.sampleProduct,
        position,
      })),
    );
    const kept = rows.filter((r) => r.id !== null);
    if (kept.length)
      // the same catalog price leaves the stored selling price alone; a new one sets both, as the form does
      await tx.execute(sql`update ${productVariations} v set caption = x.caption,
          price_cents = case when coalesce(v.price_catalog_cents, v.price_cents) = x.catalog then v.price_cents
            else x.catalog end,
          price_catalog_cents = case when coalesce(v.price_catalog_cents, v.price_cents) = x.catalog
            then v.price_catalog_cents else x.catalog end, price_discounted_cents = x.discounted, quantity = x.quantity,
          minimum_order = x.minimum, max_quantity_threshold = x.threshold, sample_product = x.sample,
          position = x.position
        from jsonb_to_recordset(${json(kept)}) as x(id int, caption text, catalog int, discounted int,
          quantity int, minimum int, threshold int, sample boolean, position int)
        where v.id = x.id and (v.caption, coalesce(v.price_catalog_cents, v.price_cents), v.price_discounted_cents,
          v.quantity, v.minimum_order, v.max_quantity_threshold, v.sample_product, v.position) is distinct from
          (x.caption, x.catalog, x.discounted, x.quantity, x.minimum, x.threshold, x.sample, x.position)`);
    const fresh = rows.filter((r) => r.id === null);
    if (fresh.length) {
      await tx.execute(sql`insert into ${productVariations} (product_id, sku, caption, price_cents,
          price_catalog_cents, price_discounted_cents, quantity, minimum_order, max_quantity_threshold,
          sample_product, position)
        select x.product_id, x.sku, x.caption, x.catalog, x.catalog, x.discounted, x.quantity, x.minimum,
          x.threshold, x.sample, x.position
        from jsonb_to_recordset(${json(fresh)}) as x(product_id int, sku text, caption text, catalog int,
          discounted int, quantity int, minimum int, threshold int, sample boolean, position int)
        order by x.product_id, x.position`);
    }
  }

  if (setPlans.length) {
    await tx.delete(productSetItems).where(inJsonIds(productSetItems.productId, setPlans.map(idOf)));
    // the storefront lists a set's contents by id: rows are inserted in the file's order
    const rows = setPlans.flatMap((p) => p.merged.setItems!.map((s, n) => ({ n, product_id: idOf(p), ...s })));
    if (rows.length)
      await tx.execute(sql`insert into ${productSetItems} (product_id, sku, name, qty)
        select x.product_id, x.sku, x.name, x.qty
        from jsonb_to_recordset(${json(rows)}) as x(n int, product_id int, sku text, name text, qty int)
        order by x.product_id, x.n`);
  }

  const released: string[] = [];
  if (videoPlans.length) {
    await tx.delete(productVideos).where(inJsonIds(productVideos.productId, videoPlans.map(idOf)));
    const rows = videoPlans.flatMap((p) => {
      const before = new Map(p.videoRows.map((v) => [`${v.videoType}:${v.name}`, v]));
      const names = new Set(p.merged.videos!.map((v) => v.name));
      released.push(...p.videoRows.filter((v) => v.videoType === "other" && !names.has(v.name)).map((v) => v.name));
      return p.merged.videos!.map((v, n) => {
        const was = before.get(`${v.type}:${v.name}`);
        return {
          n,
          product_id: idOf(p),
          video_type: v.type,
          name: v.name,
          width: was?.width ?? 640,
          height: was?.height ?? 360,
          video_image: was?.videoImage ?? null,
        };
      });
    });
    await tx.execute(sql`insert into ${productVideos} (product_id, video_type, name, width, height, video_image)
      select x.product_id, x.video_type, x.name, x.width, x.height, x.video_image
      from jsonb_to_recordset(${json(rows)}) as x(n int, product_id int, video_type text, name text, width int,
        height int, video_image text)
      order by x.product_id, x.n`);
  }

  // the storefront shows a listing with options, as a set, or plain, from what it now has
  const touched = [...new Set([...variationPlans, ...setPlans].map(idOf))];
  if (touched.length)
    await tx.execute(sql`update ${products} p set type = t.type
      from (select q.id, case
          when exists (select 1 from ${productVariations} v where v.product_id = q.id) then 'variation'
          when exists (select 1 from ${productSetItems} s where s.product_id = q.id) then 'set'
          else 'simple' end as type
        from ${products} q where q.id in (select jsonb_array_elements_text(${JSON.stringify(touched)}::jsonb)::int)) t
      where p.id = t.id and p.type <> t.type`);
  return { released };
}
