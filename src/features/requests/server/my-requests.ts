import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { logoUrl } from "./logo-storage";

export type MyRequest = {
  kind: "price" | "sample" | "logo";
  id: number;
  status: string;
  created_at: string;
  updated_at: string;
  product_id: number;
  product_name: string;
  product_slug: string;
  vendor_name: string;
  vendor_slug: string;
  logo_url: string | null;
};

/** Every request this buyer made, newest first, in one query (price, sample and saved logos). */
export async function listMyRequests(userId: string, limit = 100): Promise<MyRequest[]> {
  const db = await getDb();
  const rows = await queryRows<Omit<MyRequest, "logo_url"> & { file_name: string | null }>(
    db,
    sql`
    select r.kind, r.id, r.status, r.created_at, r.updated_at, r.file_name, p.id as product_id, p.name as product_name,
      p.slug as product_slug, v.name as vendor_name, v.slug as vendor_slug
    from (
      select 'price' as kind, id, status, created_at, updated_at, product_id, vendor_id, null::text as file_name from price_requests where user_id = ${userId}
      union all
      select 'sample', id, status, created_at, updated_at, product_id, vendor_id, null from sample_requests where user_id = ${userId}
      union all
      select 'logo', id, 'saved', created_at, updated_at, product_id, vendor_id, file_name from customization_logos where user_id = ${userId}
    ) r
    join products p on p.id = r.product_id
    join vendors v on v.id = r.vendor_id
    order by r.updated_at desc, r.id desc
    limit ${limit}`,
  );
  return rows.map(({ file_name, ...r }) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    logo_url: file_name ? logoUrl(file_name) : null,
  }));
}
