import type { Metadata } from "next";
import { can } from "@/features/vendor-portal";
import { ApiKeysManager } from "@/features/vendor-portal/api/components/api-keys-manager";
import { listApiKeys, requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "API keys" };

export default async function VendorApiKeysPage() {
  const ctx = await requireVendorPage();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">API keys</h1>
      <p className="text-sm text-slate-600">
        Your ERP or inventory system calls the vendor API with <code>Authorization: Bearer &lt;key&gt;</code>. The
        contract is at{" "}
        <a className="text-brand-700 underline" href="/api/vendor/v1/openapi.json">
          /api/vendor/v1/openapi.json
        </a>
        .
      </p>
      {ctx.vendorId === null ? (
        <p className="card p-6 text-slate-600">The vendor API is for product vendors.</p>
      ) : can(ctx.role, "manage_api_keys") ? (
        <ApiKeysManager keys={await listApiKeys(ctx)} />
      ) : (
        <p className="card p-6 text-slate-600">Only your shop&apos;s owner manages API keys.</p>
      )}
    </div>
  );
}
