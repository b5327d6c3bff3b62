import type { Metadata } from "next";
import Link from "next/link";
import { VendorSignInForm } from "@/features/accounts/components/vendor-sign-in-form";
import { getConfig } from "@/lib/config";

export const metadata: Metadata = { title: "Vendor sign in" };

export default function VendorSignInPage() {
  const portalUrl = getConfig().VENDOR_PORTAL_URL;
  return (
    <main id="portal-main" className="container-page flex flex-1 justify-center py-12">
      <div className="card w-full max-w-md p-8">
        <h1 className="text-2xl font-bold">Vendor sign in</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Vendor and service provider accounts are managed in the vendor portal: your shop, products, services, plans
          and orders. Sign in with your vendor account to continue.
        </p>
        <VendorSignInForm portalUrl={portalUrl} />
        <p className="mt-6 text-center text-sm text-slate-600">
          Not selling on DVM Market yet?{" "}
          <Link href="/sell-on-dvm" className="font-semibold text-brand-700 underline">
            Become a vendor
          </Link>
          <br />
          Buying for a clinic?{" "}
          <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
            Customer sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
