import type { Metadata } from "next";
import Link from "next/link";
import { can } from "@/features/vendor-portal";
import { ListingForm } from "@/features/vendor-portal/listings/components/listing-form";
import { listingCategories, requireVendorPage, reviewsFirst } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "New listing" };

export default async function NewListingPage() {
  const ctx = await requireVendorPage("edit_listings");
  if (ctx.vendorId === null)
    return <p className="card p-6 text-slate-600">Service listings are managed by the operator for now.</p>;
  if (!can(ctx.role, "change_prices"))
    return (
      <p className="card p-6 text-slate-600">
        A new listing sets a price, which your role cannot do; ask your shop&apos;s owner or a manager.{" "}
        <Link href="/vendor/listings" className="text-brand-700 underline">
          Back to listings
        </Link>
      </p>
    );
  const [categories, reviewFirst] = await Promise.all([listingCategories(), reviewsFirst(ctx)]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">New listing</h1>
      <p className="text-sm text-slate-600">Pictures are added after the listing is created.</p>
      <ListingForm
        id={null}
        initial={{ status: "published", see_price: "without_login", quantity: 0, level: 1 }}
        categories={categories}
        canChangePrices
        canChangeClass
        reviewFirst={reviewFirst}
      />
    </div>
  );
}
