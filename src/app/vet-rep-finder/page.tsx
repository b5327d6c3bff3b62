import type { Metadata } from "next";
import { PageIntro } from "@/features/content/components/page-intro";
import { repSearchInput } from "@/features/content/schemas";
import { findReps, repFilters } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "Vet Rep Finder" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const sp = await searchParams;
  const parsed = repSearchInput.safeParse({
    state: sp.state || undefined,
    vendor: sp.vendor || undefined,
    specialty: sp.specialty || undefined,
  });
  const input = parsed.success ? parsed.data : {};
  const [filters, reps] = await Promise.all([repFilters(), findReps(input)]);
  return (
    <>
      <PageIntro
        title="Vet Rep Finder"
        lead="Find the sales representative who covers your clinic, by state, vendor and specialty."
      />
      <div className="container-page pb-10">
        <form
          method="get"
          className="card mb-6 grid gap-4 p-4 sm:grid-cols-4 sm:items-end"
          role="search"
          aria-label="Find a rep"
        >
          <div>
            <label htmlFor="state" className="label">
              State
            </label>
            <select id="state" name="state" defaultValue={input.state ?? ""} className="input">
              <option value="">All states</option>
              {filters.states.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="vendor" className="label">
              Vendor
            </label>
            <select id="vendor" name="vendor" defaultValue={input.vendor ? String(input.vendor) : ""} className="input">
              <option value="">All vendors</option>
              {filters.vendors.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="specialty" className="label">
              Specialty
            </label>
            <select id="specialty" name="specialty" defaultValue={input.specialty ?? ""} className="input">
              <option value="">All specialties</option>
              {filters.specialties.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            Find reps
          </button>
        </form>
        <p className="mb-3 text-sm text-slate-600" role="status">
          {reps.length} {reps.length === 1 ? "rep" : "reps"} found
        </p>
        {reps.length === 0 ? (
          <p className="text-slate-700">No reps match these filters. Try another state or vendor.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {reps.map((r) => (
              <li key={r.id} className="card p-4 text-sm">
                <p className="text-base font-bold">{r.name}</p>
                <p className="text-brand-700">
                  {r.specialty} · {r.state}
                </p>
                {r.vendorName && <p className="text-slate-600">{r.vendorName}</p>}
                <p className="mt-2">
                  <a href={`mailto:${r.email}`} className="font-semibold text-brand-700 underline">
                    {r.email}
                  </a>
                </p>
                {r.phone && (
                  <p>
                    <a href={`tel:${r.phone}`} className="text-slate-700">
                      {r.phone}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
