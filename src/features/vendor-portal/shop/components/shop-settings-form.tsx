"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

export type ShopSettingsView = {
  /** a service provider's profile has no shipping amounts or payment terms */
  kind: "vendor" | "provider";
  name: string;
  about: string;
  free_shipping_minimum: number | null;
  shipping_fee: number | null;
  payment_terms: string | null;
  return_window_days: number | null;
  logo: { thumbnail: string } | null;
  header: { large: string } | null;
};

const numberOrNull = (v: FormDataEntryValue | null) => (v === null || String(v).trim() === "" ? null : Number(v));

/** Profile, shipping and payment terms; fields a role may not change are shown read-only. */
export function ShopSettingsForm({
  settings,
  canPrices,
  canTerms,
}: {
  settings: ShopSettingsView;
  canPrices: boolean;
  canTerms: boolean;
}) {
  const m = useMutation({ refresh: true, silent: true });

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body: Record<string, unknown> = { about: f.get("about") };
    const vendor = settings.kind === "vendor";
    if (vendor && canPrices) {
      body.free_shipping_minimum = numberOrNull(f.get("free_shipping_minimum"));
      body.shipping_fee = numberOrNull(f.get("shipping_fee"));
    }
    if (vendor && canTerms) {
      body.payment_terms = String(f.get("payment_terms") ?? "");
      body.return_window_days = numberOrNull(f.get("return_window_days")) ?? 0;
    }
    await m.run("PATCH", "/api/vendor/v1/settings", body, { success: "Settings saved." });
  }

  async function upload(kind: "logo" | "header", file: File | undefined) {
    if (!file) return;
    const body = new FormData();
    body.append("image", file);
    await m.run("POST", `/api/vendor/v1/settings/pictures/${kind}`, body, {
      success: kind === "logo" ? "Logo updated." : "Header image updated.",
    });
  }

  return (
    <div className="space-y-6">
      <Notice notice={m.notice} />
      <section aria-labelledby="pictures-h" className="card space-y-4 p-4">
        <h2 id="pictures-h" className="text-lg font-semibold">
          Logo and header
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          {settings.logo ? (
            <ImageWithFallback
              src={settings.logo.thumbnail}
              alt={`${settings.name} logo`}
              width={80}
              height={80}
              className="rounded-lg"
            />
          ) : (
            <span className="text-sm text-slate-500">No logo yet.</span>
          )}
          <label className="btn-outline cursor-pointer">
            Upload logo
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => upload("logo", e.target.files?.[0])}
            />
          </label>
        </div>
        <div className="space-y-2">
          {settings.header ? (
            <ImageWithFallback
              src={settings.header.large}
              alt="Current header image"
              className="h-24 w-full rounded-lg object-cover"
            />
          ) : (
            <p className="text-sm text-slate-500">No header image yet.</p>
          )}
          <label className="btn-outline cursor-pointer">
            Upload header image
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => upload("header", e.target.files?.[0])}
            />
          </label>
        </div>
        <p className="text-xs text-slate-500">JPG, PNG or WebP, at least 200 × 200 pixels, at most 8 MB.</p>
      </section>

      <form onSubmit={save} className="card space-y-4 p-4" aria-labelledby="profile-h">
        <h2 id="profile-h" className="text-lg font-semibold">
          {settings.kind === "provider" ? "Profile" : "Profile, shipping and payment"}
        </h2>
        <div>
          <label htmlFor="about" className="label">
            Description
          </label>
          <textarea
            id="about"
            name="about"
            rows={5}
            maxLength={5000}
            defaultValue={settings.about}
            className="input w-full"
          />
        </div>
        {settings.kind === "vendor" && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="free_shipping_minimum" className="label">
                  Free-shipping minimum ($)
                </label>
                <input
                  id="free_shipping_minimum"
                  name="free_shipping_minimum"
                  type="number"
                  min={0}
                  step="0.01"
                  defaultValue={settings.free_shipping_minimum ?? ""}
                  disabled={!canPrices}
                  className="input w-full"
                />
              </div>
              <div>
                <label htmlFor="shipping_fee" className="label">
                  Shipping fee below the minimum ($)
                </label>
                <input
                  id="shipping_fee"
                  name="shipping_fee"
                  type="number"
                  min={0}
                  step="0.01"
                  placeholder="Marketplace default ($9.95)"
                  defaultValue={settings.shipping_fee ?? ""}
                  disabled={!canPrices}
                  className="input w-full"
                />
              </div>
            </div>
            <div>
              <label htmlFor="payment_terms" className="label">
                Payment terms
              </label>
              <input
                id="payment_terms"
                name="payment_terms"
                maxLength={300}
                placeholder="Net 30"
                defaultValue={settings.payment_terms ?? ""}
                disabled={!canTerms}
                className="input w-full"
              />
            </div>
            <div>
              <label htmlFor="return_window_days" className="label">
                Return window (days after delivery; 0 for no returns)
              </label>
              <input
                id="return_window_days"
                name="return_window_days"
                type="number"
                min={0}
                max={365}
                step={1}
                defaultValue={settings.return_window_days ?? 30}
                disabled={!canTerms}
                className="input w-full"
              />
              <p className="mt-1 text-xs text-slate-500">
                Shown on your product pages; buyers ask for returns within it.
              </p>
            </div>
            {!canPrices && (
              <p className="text-xs text-slate-500">
                Shipping amounts, payment terms and the return window are changed by an owner or manager.
              </p>
            )}
          </>
        )}
        <button type="submit" className="btn-primary">
          Save settings
        </button>
      </form>
    </div>
  );
}
