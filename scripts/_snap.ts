import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
const db = await getDb();
async function t(label: string, f: () => Promise<unknown>) { for (let i = 0; i < 3; i++) { const s = performance.now(); const r = await f(); console.log(label, (performance.now() - s).toFixed(0), "ms", Array.isArray(r) ? r.length : ""); } }
await t("rows", () => queryRows(db, sql`select p.id, p.category_id, p.vendor_id, v.slug as vendor_slug, v.name as vendor_name, p.brand,
      p.type, p.in_stock, p.quantity, p.is_featured, p.unit_sold, p.product_rating, p.reviews_count, p.created_at, p.see_price,
      p.price_cents, p.price_catalog_cents, p.price_discounted_cents, p.price_discounted_end
      from products p join vendors v on v.id = p.vendor_id`));
await t("json text", async () => { const [r] = await queryRows<{ j: string }>(db, sql`select json_agg(json_build_array(p.id, p.category_id, p.vendor_id, p.brand,
      p.type, p.in_stock, p.quantity, p.is_featured, p.unit_sold, p.product_rating, p.reviews_count, extract(epoch from p.created_at)*1000, p.see_price,
      p.price_cents, p.price_catalog_cents, p.price_discounted_cents, p.price_discounted_end))::text as j from products p`); return JSON.parse(r!.j); });
await t("count", () => queryRows(db, sql`select count(*) from products`));
process.exit(0);
