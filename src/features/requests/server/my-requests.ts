import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { customizationLogos, priceRequests, products, sampleRequests, vendors } from "@/db/schema";
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
  /** a price request is a one-line request for quote: its page shows the vendor's quote */
  rfq_id: number | null;
};

/** Every request this buyer made, newest first, in one query (price, sample and saved logos). */
export async function listMyRequests(userId: string, limit = 100): Promise<MyRequest[]> {
  const db = await getDb();
  const kind = (k: MyRequest["kind"]) => sql<MyRequest["kind"]>`${sql.raw(`'${k}'`)}::text`.as("kind");
  const noFile = sql<string | null>`null::text`.as("file_name");
  const noRfq = sql<number | null>`null::int`.as("rfq_id");
  const pr = priceRequests;
  const sr = sampleRequests;
  const l = customizationLogos;
  const r = unionAll(
    db
      .select({
        kind: kind("price"),
        id: pr.id,
        status: pr.status,
        created_at: pr.createdAt,
        updated_at: pr.updatedAt,
        product_id: pr.productId,
        vendor_id: pr.vendorId,
        file_name: noFile,
        rfq_id: sql<number | null>`${pr.rfqId}`.as("rfq_id"),
      })
      .from(pr)
      .where(eq(pr.userId, userId)),
    db
      .select({
        kind: kind("sample"),
        id: sr.id,
        status: sr.status,
        created_at: sr.createdAt,
        updated_at: sr.updatedAt,
        product_id: sr.productId,
        vendor_id: sr.vendorId,
        file_name: noFile,
        rfq_id: noRfq,
      })
      .from(sr)
      .where(eq(sr.userId, userId)),
    db
      .select({
        kind: kind("logo"),
        id: l.id,
        status: sql<string>`'saved'::text`.as("status"),
        created_at: l.createdAt,
        updated_at: l.updatedAt,
        product_id: l.productId,
        vendor_id: l.vendorId,
        file_name: sql<string | null>`${l.fileName}`.as("file_name"),
        rfq_id: noRfq,
      })
      .from(l)
      .where(eq(l.userId, userId)),
  ).as("r");
  const rows = await db
    .select({
      kind: r.kind,
      id: r.id,
      status: r.status,
      created_at: r.created_at,
      updated_at: r.updated_at,
      file_name: r.file_name,
      rfq_id: r.rfq_id,
      product_id: products.id,
      product_name: products.name,
      product_slug: products.slug,
      vendor_name: vendors.name,
      vendor_slug: vendors.slug,
    })
    .from(r)
    .innerJoin(products, eq(products.id, r.product_id))
    .innerJoin(vendors, eq(vendors.id, r.vendor_id))
    .orderBy(desc(r.updated_at), desc(r.id))
    .limit(limit);
  return rows.map(({ file_name, ...r }) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    logo_url: file_name ? logoUrl(file_name) : null,
  }));
}
