import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { FilterField, FilteredPages } from "@/features/admin/components/filtered-pages";
import { buyerQuerySchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listBuyers, type BuyerFilters } from "@/features/admin/server/buyers";

export const metadata: Metadata = { title: "Buyers" };

type SP = Record<string, string | undefined>;

export default async function BuyersPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/buyers"))) return <ConsoleForbidden />;
  const parsed = buyerQuerySchema.safeParse(await searchParams);
  const f: BuyerFilters = parsed.success ? parsed.data : {};
  const { data, total } = await listBuyers(f);
  const filtered = Object.entries(f).some(([k, v]) => k !== "page" && v !== undefined);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Buyers</h1>
      <FilteredPages
        path="/admin/buyers"
        label="Filter buyers"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        filters={f}
        rows={data.length}
        total={total}
        empty={filtered ? "No buyers match these filters." : "No buyers have registered yet."}
        grid="sm:grid-cols-2 lg:grid-cols-3"
        clearable
        fields={
          <>
            <FilterField id="b-q" label="Search (email, name or clinic)" className="sm:col-span-2 lg:col-span-3">
              <input id="b-q" name="q" type="search" defaultValue={f.q} className="input" />
            </FilterField>
            <FilterField id="b-status" label="Status">
              <select id="b-status" name="status" defaultValue={f.status ?? ""} className="input">
                <option value="">Any</option>
                <option value="unconfirmed">Unconfirmed</option>
                <option value="confirmed">Confirmed</option>
                <option value="deactivated">Deactivated</option>
                <option value="deleted">Deleted</option>
              </select>
            </FilterField>
            <FilterField id="b-level" label="Level">
              <select id="b-level" name="level" defaultValue={f.level ?? ""} className="input">
                <option value="">Any</option>
                {Array.from({ length: 10 }, (_, i) => i + 1).map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </FilterField>
            <FilterField id="b-state" label="State">
              <input id="b-state" name="state" defaultValue={f.state} className="input" />
            </FilterField>
            <FilterField id="b-from" label="Created from">
              <input id="b-from" name="createdFrom" type="date" defaultValue={f.createdFrom} className="input" />
            </FilterField>
            <FilterField id="b-to" label="Created to">
              <input id="b-to" name="createdTo" type="date" defaultValue={f.createdTo} className="input" />
            </FilterField>
          </>
        }
      >
        <ul className="divide-y divide-slate-200">
          {data.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  href={`/admin/buyers/${encodeURIComponent(b.id)}`}
                  className="font-medium text-brand-700 underline"
                >
                  {b.email}
                </Link>
                <p className="text-sm text-slate-600">
                  {b.name}
                  {b.clinic ? ` · ${b.clinic}` : ""}
                  {b.state ? ` · ${b.state}` : ""}
                </p>
              </div>
              <p className="flex flex-wrap gap-2 text-xs">
                <span className="rounded bg-slate-100 px-2 py-1">Level {b.level}</span>
                <span
                  className={`rounded px-2 py-1 ${b.confirmed ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-800"}`}
                >
                  {b.confirmed ? "Confirmed" : "Unconfirmed"}
                </span>
                {!b.active && <span className="rounded bg-red-50 px-2 py-1 text-red-800">Deactivated</span>}
                {b.deleted && <span className="rounded bg-red-50 px-2 py-1 text-red-800">Deleted</span>}
              </p>
            </li>
          ))}
        </ul>
      </FilteredPages>
    </div>
  );
}
