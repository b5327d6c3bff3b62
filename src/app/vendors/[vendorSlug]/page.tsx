import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getViewer, signedInRender } from "@/features/accounts/server/session";
import { FilteredGrid } from "@/features/catalog/components/filtered-grid";
import { VendorHeader, VendorLogo } from "@/features/catalog/components/vendor-visuals";
import { parseListingParams } from "@/features/catalog/listing-params";
import { productImageUrl } from "@/features/catalog/media";
import { freeShippingMessage } from "@/features/catalog/rules";
import { filteredListing } from "@/features/catalog/server/filtered-listing";
import { getVendorBySlug } from "@/features/catalog/server/vendors";
import { VendorChatPanel } from "@/features/vendor-chat/components/vendor-chat-panel";

type Props = {
  params: Promise<{ vendorSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const v = await getVendorBySlug((await params).vendorSlug);
  return v
    ? { title: `${v.name} shop`, description: v.about.slice(0, 160), alternates: { canonical: `/vendors/${v.slug}` } }
    : { title: "Vendor not found" };
}

export default async function VendorPage({ params, searchParams }: Props) {
  const vendor = await getVendorBySlug((await params).vendorSlug);
  if (!vendor) notFound();
  const query = parseListingParams(await searchParams);
  const listing = await filteredListing(
    { kind: "vendor", id: vendor.id },
    { ...query, vendor: null },
    await getViewer(),
    await signedInRender(),
  );
  return (
    <div>
      <VendorHeader name={vendor.name} src={vendor.header_file ? productImageUrl(vendor.header_file).large : null} />
      <div className="container-page">
        <div className="-mt-10 flex flex-col gap-4 sm:-mt-12 sm:flex-row sm:items-start">
          <VendorLogo
            name={vendor.name}
            size={96}
            src={vendor.logo_file ? productImageUrl(vendor.logo_file).thumbnail : null}
          />
          <div className="flex-1 sm:pt-13">
            <h1 className="text-2xl font-bold sm:text-3xl">{vendor.name}</h1>
            <p className="text-sm text-slate-500">
              {[vendor.city, vendor.state].filter(Boolean).join(", ")}
              {vendor.city || vendor.state ? " · " : ""}
              {vendor.products.toLocaleString("en-US")} products
            </p>
          </div>
          <Link href={`/vendors/${vendor.slug}#chat`} className="btn-outline self-start sm:mt-14">
            Chat with vendor
          </Link>
        </div>
        {vendor.minimum_amount_for_free_shipping_cents ? (
          <p className="mt-4 inline-block rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            {freeShippingMessage(vendor.minimum_amount_for_free_shipping_cents)}
          </p>
        ) : null}
        {vendor.payment_terms ? (
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-medium">Payment terms:</span> {vendor.payment_terms}
          </p>
        ) : null}
        <section aria-labelledby="about-h" className="mt-4 max-w-3xl">
          <h2 id="about-h" className="sr-only">
            About {vendor.name}
          </h2>
          <p className="leading-relaxed text-slate-700">{vendor.about}</p>
        </section>
        <div className="mt-8 pb-10">
          <FilteredGrid
            basePath={`/vendors/${vendor.slug}`}
            params={query}
            listing={listing}
            showVendors={false}
            subOptions={listing.categories}
            subLabel="Category"
          />
        </div>
        <div id="chat">
          <VendorChatPanel vendorId={vendor.id} vendorName={vendor.name} />
        </div>
      </div>
    </div>
  );
}
