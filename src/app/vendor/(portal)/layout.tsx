import type { Metadata } from "next";
import Link from "next/link";
import { PortalNav } from "@/features/vendor-portal/components/portal-nav";
import { vendorPageContext } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: { default: "Vendor portal", template: "%s · Vendor portal" } };

export default async function VendorPortalLayout({ children }: { children: React.ReactNode }) {
  const ctx = await vendorPageContext(); // visitors are sent to /vendor/signin
  if (!ctx)
    return (
      <main id="portal-main" className="container-page flex-1 py-20 text-center">
        <p className="text-sm font-semibold text-red-700">403</p>
        <h1 className="mt-2 text-3xl font-bold">The vendor portal is for vendor accounts</h1>
        <p className="mt-2 text-slate-600">You are signed in with a buyer account. Buyers shop on the storefront.</p>
        <Link href="/" className="btn-primary mt-6">
          Go to home
        </Link>
      </main>
    );
  return (
    <div className="container-page py-6">
      <p className="mb-4 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{ctx.sellerName}</span> · vendor portal · signed in as {ctx.role}
      </p>
      <div className="flex flex-col gap-6 md:flex-row">
        <PortalNav kind={ctx.serviceProviderId !== null ? "provider" : "vendor"} />
        <main id="portal-main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
