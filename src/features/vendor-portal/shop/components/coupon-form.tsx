"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { Checkbox } from "@/components/ui/checkbox";

/** Creates a coupon through the vendor API; the server checks every field and says what to fix. */
export function CouponForm() {
  const m = useMutation({ refresh: true, silent: true });
  const [usage, setUsage] = useState("single_use");

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const res = await m.run<{ coupon?: { code: string }; announced?: number }>("POST", "/api/vendor/v1/coupons", {
      code: f.get("code"),
      kind: f.get("kind"),
      value: f.get("value"),
      min_order: f.get("min_order"),
      starts_on: f.get("starts_on"),
      ends_on: f.get("ends_on"),
      usage: f.get("usage"),
      per_buyer_limit: usage === "per_buyer" ? f.get("per_buyer_limit") : null,
      announce: f.get("announce") === "on",
    });
    if (!res.ok) return;
    form.reset();
    setUsage("single_use");
    const { coupon, announced } = res.data;
    m.show(`Coupon ${coupon?.code} created${announced ? ` and announced to ${announced} buyers` : ""}.`, "success");
  }

  return (
    <form onSubmit={onSubmit} className="card grid gap-3 p-4 sm:grid-cols-2" aria-label="New coupon">
      <h2 className="font-semibold sm:col-span-2">New coupon</h2>
      {m.notice && (
        <div className="sm:col-span-2">
          <Notice notice={m.notice} />
        </div>
      )}
      <label className="text-sm">
        Code
        <input name="code" required maxLength={32} className="input mt-1 block w-full uppercase" />
      </label>
      <fieldset className="text-sm">
        <legend>Discount</legend>
        <div className="mt-1 flex gap-2">
          <select name="kind" aria-label="Discount type" className="input" defaultValue="percent">
            <option value="percent">Percent off</option>
            <option value="amount">Amount off ($)</option>
          </select>
          <input name="value" aria-label="Discount value" inputMode="decimal" required className="input w-28" />
        </div>
      </fieldset>
      <label className="text-sm">
        Minimum order ($)
        <input name="min_order" inputMode="decimal" placeholder="0" className="input mt-1 block w-full" />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="text-sm">
          Valid from
          <input name="starts_on" type="date" className="input mt-1 block w-full" />
        </label>
        <label className="text-sm">
          Valid until
          <input name="ends_on" type="date" required className="input mt-1 block w-full" />
        </label>
      </div>
      <label className="text-sm">
        Usage
        <select
          name="usage"
          value={usage}
          onChange={(e) => setUsage(e.target.value)}
          className="input mt-1 block w-full"
        >
          <option value="single_use">Single use (one order in all)</option>
          <option value="per_buyer">Limit per buyer</option>
        </select>
      </label>
      {usage === "per_buyer" && (
        <label className="text-sm">
          Uses per buyer
          <input name="per_buyer_limit" inputMode="numeric" defaultValue="1" className="input mt-1 block w-full" />
        </label>
      )}
      <Checkbox className="sm:col-span-2" name="announce" label="Announce to buyers as a Coupons notification" />
      <div className="sm:col-span-2">
        <button className="btn-primary" disabled={m.pending}>
          {m.pending ? "Creating…" : "Create coupon"}
        </button>
      </div>
    </form>
  );
}
