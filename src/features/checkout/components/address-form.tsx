"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import type { CartAddressView } from "@/features/cart";

const FIELDS: { name: keyof CartAddressView; label: string; required?: boolean; auto?: string }[] = [
  { name: "label", label: "Label (e.g. Clinic)", auto: "off" },
  { name: "full_name", label: "Full name", required: true, auto: "name" },
  { name: "line1", label: "Address line 1", required: true, auto: "address-line1" },
  { name: "line2", label: "Address line 2", auto: "address-line2" },
  { name: "city", label: "City", required: true, auto: "address-level2" },
  { name: "state", label: "State", required: true, auto: "address-level1" },
  { name: "zip", label: "ZIP code", required: true, auto: "postal-code" },
  { name: "phone", label: "Phone", auto: "tel" },
];

/** Add or edit an address; the server validates again and answers with a clear message. */
export function AddressForm({
  initial,
  onDone,
  onCancel,
}: {
  initial?: CartAddressView;
  onDone: (id: number) => void;
  onCancel: () => void;
}) {
  const m = useMutation({ silent: true });
  const busy = m.pending;
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = Object.fromEntries(new FormData(e.currentTarget).entries()) as Record<string, string>;
    const body = {
      ...form,
      label: form.label || "Clinic",
      country: "US",
      line2: form.line2 || null,
      phone: form.phone || null,
    };
    const res = await m.run<{ id: number }>(
      initial ? "PUT" : "POST",
      initial ? `/api/checkout/addresses/${initial.id}` : "/api/checkout/addresses",
      body,
    );
    if (res.ok) onDone(res.data.id);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
      aria-label={initial ? "Edit address" : "New address"}
    >
      {FIELDS.map((f) => (
        <div key={f.name} className={f.name === "line1" || f.name === "line2" ? "sm:col-span-2" : ""}>
          <label className="label" htmlFor={`addr-${f.name}`}>
            {f.label}
          </label>
          <input
            id={`addr-${f.name}`}
            name={f.name}
            className="input"
            required={f.required}
            autoComplete={f.auto}
            defaultValue={initial ? String(initial[f.name] ?? "") : ""}
          />
        </div>
      ))}
      <Notice look="line" className="text-sm sm:col-span-2" notice={m.notice} />
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save address"}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
