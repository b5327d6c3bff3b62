"use client";
import { useRouter } from "next/navigation";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

export type LocationAddress = {
  id?: number;
  name: string;
  full_name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
};

const EMPTY: LocationAddress = {
  name: "",
  full_name: "",
  line1: "",
  line2: null,
  city: "",
  state: "",
  zip: "",
  phone: null,
};

const FIELDS: { name: keyof LocationAddress; label: string; wide?: boolean; required?: boolean; hint?: string }[] = [
  { name: "name", label: "Location name", wide: true, required: true },
  { name: "full_name", label: "Deliver to (recipient)", wide: true, hint: "Empty: the clinic's name." },
  { name: "line1", label: "Street address", wide: true, required: true },
  { name: "line2", label: "Suite, unit (optional)", wide: true },
  { name: "city", label: "City", required: true },
  { name: "state", label: "State (two letters)", required: true },
  { name: "zip", label: "ZIP code", required: true },
  { name: "phone", label: "Phone (optional)" },
];

/**
 * The owner's form for a location's name and address: a new one (then its page, to add licences and
 * the DEA registration) or an edit. The server checks every field and says what to fix.
 */
export function LocationForm({ location }: { location?: LocationAddress }) {
  const router = useRouter();
  const m = useMutation({ refresh: !!location, done: "Saved." });
  const editing = !!location?.id;
  const initial = location ?? EMPTY;
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = Object.fromEntries(FIELDS.map((x) => [x.name, String(f.get(x.name) ?? "")]));
    const res = editing
      ? await m.run("PATCH", `/api/clinic/locations/${location!.id}`, body)
      : await m.run<{ data: { id: number } }>("POST", "/api/clinic/locations", body, { success: null });
    if (res.ok && !editing) router.push(`/clinic/locations/${(res.data as { data: { id: number } }).data.id}?added=1`);
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={editing ? `Address of ${initial.name}` : "Add a location"}
      className="card grid gap-3 p-4 sm:grid-cols-2"
      noValidate
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{editing ? "Name and address" : "Add a location"}</h2>
      {FIELDS.map((x) => (
        <div key={x.name} className={x.wide ? "sm:col-span-2" : ""}>
          <label htmlFor={`loc-${x.name}`} className="label">
            {x.label}
          </label>
          <input
            id={`loc-${x.name}`}
            name={x.name}
            className="input"
            required={x.required}
            maxLength={x.name === "state" ? 2 : 200}
            defaultValue={String(initial[x.name] ?? "")}
            autoComplete="off"
          />
          {x.hint && <p className="mt-1 text-xs text-slate-500">{x.hint}</p>}
        </div>
      ))}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={m.pending}>
          {editing ? "Save address" : "Add location"}
        </button>
        <Notice look="line" className="mt-2 text-sm" notice={m.notice} />
      </div>
    </form>
  );
}
