"use client";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

export type Address = {
  id: number;
  label: string;
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
};

const FIELDS = [
  ["label", "Label"],
  ["fullName", "Full name"],
  ["line1", "Address line 1"],
  ["line2", "Address line 2"],
  ["city", "City"],
  ["state", "State"],
  ["zip", "ZIP code"],
  ["country", "Country"],
  ["phone", "Phone"],
] as const;

export function AddressBook({ userId, addresses }: { userId: string; addresses: Address[] }) {
  const { pending, notice, run } = useMutation({ refresh: true, done: "Saved." });
  const [editing, setEditing] = useState<Address | "new" | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      ...Object.fromEntries(form.entries()),
      isDefaultShipping: form.has("isDefaultShipping"),
      isDefaultBilling: form.has("isDefaultBilling"),
    };
    const url =
      editing && editing !== "new" ? `/api/user/addresses/${userId}/${editing.id}` : `/api/user/addresses/${userId}`;
    if ((await run(editing && editing !== "new" ? "PUT" : "POST", url, body)).ok) setEditing(null);
  }

  const current = editing && editing !== "new" ? editing : null;
  return (
    <div className="space-y-4">
      <Notice look="banner" notice={notice} />
      {addresses.length === 0 && <p className="text-sm text-slate-600">No saved addresses yet.</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((a) => (
          <li key={a.id} className="card p-4 text-sm">
            <p className="font-semibold">
              {a.label}
              {a.isDefaultShipping && " · default shipping"}
              {a.isDefaultBilling && " · default billing"}
            </p>
            <p>{a.fullName}</p>
            <p>
              {a.line1}
              {a.line2 ? `, ${a.line2}` : ""}
            </p>
            <p>
              {a.city}, {a.state} {a.zip}, {a.country}
            </p>
            {a.phone && <p>{a.phone}</p>}
            <div className="mt-2 flex gap-3">
              <button type="button" className="font-medium text-brand-700 underline" onClick={() => setEditing(a)}>
                Edit<span className="sr-only"> {a.label}</span>
              </button>
              <button
                type="button"
                className="font-medium text-red-700 underline"
                disabled={pending}
                onClick={() => void run("DELETE", `/api/user/addresses/${userId}/${a.id}`)}
              >
                Delete<span className="sr-only"> {a.label}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <form
          key={current?.id ?? "new"}
          onSubmit={onSubmit}
          className="card space-y-3 p-4"
          aria-label={current ? "Edit address" : "New address"}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            {FIELDS.map(([name, label]) => (
              <div key={name}>
                <label htmlFor={`addr-${name}`} className="label">
                  {label}
                </label>
                <input
                  id={`addr-${name}`}
                  name={name}
                  defaultValue={current?.[name] ?? (name === "country" ? "US" : name === "label" ? "Clinic" : "")}
                  required={!["line2", "phone"].includes(name)}
                  className="input"
                />
              </div>
            ))}
          </div>
          <div className="flex flex-wrap gap-4 text-sm">
            <Checkbox name="isDefaultShipping" defaultChecked={current?.isDefaultShipping} label="Default shipping" />
            <Checkbox name="isDefaultBilling" defaultChecked={current?.isDefaultBilling} label="Default billing" />
          </div>
          <div className="flex gap-3">
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Saving…" : "Save address"}
            </button>
            <button type="button" className="btn-muted" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn-outline" onClick={() => setEditing("new")}>
          Add address
        </button>
      )}
    </div>
  );
}
