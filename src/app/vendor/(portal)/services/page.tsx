import type { Metadata } from "next";
import { can } from "@/features/vendor-portal";
import { ServicesManager } from "@/features/vendor-portal/shop/components/services-manager";
import { listProviderServices, requireVendorPage } from "@/features/vendor-portal/server/shop-routes";

export const metadata: Metadata = { title: "Services" };

export default async function VendorServicesPage() {
  const ctx = await requireVendorPage();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Services</h1>
      {ctx.serviceProviderId === null ? (
        <p className="card p-6 text-slate-600">Services and plans are for service providers.</p>
      ) : (
        <ServicesManager services={await listProviderServices(ctx)} canPrices={can(ctx.role, "change_prices")} />
      )}
    </div>
  );
}
