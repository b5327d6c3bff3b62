"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import type { RfqDraft } from "../server/rfq-draft";

type Item = RfqDraft["items"][number] & { key: number };
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** A request for quote to several vendors: which vendors, which items and how many, needed by when. */
export function RfqForm({ draft }: { draft: RfqDraft }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<number[]>([]);
  const [shown, setShown] = useState(draft.vendors.filter((v) => v.suggested).map((v) => v.id));
  const [items, setItems] = useState<Item[]>(draft.items.map((it, key) => ({ ...it, key })));
  const [neededBy, setNeededBy] = useState(inTwoWeeks);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map(draft.vendors.map((v) => [v.id, v]));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const setItem = (key: number, patch: Partial<Item>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api<{ id: number }>("POST", "/api/rfqs", {
      vendor_ids: chosen,
      items: items.map(({ product_id, description, quantity }) => ({ product_id, description, quantity })),
      needed_by: neededBy,
      note,
    });
    setBusy(false);
    if (!res.ok) return setError(res.message);
    router.push(`/user/rfqs/${res.data.id}`);
  }

  return (
    <form onSubmit={submit} className="space-y-6">
      <fieldset className="card space-y-2 p-4 sm:p-5">
        <legend className="px-1 text-lg font-bold">Vendors to ask</legend>
        {shown.length === 0 && <p className="text-sm text-slate-600">Add the vendors you want quotes from.</p>}
        <ul className="grid gap-2 sm:grid-cols-2">
          {shown.map((id) => (
            <li key={id}>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} />
                {byId.get(id)?.name}
              </label>
            </li>
          ))}
        </ul>
        <label className="block text-sm">
          <span className="label">Add another vendor</span>
          <select
            className="input"
            value=""
            onChange={(e) => {
              const id = Number(e.target.value);
              if (!id) return;
              setShown((s) => (s.includes(id) ? s : [...s, id]));
              setChosen((c) => (c.includes(id) ? c : [...c, id]));
            }}
          >
            <option value="">Choose a vendor…</option>
            {draft.vendors
              .filter((v) => !shown.includes(v.id))
              .map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="card space-y-3 p-4 sm:p-5">
        <legend className="px-1 text-lg font-bold">Items</legend>
        {items.map((it, i) => (
          <div
            key={it.key}
            className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0"
          >
            <label className="min-w-0 flex-1 basis-60 text-sm">
              <span className="label">Item {i + 1}</span>
              <input
                className="input w-full"
                value={it.description}
                maxLength={300}
                placeholder="What you need: name, size, pack"
                onChange={(e) => setItem(it.key, { description: e.target.value })}
              />
            </label>
            <label className="w-28 text-sm">
              <span className="label">Quantity</span>
              <input
                className="input w-full"
                type="number"
                min={1}
                value={it.quantity}
                onChange={(e) => setItem(it.key, { quantity: Number(e.target.value) })}
              />
            </label>
            {items.length > 1 && (
              <button
                type="button"
                className="btn-outline text-sm"
                aria-label={`Remove item ${i + 1}`}
                onClick={() => setItems((list) => list.filter((x) => x.key !== it.key))}
              >
                Remove
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() =>
            setItems((list) => [...list, { key: Date.now(), product_id: null, description: "", quantity: 1 }])
          }
        >
          Add an item
        </button>
      </fieldset>
      <div className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
        <label className="text-sm">
          <span className="label">Needed by</span>
          <input className="input w-full" type="date" value={neededBy} onChange={(e) => setNeededBy(e.target.value)} />
        </label>
        <label className="text-sm sm:col-span-2">
          <span className="label">Note to the vendors (optional)</span>
          <textarea
            className="input w-full"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Sending…" : "Send request for quote"}
      </button>
    </form>
  );
}
