"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Reason = "used" | "wasted" | "transfer" | "count";
const REASONS: { value: Reason; label: string }[] = [
  { value: "used", label: "Used" },
  { value: "wasted", label: "Wasted" },
  { value: "transfer", label: "Transfer to another location" },
  { value: "count", label: "Count (what is on the shelf)" },
];

/**
 * One lot's "Record" form: usage, waste and transfers take the units that left (sent as a negative
 * quantity), a count takes what is on the shelf; the server applies the rules and says why it refuses.
 */
export function StockRowActions({
  id,
  label,
  expired,
  locations,
}: {
  id: number;
  /** the product and lot, so each field's name says which lot it is about */
  label: string;
  expired: boolean;
  locations: { id: number; name: string }[];
}) {
  const m = useMutation({ refresh: true });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>(expired ? "wasted" : "used");
  const [units, setUnits] = useState("1");
  const [to, setTo] = useState(String(locations[0]?.id ?? ""));
  const [note, setNote] = useState("");
  if (!open)
    return (
      <button
        type="button"
        className="btn-outline px-2 py-1 text-xs"
        onClick={() => setOpen(true)}
        aria-label={`Record a change to ${label}`}
      >
        Record
      </button>
    );
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const n = Number(units);
    const body =
      reason === "count"
        ? { inventory_id: id, reason, counted: n, note: note || null }
        : {
            inventory_id: id,
            reason,
            quantity: -n,
            note: note || null,
            ...(reason === "transfer" ? { to_location_id: Number(to) } : {}),
          };
    const res = await m.run("POST", "/api/clinic/inventory/adjust", body);
    if (res.ok) setOpen(false);
  };
  return (
    <form onSubmit={submit} className="grid min-w-56 gap-2 text-xs" aria-label={`Record a change to ${label}`}>
      <label>
        <span className="label">Reason</span>
        <select className="input" value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
          {REASONS.filter((r) => r.value !== "transfer" || locations.length > 0).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label">{reason === "count" ? "Counted on the shelf" : "Units"}</span>
        <input className="input" type="number" min={0} value={units} onChange={(e) => setUnits(e.target.value)} />
      </label>
      {reason === "transfer" && (
        <label>
          <span className="label">To location</span>
          <select className="input" value={to} onChange={(e) => setTo(e.target.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <span className="label">Note (optional)</span>
        <input className="input" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-2 py-1 text-xs" disabled={m.pending}>
          {m.pending ? "Saving…" : "Save"}
        </button>
        <button type="button" className="btn-outline px-2 py-1 text-xs" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <Notice look="line" notice={m.notice} />
    </form>
  );
}
