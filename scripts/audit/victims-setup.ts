// Records for the cross-user check to aim at, written into the stopped folder: each victim gets
// strings only it owns ("Marker …"), a conversation with each vendor, a price request, a document
// and an invitation; each vendor an API key, a coupon and a video. Orders come through the API.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { rows } from "./db";

export const VENDOR_A = 1; // Sandhill Surgical: vendor@dvm.demo
export const VENDOR_B = 1402; // LogoVet Promotional Supply: logovendor@dvm.demo
export const BUYERS = ["demo-buyer", "demo-lowlevel", "demo-clinic-manager"] as const;

async function firstProductOf(db: Db, vendorId: number): Promise<number> {
  const [p] = await rows<{ id: number }>(
    db,
    sql`select min(p.id) as id from products p where p.vendor_id = ${vendorId}
      and exists (select 1 from product_images i where i.product_id = p.id)`,
  );
  if (!p?.id) throw new Error(`vendor ${vendorId} has no listing with images`);
  return p.id;
}

export async function setUpVictims(db: Db): Promise<void> {
  for (const userId of BUYERS) {
    await db.execute(sql`update addresses set line1 = ${`Marker ${userId} 7 Audit Lane`}, phone = '(417) 555-0199'
      where id = (select min(id) from addresses where user_id = ${userId})`);
    await db.execute(sql`insert into documents (user_id, kind, file_name, original_name, mime)
      select ${userId}, 'veterinary_license', ${`audit-${userId}.pdf`}, ${`Marker licence ${userId}.pdf`}, 'application/pdf'
      where not exists (select 1 from documents where user_id = ${userId})`);
    const [org] = await rows<{ id: string }>(
      db,
      sql`select organization_id as id from member where user_id = ${userId} limit 1`,
    );
    if (org)
      await db.execute(sql`insert into invitation (id, organization_id, email, role, status, expires_at, inviter_id)
        values (${`audit-invite-${userId}`}, ${org.id}, ${`invitee-${userId}@dvm.test`}, 'purchaser', 'pending', now() + interval '7 days', ${userId})
        on conflict do nothing`);
    for (const vendorId of [VENDOR_A, VENDOR_B]) {
      const productId = await firstProductOf(db, vendorId);
      await db.execute(sql`insert into vendor_chat_threads (user_id, vendor_id, unread_for_vendor) values (${userId}, ${vendorId}, 1)
        on conflict do nothing`);
      await db.execute(sql`insert into vendor_chat_messages (thread_id, sender, message)
        select id, 'buyer', ${`Marker message from ${userId} to ${vendorId}`} from vendor_chat_threads
        where user_id = ${userId} and vendor_id = ${vendorId}
          and not exists (select 1 from vendor_chat_messages m where m.thread_id = vendor_chat_threads.id)`);
      // a price request is a one-line RFQ to the product's vendor
      await db.execute(sql`with r as (insert into rfqs (user_id) select ${userId}
          where not exists (select 1 from price_requests where user_id = ${userId} and product_id = ${productId} and status = 'open')
          returning id),
        l as (insert into rfq_lines (rfq_id, product_id, description, quantity) select id, ${productId}, 'Audit price request', 1 from r),
        v as (insert into rfq_vendors (rfq_id, vendor_id) select id, ${vendorId} from r)
        insert into price_requests (user_id, vendor_id, product_id, rfq_id) select ${userId}, ${vendorId}, ${productId}, id from r`);
    }
  }
  for (const [vendorId, tag] of [
    [VENDOR_A, "A"],
    [VENDOR_B, "B"],
  ] as const) {
    const productId = await firstProductOf(db, vendorId);
    await db.execute(sql`insert into vendor_api_keys (vendor_id, name, prefix, key_hash)
      select ${vendorId}, ${`Marker key ${tag}`}, ${`dvmk_audit${tag}`}, ${`not-a-real-hash-${tag}`}
      where not exists (select 1 from vendor_api_keys where vendor_id = ${vendorId} and name like 'Marker%')`);
    await db.execute(sql`insert into coupons (vendor_id, code, kind, value, per_buyer_limit)
      values (${vendorId}, ${`MARKER-${tag}-PRIVATE`}, 'percent', 5, 1) on conflict (code) do nothing`);
    await db.execute(sql`insert into product_videos (product_id, video_type, name)
      select ${productId}, 'youtube', 'dQw4w9WgXcQ' where not exists (select 1 from product_videos where product_id = ${productId})`);
  }
}
