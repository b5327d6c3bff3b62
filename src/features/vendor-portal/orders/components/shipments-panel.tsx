import { trackingUrl } from "@/features/orders";
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
        {shipments.map((s) => {
          const href = trackingUrl(s.carrier, s.tracking_number);
          const number = <span className="font-mono font-semibold">{s.tracking_number}</span>;
          return (
            <li key={s.id}>
              <p>
                {s.carrier} · Tracking{" "}
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                    {number}
                    <span className="sr-only"> (opens the carrier&apos;s tracking page)</span>
                  </a>
                ) : (
                  number
                )}
                <span className="text-slate-500">
                  {" "}
                  · {new Date(s.created_at).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}
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
          );
        })}
      </ul>
    </section>
  );
}
