"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { RETURN_REASONS } from "../rules";

type Line = { id: number; name: string; returnable: number; schedule_ii: boolean };

/** "Return items": pick lines, how many of each and why; Schedule II lines ask for the clinic's DEA 222 form. */
export function ReturnItemsForm({ orderId, lines }: { orderId: number; lines: Line[] }) {
  const [open, setOpen] = useState(false);
  const [qty, setQty] = useState<Record<number, number>>({});
  const m = useMutation({ refresh: true });
  const chosen = lines.filter((l) => (qty[l.id] ?? 0) > 0);
  const needsForm = chosen.some((l) => l.schedule_ii);
  if (!open)
    return (
      <div>
        <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
          Return items
        </button>
        <Notice look="line" className="mt-2" notice={m.notice} />
      </div>
    );
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (!chosen.length) return m.show("Choose how many of at least one item to return.");
    const res = await m.run("POST", `/api/orders/${orderId}/returns`, {
      lines: chosen.map((l) => ({ line_id: l.id, quantity: qty[l.id], reason: String(form.get(`reason-${l.id}`)) })),
      dea_form: needsForm ? String(form.get("dea_form") ?? "") : undefined,
    });
    if (res.ok) {
      setOpen(false);
      setQty({});
    }
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3 rounded-md border border-slate-200 p-3" noValidate>
      <h4 className="font-semibold">Return items</h4>
      {lines.map((l) => (
        <fieldset key={l.id} className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <legend className="sr-only">{l.name}</legend>
          <p className="self-center">
            {l.name}
            {l.returnable === 0 && <span className="block text-xs text-slate-500">Nothing left to return</span>}
          </p>
          <div>
            <label className="label" htmlFor={`qty-${l.id}`}>
              Quantity to return
            </label>
            <select
              id={`qty-${l.id}`}
              className="input"
              value={qty[l.id] ?? 0}
              disabled={l.returnable === 0}
              onChange={(e) => setQty({ ...qty, [l.id]: Number(e.target.value) })}
            >
              {Array.from({ length: l.returnable + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={`reason-${l.id}`}>
              Reason
            </label>
            <select id={`reason-${l.id}`} name={`reason-${l.id}`} className="input" disabled={l.returnable === 0}>
              {Object.entries(RETURN_REASONS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ))}
      {needsForm && (
        <div>
          <Notice tone="warning">
            Returning a Schedule II item needs the DEA 222 form from your clinic: enter its number and send the form
            with the parcel.
          </Notice>
          <label className="label mt-2" htmlFor="dea_form">
            DEA 222 form number
          </label>
          <input id="dea_form" name="dea_form" className="input" maxLength={40} />
        </div>
      )}
      <Notice look="line" notice={m.notice} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={m.pending}>
          {m.pending ? "Sending…" : "Ask for the return"}
        </button>
        <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
