"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useUnsavedWarning } from "@/lib/use-unsaved-warning";

export type ListingRow = {
  id: number;
  sku: string;
  name: string;
  price_catalog: number | null;
  quantity: number;
  in_stock: "Y" | "N";
  status: string;
};
type Draft = { price: string; stock: string };
type RowError = { id: number; message: string };

/**
 * The listings table with inline price and stock, and a bulk stock for selected rows. Only changed rows
 * are sent; the server saves them all in one transaction or none, naming each bad row. Leaving with
 * unsaved changes asks first.
 */
export function ListingsTable({ rows, canChangePrices }: { rows: ListingRow[]; canChangePrices: boolean }) {
  const router = useRouter();
  const original = (r: ListingRow): Draft => ({ price: r.price_catalog?.toFixed(2) ?? "", stock: String(r.quantity) });
  const fromRows = (list: ListingRow[]) => Object.fromEntries(list.map((r) => [r.id, original(r)]));
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() => fromRows(rows));
  // Fresh rows from the server (after a save or an import) become the drafts; the table is not
  // remounted for them, so the message saying what was saved stays on screen.
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setDrafts(fromRows(rows));
  }
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkStock, setBulkStock] = useState("");
  const [errors, setErrors] = useState<RowError[]>([]);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const changed = rows.filter((r) => {
    const d = drafts[r.id]!;
    const o = original(r);
    return d.price !== o.price || d.stock !== o.stock;
  });
  useUnsavedWarning(
    changed.length > 0,
    `${changed.length} changed listing${changed.length === 1 ? " is" : "s are"} not saved yet. Leave and lose the change${changed.length === 1 ? "" : "s"}?`,
  );
  const set = (id: number, patch: Partial<Draft>) => setDrafts((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function save() {
    const empty = changed.filter((r) => drafts[r.id]!.price.trim() === "" || drafts[r.id]!.stock.trim() === "");
    if (empty.length) {
      setErrors(empty.map((r) => ({ id: r.id, message: `${r.sku}: enter a price and a stock.` })));
      return setMessage({ tone: "error", text: "Some rows are empty; nothing was saved." });
    }
    const body = changed.map((r) => {
      const d = drafts[r.id]!;
      const o = original(r);
      return {
        id: r.id,
        ...(d.price !== o.price && { price_catalog: d.price.trim() }),
        ...(d.stock !== o.stock && { quantity: d.stock.trim() }),
      };
    });
    setPending(true);
    setMessage(null);
    setErrors([]);
    const res = await api<{ updated?: number }>("PUT", "/api/vendor/v1/products/bulk", body);
    setPending(false);
    if (!res.ok) {
      setErrors((res.body?.errors as RowError[] | undefined) ?? []);
      return setMessage({ tone: "error", text: res.message });
    }
    const { updated } = res.data;
    setMessage({ tone: "success", text: `Saved ${updated} listing${updated === 1 ? "" : "s"}.` });
    setSelected(new Set());
    router.refresh();
  }

  const errorOf = (id: number) => errors.find((e) => e.id === id)?.message;
  return (
    <div className="space-y-3">
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Bulk edit">
        <label className="text-sm">
          Stock for selected
          <input
            type="number"
            min={0}
            value={bulkStock}
            onChange={(e) => setBulkStock(e.target.value)}
            className="input mt-1 block w-28"
          />
        </label>
        <button
          type="button"
          className="btn-outline"
          disabled={selected.size === 0 || bulkStock.trim() === ""}
          onClick={() => selected.forEach((id) => set(id, { stock: bulkStock.trim() }))}
        >
          Apply to {selected.size} selected
        </button>
        <button type="button" className="btn-primary" disabled={pending || changed.length === 0} onClick={save}>
          {pending ? "Saving…" : `Save changes (${changed.length})`}
        </button>
      </div>
      {/* on a phone the cells are narrower so price and stock fit beside the name without scrolling */}
      <div className="card overflow-x-auto">
        <table className="w-full text-sm [&_td]:p-2 [&_th]:p-2 sm:[&_td]:p-3 sm:[&_th]:p-3">
          <caption className="sr-only">Your listings by SKU; price and stock can be edited here</caption>
          <thead className="text-left text-slate-500">
            <tr>
              <th className="p-3 font-medium">
                <span className="sr-only">Select</span>
              </th>
              <th className="p-3 font-medium">Product</th>
              <th className="p-3 text-right font-medium">
                <span className="sm:hidden">Price ($)</span>
                <span className="hidden sm:inline">Catalog price ($)</span>
              </th>
              <th className="p-3 text-right font-medium">Stock</th>
              <th className="hidden p-3 font-medium sm:table-cell">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((p) => {
              const d = drafts[p.id]!;
              const error = errorOf(p.id);
              return (
                <tr key={p.id} className={error ? "bg-red-50" : changed.includes(p) ? "bg-amber-50" : undefined}>
                  <td className="p-3">
                    <input
                      type="checkbox"
                      checked={selected.has(p.id)}
                      onChange={() => toggle(p.id)}
                      aria-label={`Select ${p.sku}`}
                    />
                  </td>
                  <td className="p-3 break-words">
                    <Link href={`/vendor/listings/${p.id}`} className="font-medium hover:text-brand-700">
                      {p.name}
                    </Link>
                    <span className="block text-xs text-slate-500">{p.sku}</span>
                    {error && (
                      <span role="alert" className="block text-xs text-red-700">
                        {error}
                      </span>
                    )}
                  </td>
                  <td className="p-3 text-right">
                    <input
                      inputMode="decimal"
                      value={d.price}
                      disabled={!canChangePrices}
                      onChange={(e) => set(p.id, { price: e.target.value })}
                      aria-label={`Catalog price of ${p.sku}`}
                      className="input w-20 px-2 text-right disabled:bg-slate-50 sm:w-24"
                    />
                  </td>
                  <td className="p-3 text-right">
                    <input
                      type="number"
                      min={0}
                      value={d.stock}
                      onChange={(e) => set(p.id, { stock: e.target.value })}
                      aria-label={`Stock of ${p.sku}`}
                      className="input w-16 px-2 text-right sm:w-20"
                    />
                  </td>
                  <td className="hidden p-3 capitalize sm:table-cell">{p.status.replace("_", " ")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
