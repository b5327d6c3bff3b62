"use client";
import Link from "next/link";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import { LocationForm } from "./location-form";
import { useClinicData } from "./use-clinic-api";
import { formatDollars } from "@/lib/money";

type Location = {
  id: number;
  name: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  monthly_budget: number | null;
  spent_this_month: number;
  budget_state: "none" | "ok" | "warn" | "over";
  active: boolean;
};
type Rule = {
  id: number;
  kind: string;
  location_id: number | null;
  amount: number | null;
  vendor_id: number | null;
  category_id: number | null;
  classes: string[] | null;
};

function describe(r: Rule, locations: Location[]): string {
  const where = r.location_id ? ` at ${locations.find((l) => l.id === r.location_id)?.name ?? "one location"}` : "";
  if (r.kind === "total_over") return `Orders above ${formatDollars(r.amount ?? 0)}${where}`;
  if (r.kind === "vendor") return `Orders from vendor #${r.vendor_id}${where}`;
  if (r.kind === "category") return `Items of category #${r.category_id}${where}`;
  return `Items of class ${(r.classes ?? []).join(", ")}${where}`;
}

/** Locations with their budget use this month, the owner's new-location form, and the clinic's approval rules. */
export function LocationsPanel({ canBudget, canEdit }: { canBudget: boolean; canEdit: boolean }) {
  const locs = useClinicData<Location[]>("/api/clinic/locations");
  const rules = useClinicData<Rule[]>("/api/clinic/rules");
  const m = useMutation({ silent: true });
  if (locs.error) return <p role="alert">{locs.error}</p>;
  if (!locs.data || !rules.data) return <p>Loading…</p>;
  const setBudget = async (id: number, value: string) => {
    await m.run("PATCH", `/api/clinic/locations/${id}`, { monthly_budget: value === "" ? null : Number(value) });
    await locs.reload();
  };
  const addRule = async (fd: FormData) => {
    await m.run("POST", "/api/clinic/rules", { kind: "total_over", amount: Number(fd.get("amount")) });
    await rules.reload();
  };
  return (
    <div className="space-y-6">
      <Notice look="line" className="text-sm" notice={m.notice} />
      <section>
        <h2 className="mb-2 text-lg font-semibold">Locations</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {locs.data.map((l) => {
            const pct = l.monthly_budget ? Math.min(100, Math.round((l.spent_this_month / l.monthly_budget) * 100)) : 0;
            return (
              <li key={l.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold">
                  {l.name} {l.active && <span className="text-xs font-normal text-brand-700">(acting for)</span>}
                </p>
                <p className="text-sm text-slate-600">
                  {[l.line1, l.city, l.state, l.zip].filter(Boolean).join(", ") || "No address yet"}
                  {l.phone && ` · ${l.phone}`}
                </p>
                <Link href={`/clinic/locations/${l.id}`} className="text-sm text-brand-700 underline">
                  {canEdit
                    ? "Edit address, licences, DEA and tax exemption"
                    : "Address, licences, DEA and tax exemption"}
                  <span className="sr-only"> of {l.name}</span>
                </Link>
                <p className="mt-2 text-sm">
                  Spent this month {formatDollars(l.spent_this_month)}
                  {l.monthly_budget !== null ? ` of ${formatDollars(l.monthly_budget)}` : " (no budget)"}
                </p>
                {l.monthly_budget !== null && (
                  <div
                    role="meter"
                    aria-label={`Budget use at ${l.name}`}
                    aria-valuenow={pct}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="mt-1 h-2 rounded bg-slate-100"
                  >
                    <div
                      className={`h-2 rounded ${l.budget_state === "ok" ? "bg-emerald-500" : l.budget_state === "warn" ? "bg-amber-500" : "bg-red-600"}`}
                      style={{ width: `${pct}%` }}
                    />
                  </div>
                )}
                {canBudget && (
                  <label className="mt-2 block text-sm">
                    Monthly budget in dollars
                    <input
                      className="input mt-1 w-full"
                      type="number"
                      min={0}
                      defaultValue={l.monthly_budget ?? ""}
                      placeholder="No budget"
                      onBlur={(e) => void setBudget(l.id, e.target.value)}
                    />
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {canEdit && <LocationForm />}
      <section>
        <h2 className="mb-2 text-lg font-semibold">Approval rules</h2>
        {rules.data.length ? (
          <ul className="space-y-2">
            {rules.data.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 rounded border border-slate-200 p-2">
                <span className="text-sm">{describe(r, locs.data!)} need approval.</span>
                {canBudget && (
                  <ConfirmAction
                    trigger="Delete"
                    title="Delete this approval rule?"
                    description={`${describe(r, locs.data!)} will no longer need approval. Requests already waiting stay waiting.`}
                    confirmLabel="Delete rule"
                    pendingLabel="Deleting…"
                    onConfirm={async () => {
                      const res = await api("DELETE", `/api/clinic/rules/${r.id}`);
                      if (!res.ok) return { ok: false, message: res.message };
                      await rules.reload();
                      return { ok: true };
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No approval rules: purchasers order within their own limits.</p>
        )}
        {canBudget && (
          <form action={addRule} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="text-sm">
              Approval needed above (dollars)
              <input name="amount" type="number" min={1} required className="input mt-1 w-full" />
            </label>
            <button className="btn-primary">Add rule</button>
          </form>
        )}
      </section>
    </div>
  );
}
