"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Line = { line_id: number; name: string; quantity: number; lot: string | null; expiry: string | null };
type Receipt = {
  received_at: string;
  received_by: string;
  automatic: boolean;
  lines: { line_id: number; quantity: number; note: string | null }[];
};
export type ReceivableShipment = {
  id: number;
  carrier: string;
  tracking_number: string;
  lines: Line[];
  receipt: Receipt | null;
};

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

function ReceiptText({ s, r }: { s: ReceivableShipment; r: Receipt }) {
  return (
    <div className="space-y-1">
      <p className="font-medium text-emerald-800">
        {r.automatic
          ? `Received automatically on ${day(r.received_at)}: nobody marked it received within 7 days of delivery.`
          : `Received on ${day(r.received_at)} by ${r.received_by}.`}
      </p>
      <ul className="list-disc pl-5 text-slate-600">
        {s.lines.map((l) => {
          const got = r.lines.find((x) => x.line_id === l.line_id);
          return (
            <li key={l.line_id}>
              {got?.quantity ?? 0} of {l.quantity} × {l.name}
              {got?.note ? ` · ${got.note}` : ""}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReceiveForm({ s }: { s: ReceivableShipment }) {
  const m = useMutation({ refresh: true });
  const [open, setOpen] = useState(false);
  const [got, setGot] = useState(() => Object.fromEntries(s.lines.map((l) => [l.line_id, String(l.quantity)])));
  const [notes, setNotes] = useState<Record<number, string>>({});
  if (!open)
    return (
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        Mark received
      </button>
    );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const lines = s.lines.map((l) => ({
      line_id: l.line_id,
      quantity: Number(got[l.line_id]),
      note: notes[l.line_id] || null,
    }));
    void m.run("POST", `/api/clinic/shipments/${s.id}/receive`, { lines });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Receive shipment ${s.tracking_number}`}>
      {s.lines.map((l) => (
        <fieldset key={l.line_id} className="grid gap-2 sm:grid-cols-[1fr_8rem_1fr] sm:items-end">
          <legend className="sr-only">{l.name}</legend>
          <p className="text-slate-700">
            {l.name} · {l.quantity} shipped{l.lot ? ` · Lot ${l.lot}` : ""}
            {l.expiry ? ` · Exp. ${l.expiry}` : ""}
          </p>
          <label className="text-xs">
            <span className="label">
              Received<span className="sr-only"> of {l.name}</span>
            </span>
            <input
              className="input"
              type="number"
              min={0}
              max={l.quantity}
              value={got[l.line_id]}
              onChange={(e) => setGot({ ...got, [l.line_id]: e.target.value })}
            />
          </label>
          <label className="text-xs">
            <span className="label">
              Note<span className="sr-only"> for {l.name}</span> (damaged, short)
            </span>
            <input
              className="input"
              value={notes[l.line_id] ?? ""}
              onChange={(e) => setNotes({ ...notes, [l.line_id]: e.target.value })}
            />
          </label>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn-primary" disabled={m.pending}>
          {m.pending ? "Saving…" : "Confirm receipt"}
        </button>
        <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <Notice look="line" notice={m.notice} />
    </form>
  );
}

/** Each parcel of a clinic order: what was received and by whom, or "Mark received" with per-line counts and notes. */
export function ReceiveShipments({ shipments }: { shipments: ReceivableShipment[] }) {
  if (!shipments.length) return null;
  return (
    <section className="card space-y-3 p-4 text-sm" aria-labelledby="receiving-heading">
      <h3 id="receiving-heading" className="font-semibold">
        Receiving
      </h3>
      <ul className="space-y-4">
        {shipments.map((s) => (
          <li key={s.id} className="space-y-2" aria-label={`Shipment ${s.tracking_number}`}>
            <p className="font-medium">
              {s.carrier} {s.tracking_number}
            </p>
            {s.receipt ? <ReceiptText s={s} r={s.receipt} /> : <ReceiveForm s={s} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
