import { sql } from "drizzle-orm";
import type { Db } from "../client";

/**
 * The demo account quotes@dvm.demo asked vendor 1 for a quote, accepted it, and let it lapse with the line still
 * in its cart: checking out shows the sentence the order door gives an expired quote (issue 43). Runs once.
 */
export async function seedDemoQuotes(db: Db): Promise<void> {
  await db.execute(sql`
    with loc as (select id from clinic_locations where organization_id = 'clinic-demo-quotes' order by id limit 1),
    p as (
      select id, vendor_id, name from products where vendor_id = 1 and type = 'simple' and see_price = 'without_login'
        and in_stock = 'Y' and quantity > 20 and regulatory_class = 'none' and status = 'published' and id > 20
      order by id limit 1
    ),
    r as (
      insert into rfqs (user_id, location_id, needed_by, note)
      select 'demo-quotes', loc.id, to_char(now() - interval '3 days', 'YYYY-MM-DD'), 'For the spring clinic'
      from loc where not exists (select 1 from rfqs where user_id = 'demo-quotes') returning id, location_id
    ),
    l as (insert into rfq_lines (rfq_id, product_id, description, quantity) select r.id, p.id, p.name, 6 from r, p returning id, rfq_id, product_id),
    v as (insert into rfq_vendors (rfq_id, vendor_id, status) select r.id, p.vendor_id, 'accepted' from r, p returning id),
    q as (insert into rfq_quotes (rfq_vendor_id, valid_until, note)
      select v.id, date_trunc('day', now()) - interval '1 millisecond', 'Spring price' from v returning id),
    ql as (insert into rfq_quote_lines (quote_id, line_id, product_id, price_cents, quantity, lead_days, accepted_at)
      select q.id, l.id, l.product_id, 1250, 6, 2, now() - interval '5 days' from q, l returning id, product_id)
    insert into cart_items (user_id, location_id, product_id, vendor_id, quantity, quote_line_id)
    select 'demo-quotes', r.location_id, ql.product_id, 1, 6, ql.id from ql, r`);
}
