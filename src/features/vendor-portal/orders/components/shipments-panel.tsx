import type { ShipmentView } from "../server/order-queries";

/** The parcels of an order with carrier, tracking, lots and expiry: on the buyer's order page and in the portal. */
export function ShipmentsPanel({ shipments }: { shipments: ShipmentView[] }) {
  if (shipments.length === 0) return null;
  return (
    <section className="card p-4 text-sm" aria-labelledby="shipments-heading">
      <h3 id="shipments-heading" className="font-semibold">
        Shipments
      </h3>
      <ul className="mt-2 space-y-3">
        {shipments.map((s) => (
          <li key={s.id}>
            <p>
              {s.carrier} · Tracking <span className="font-mono font-semibold">{s.tracking_number}</span>
              <span className="text-slate-500">
                {" "}
                · {new Date(s.created_at).toLocaleDateString("en-US", { dateStyle: "medium" })}
              </span>
            </p>
            <ul className="mt-1 list-disc pl-5 text-slate-600">
              {s.lines.map((l) => (
                <li key={l.line_id}>
                  {l.quantity} × {l.name}
                  {l.lot ? ` · Lot ${l.lot}` : ""}
                  {l.expiry ? ` · Exp. ${l.expiry}` : ""}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
