import { eq, sql } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { vendors } from "@/db/schema";
import { ProductGridPage } from "@/features/catalog/components/product-grid-page";
import { VendorChatPanel } from "@/features/vendor-chat/components/vendor-chat-panel";

export default async function VendorPage({ params }: { params: Promise<{ vendorSlug: string }> }) {
  const { vendorSlug } = await params;
  const db = await getDb();
  const [vendor] = await db.select().from(vendors).where(eq(vendors.slug, vendorSlug)).limit(1);
  if (!vendor) notFound();
  return (
    <>
      <div className="container-page flex justify-end pt-6"><VendorChatPanel vendorId={vendor.id} vendorName={vendor.name} /></div>
      <ProductGridPage title={vendor.name} lead={vendor.about} where={sql`p.vendor_id = ${vendor.id}`} orderBy={sql`p.unit_sold desc, p.id`} />
    </>
  );
}
