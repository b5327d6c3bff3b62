import type { Metadata } from "next";
import { can } from "@/features/vendor-portal";
import { ShopSettingsForm } from "@/features/vendor-portal/shop/components/shop-settings-form";
import { WebhookSettings } from "@/features/vendor-portal/api/components/webhook-settings";
import { getShopSettings, getWebhook, requireVendorPage } from "@/features/vendor-portal/server/shop-routes";

export const metadata: Metadata = { title: "Shop settings" };

export default async function VendorSettingsPage() {
  const ctx = await requireVendorPage();
  const settings = await getShopSettings(ctx);
  const provider = settings.kind === "provider";
  const hook = !provider && can(ctx.role, "manage_api_keys") ? await getWebhook(ctx) : null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{provider ? "Profile" : "Shop settings"}</h1>
      <p className="text-sm text-slate-600">
        What buyers see on{" "}
        <a
          className="text-brand-700 underline"
          href={provider ? `/service-providers/${settings.slug}` : `/vendors/${settings.slug}`}
        >
          {provider ? "your profile page" : "your shop page"}
        </a>
        ; changes show there within seconds.
      </p>
      <ShopSettingsForm
        settings={settings}
        canPrices={can(ctx.role, "change_prices")}
        canTerms={can(ctx.role, "manage_payouts")}
      />
      {hook && <WebhookSettings webhook={hook.webhook} deliveries={hook.deliveries} />}
    </div>
  );
}
