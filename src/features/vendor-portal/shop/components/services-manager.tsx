"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { PAYMENT_TYPES } from "../schema";
import { Checkbox } from "@/components/ui/checkbox";

type Plan = { id?: number; name: string; type: string; fee: number; additional_fee: number; equipment_fee: number };
export type ProviderService = {
  id: number;
  name: string;
  slug: string;
  description: string;
  category_name: string | null;
  published: boolean;
  plans: Plan[];
};

const emptyPlan = (): Plan => ({ name: "", type: "monthly", fee: 0, additional_fee: 0, equipment_fee: 0 });

function ServiceEditor({
  service,
  canPrices,
  onSaved,
}: {
  service: ProviderService | null;
  canPrices: boolean;
  onSaved: (message: string) => void;
}) {
  const [plans, setPlans] = useState<Plan[]>(service?.plans ?? [emptyPlan()]);
  const m = useMutation({ silent: true });
  const key = service ? `s${service.id}` : "new";
  const setPlan = (i: number, patch: Partial<Plan>) =>
    setPlans((ps) => ps.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body: Record<string, unknown> = {
      name: f.get("name"),
      description: f.get("description"),
      category_name: String(f.get("category_name") ?? "") || null,
      published: f.get("published") === "on",
    };
    if (canPrices) body.plans = plans;
    const res = await m.run(
      service ? "PATCH" : "POST",
      service ? `/api/vendor/v1/services/${service.id}` : "/api/vendor/v1/services",
      body,
    );
    if (!res.ok) return;
    onSaved(service ? `${String(body.name)} saved.` : `${String(body.name)} created.`);
  }

  return (
    <form onSubmit={save} className="space-y-3">
      <Notice notice={m.notice} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${key}-name`} className="label">
            Service name
          </label>
          <input
            id={`${key}-name`}
            name="name"
            required
            maxLength={200}
            defaultValue={service?.name}
            className="input w-full"
          />
        </div>
        <div>
          <label htmlFor={`${key}-category`} className="label">
            Category
          </label>
          <input
            id={`${key}-category`}
            name="category_name"
            maxLength={120}
            defaultValue={service?.category_name ?? ""}
            className="input w-full"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${key}-description`} className="label">
          Description
        </label>
        <textarea
          id={`${key}-description`}
          name="description"
          rows={3}
          defaultValue={service?.description}
          className="input w-full"
        />
      </div>
      <Checkbox name="published" defaultChecked={service?.published ?? true} label="Published on the storefront" />
      <fieldset className="space-y-2" disabled={!canPrices}>
        <legend className="font-semibold">Plans</legend>
        {plans.map((p, i) => (
          <div key={i} className="grid gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-6 sm:items-end">
            <div className="sm:col-span-2">
              <label htmlFor={`${key}-plan-${i}-name`} className="label">
                Plan name
              </label>
              <input
                id={`${key}-plan-${i}-name`}
                required
                value={p.name}
                onChange={(e) => setPlan(i, { name: e.target.value })}
                className="input w-full"
              />
            </div>
            <div>
              <label htmlFor={`${key}-plan-${i}-type`} className="label">
                Payment type
              </label>
              <select
                id={`${key}-plan-${i}-type`}
                value={p.type}
                onChange={(e) => setPlan(i, { type: e.target.value })}
                className="input w-full"
              >
                {[...new Set([...PAYMENT_TYPES, p.type])].map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
            {(["fee", "additional_fee", "equipment_fee"] as const).map((field) => (
              <div key={field}>
                <label htmlFor={`${key}-plan-${i}-${field}`} className="label">
                  {field === "fee"
                    ? "Fee ($)"
                    : field === "additional_fee"
                      ? "Additional fee ($)"
                      : "Equipment fee ($)"}
                </label>
                <input
                  id={`${key}-plan-${i}-${field}`}
                  type="number"
                  min={0}
                  step="0.01"
                  value={p[field]}
                  onChange={(e) => setPlan(i, { [field]: Number(e.target.value) })}
                  className="input w-full"
                />
              </div>
            ))}
            {plans.length > 1 && (
              <button
                type="button"
                className="btn-outline sm:col-span-6 sm:justify-self-end"
                onClick={() => setPlans((ps) => ps.filter((_, j) => j !== i))}
              >
                Remove plan
              </button>
            )}
          </div>
        ))}
        <button type="button" className="btn-outline" onClick={() => setPlans((ps) => [...ps, emptyPlan()])}>
          Add plan
        </button>
      </fieldset>
      {!canPrices && <p className="text-xs text-slate-500">Plan fees are changed by an owner or manager.</p>}
      <button type="submit" className="btn-primary">
        {service ? "Save service" : "Create service"}
      </button>
    </form>
  );
}

/** A provider's services: list, create, edit, publish and unpublish. */
export function ServicesManager({ services, canPrices }: { services: ProviderService[]; canPrices: boolean }) {
  const router = useRouter();
  const [notice, setNotice] = useState("");
  const [formKey, setFormKey] = useState(0);
  const saved = (message: string) => {
    setNotice(message);
    setFormKey((k) => k + 1);
    router.refresh();
  };
  return (
    <div className="space-y-4">
      {notice && <Notice tone="success">{notice}</Notice>}
      {canPrices && (
        <details className="card p-4">
          <summary className="cursor-pointer font-semibold">New service</summary>
          <div className="mt-3">
            <ServiceEditor key={formKey} service={null} canPrices={canPrices} onSaved={saved} />
          </div>
        </details>
      )}
      {services.length === 0 ? (
        <p className="card p-6 text-center text-slate-600">No services yet.</p>
      ) : (
        <ul className="space-y-3">
          {services.map((s) => (
            <li key={`${s.id}-${formKey}`} className="card p-4">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{s.name}</span>{" "}
                  <span className={s.published ? "text-emerald-700" : "text-slate-500"}>
                    {s.published ? "Published" : "Unpublished"}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {s.plans.length} plan{s.plans.length === 1 ? "" : "s"} ·{" "}
                    <a className="underline" href={`/${s.slug}`}>
                      /{s.slug}
                    </a>
                  </span>
                </summary>
                <div className="mt-3">
                  <ServiceEditor service={s} canPrices={canPrices} onSaved={saved} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
