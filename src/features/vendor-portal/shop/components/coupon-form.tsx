"use client";
import Link from "next/link";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { Checkbox } from "@/components/ui/checkbox";

/** A coupon as the edit form starts from (the vendor API's coupon, amounts in dollars). */
export type EditableCoupon = {
  id: number;
  code: string;
  kind: "percent" | "amount";
  value: number;
  min_order: number;
  starts_on: string | null;
  ends_on: string | null;
  per_buyer_limit: number | null;
  total_limit: number | null;
  used: number;
};

/**
 * Creates a coupon, or changes one (`editing`) as a whole, through the vendor API; the server checks
 * every field and says what to fix. A coupon buyers have used keeps its code.
 */
export function CouponForm({ editing }: { editing?: EditableCoupon }) {
  const m = useMutation({ refresh: true, silent: true });
  const startUsage = editing && editing.total_limit !== 1 ? "per_buyer" : "single_use";
  const [usage, setUsage] = useState(startUsage);
  const codeFixed = editing !== undefined && editing.used > 0;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const body = {
      code: codeFixed ? editing!.code : f.get("code"),
      kind: f.get("kind"),
      value: f.get("value"),
      min_order: f.get("min_order"),
      starts_on: f.get("starts_on"),
      ends_on: f.get("ends_on"),
      usage: f.get("usage"),
      per_buyer_limit: usage === "per_buyer" ? f.get("per_buyer_limit") : null,
    };
    if (editing) {
      const res = await m.run<{ coupon?: { code: string } }>("PUT", `/api/vendor/v1/coupons/${editing.id}`, body);
      if (res.ok) m.show(`Coupon ${res.data.coupon?.code} saved.`, "success");
      return;
    }
    const res = await m.run<{ coupon?: { code: string }; announced?: number }>("POST", "/api/vendor/v1/coupons", {
      ...body,
      announce: f.get("announce") === "on",
    });
    if (!res.ok) return;
    form.reset();
    setUsage("single_use");
    const { coupon, announced } = res.data;
    m.show(`Coupon ${coupon?.code} created${announced ? ` and announced to ${announced} buyers` : ""}.`, "success");
  }

  const title = editing ? `Edit ${editing.code}` : "New coupon";
  return (
    <form onSubmit={onSubmit} className="card grid gap-3 p-4 sm:grid-cols-2" aria-label={title}>
      <h2 className="font-semibold sm:col-span-2">{title}</h2>
      {m.notice && (
        <div className="sm:col-span-2">
          <Notice notice={m.notice} />
        </div>
      )}
      <label className="text-sm">
        Code
        <input
          name="code"
          required
          maxLength={32}
          defaultValue={editing?.code}
          disabled={codeFixed}
          className="input mt-1 block w-full uppercase disabled:bg-slate-50"
        />
        {codeFixed && <span className="text-xs text-slate-500">Buyers have used this code, so it stays.</span>}
      </label>
      <fieldset className="text-sm">
        <legend>Discount</legend>
        <div className="mt-1 flex gap-2">
          <select name="kind" aria-label="Discount type" className="input" defaultValue={editing?.kind ?? "percent"}>
            <option value="percent">Percent off</option>
            <option value="amount">Amount off ($)</option>
          </select>
          <input
            name="value"
            aria-label="Discount value"
            inputMode="decimal"
            required
            defaultValue={editing?.value}
            className="input w-28"
          />
        </div>
      </fieldset>
      <label className="text-sm">
        Minimum order ($)
        <input
          name="min_order"
          inputMode="decimal"
          placeholder="0"
          defaultValue={editing?.min_order || undefined}
          className="input mt-1 block w-full"
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="text-sm">
          Valid from
          <input
            name="starts_on"
            type="date"
            defaultValue={editing?.starts_on ?? undefined}
            className="input mt-1 block w-full"
          />
        </label>
        <label className="text-sm">
          Valid until
          <input
            name="ends_on"
            type="date"
            required
            defaultValue={editing?.ends_on ?? undefined}
            className="input mt-1 block w-full"
          />
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
          <input
            name="per_buyer_limit"
            inputMode="numeric"
            defaultValue={editing?.per_buyer_limit ?? 1}
            className="input mt-1 block w-full"
          />
        </label>
      )}
      {!editing && (
        <Checkbox className="sm:col-span-2" name="announce" label="Announce to buyers as a Coupons notification" />
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button className="btn-primary" disabled={m.pending}>
          {editing ? (m.pending ? "Saving…" : "Save coupon") : m.pending ? "Creating…" : "Create coupon"}
        </button>
        {editing && (
          <Link href="/vendor/coupons" className="btn-outline">
            Done
          </Link>
        )}
      </div>
    </form>
  );
}
