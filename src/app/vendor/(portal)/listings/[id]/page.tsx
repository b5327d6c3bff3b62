import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Notice } from "@/components/ui/notice";
import { regulatoryLabel } from "@/features/compliance";
import { can } from "@/features/vendor-portal";
import { ListingForm } from "@/features/vendor-portal/listings/components/listing-form";
import { ListingImages } from "@/features/vendor-portal/listings/components/listing-images";
import { ListingVideos } from "@/features/vendor-portal/listings/components/listing-videos";
import {
  getListing,
  listingCategories,
  listingVideos,
  requireVendorPage,
  reviewsFirst,
  type ListingForEdit,
} from "@/features/vendor-portal/server/routes";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Edit listing" };

const STATUS_TEXT: Record<string, string> = {
  published: "Published: buyers see it on the storefront.",
  pending_review: "Waiting for the marketplace's review; buyers do not see it yet.",
  rejected: "Rejected by the marketplace; change it and publish again.",
  unpublished: "Unpublished: hidden from buyers.",
  draft: "Draft: hidden from buyers.",
  taken_down: "Taken down by the marketplace: hidden from buyers until the marketplace restores it.",
};

export default async function EditListingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string>>;
}) {
  const ctx = await requireVendorPage("edit_listings");
  if (ctx.vendorId === null) notFound();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  let listing: ListingForEdit;
  try {
    listing = await getListing(ctx, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
  const [categories, reviewFirst, videos] = await Promise.all([
    listingCategories(),
    reviewsFirst(ctx),
    listingVideos(ctx, id),
  ]);
  const created = (await searchParams).created === "1";
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/vendor/listings" className="text-brand-700 underline">
          Listings
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{listing.input.name}</h1>
      {created && <Notice tone="success">Listing created. Add its pictures below.</Notice>}
      <p className="text-sm text-slate-600">
        {STATUS_TEXT[listing.status] ?? listing.status}{" "}
        {listing.status === "published" && (
          <Link href={`/${listing.slug}`} className="text-brand-700 underline">
            View on the storefront
          </Link>
        )}
      </p>
      {listing.classPending && (
        <Notice tone="info">
          Class change to {regulatoryLabel(listing.classPending.to) ?? "None"} waiting for review. The listing keeps its
          class ({regulatoryLabel(listing.input.regulatory_class) ?? "None"}) until the marketplace approves it.
        </Notice>
      )}
      {listing.classRejected && (
        <Notice tone="error">
          The class change to {regulatoryLabel(listing.classRejected.to) ?? "None"} was rejected
          {listing.classRejected.reason ? `: ${listing.classRejected.reason}` : "."}
        </Notice>
      )}
      {listing.rejectedBecause && (
        <Notice tone="error">The marketplace&apos;s reason: {listing.rejectedBecause}</Notice>
      )}
      <ListingImages listingId={listing.id} images={listing.images} />
      <ListingVideos listingId={listing.id} videos={videos} />
      <ListingForm
        id={listing.id}
        initial={listing.input}
        categories={categories}
        canChangePrices={can(ctx.role, "change_prices")}
        canChangeClass={can(ctx.role, "change_regulatory_class")}
        reviewFirst={reviewFirst}
      />
    </div>
  );
}
