"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Line = { id: number; name: string; left: number; cancellable: boolean };

/** Accept, ship (carrier, tracking, per line quantity, lot and expiry), cancel a line, delivered: each through the vendor API. */
export function OrderActions({
  orderId,
  status,
  lines,
  awaitingPayment = false,
}: {
  orderId: number;
  status: string;
  lines: Line[];
  /** a card order whose payment has not arrived: nothing may be confirmed or shipped yet */
  awaitingPayment?: boolean;
}) {
  const m = useMutation({ refresh: true });
  const pending = m.pending;
  const open = awaitingPayment ? [] : lines.filter((l) => l.left > 0);

  const call = (path: string, body: unknown, ok: string) =>
    m.run("POST", `/api/vendor/v1/orders/${orderId}/${path}`, body, { success: ok });

  function onShip(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const shipLines = open
      .map((l) => ({
        line_id: l.id,
        quantity: Number(f.get(`qty-${l.id}`) || 0),
        lot: String(f.get(`lot-${l.id}`) ?? "") || null,
        expiry: String(f.get(`exp-${l.id}`) ?? "") || null,
      }))
      .filter((l) => l.quantity > 0);
    if (shipLines.length === 0) return m.show("Enter a quantity to ship on at least one line.");
    void call(
      "ship",
      { carrier: f.get("carrier"), tracking_number: f.get("tracking"), lines: shipLines },
      "Shipment recorded; the buyer has been notified.",
    );
  }

  return (
    <div className="space-y-4">
      <Notice notice={m.notice} />
      <div className="flex flex-wrap gap-2">
        {status === "placed" && !awaitingPayment && (
          <button className="btn-primary" disabled={pending} onClick={() => call("accept", {}, "Order accepted.")}>
            Accept order
          </button>
        )}
        {status === "shipped" && (
          <button className="btn-primary" disabled={pending} onClick={() => call("deliver", {}, "Marked delivered.")}>
            Mark delivered
          </button>
        )}
        <a className="btn-outline" href={`/api/vendor/v1/orders/${orderId}/packing-slip`}>
          Packing slip (PDF)
        </a>
      </div>
      {(status === "placed" || status === "confirmed") && open.length > 0 && (
        // keyed by what is left to ship: after a parcel the form starts afresh (quantities left, no
        // tracking or lot of the parcel just recorded)
        <form
          key={open.map((l) => `${l.id}:${l.left}`).join(",")}
          onSubmit={onShip}
          className="card space-y-3 p-4"
          aria-labelledby="ship-heading"
        >
          <h2 id="ship-heading" className="font-semibold">
            Ship
          </h2>
          <div className="grid gap-2 sm:grid-cols-2">
            <div>
              <label htmlFor="carrier" className="label">
                Carrier
              </label>
              <input id="carrier" name="carrier" required className="input w-full" defaultValue="UPS" />
            </div>
            <div>
              <label htmlFor="tracking" className="label">
                Tracking number
              </label>
              <input id="tracking" name="tracking" required className="input w-full" />
            </div>
          </div>
          {open.map((l) => (
            <fieldset key={l.id} className="grid gap-2 border-t border-slate-100 pt-2 sm:grid-cols-4">
              <legend className="text-sm font-medium sm:col-span-4">{l.name}</legend>
              <div>
                <label htmlFor={`qty-${l.id}`} className="label">
                  Quantity ({l.left} left)
                </label>
                <input
                  id={`qty-${l.id}`}
                  name={`qty-${l.id}`}
                  type="number"
                  min={0}
                  max={l.left}
                  defaultValue={l.left}
                  className="input w-full"
                />
              </div>
              <div>
                <label htmlFor={`lot-${l.id}`} className="label">
                  Lot
                </label>
                <input id={`lot-${l.id}`} name={`lot-${l.id}`} className="input w-full" />
              </div>
              <div>
                <label htmlFor={`exp-${l.id}`} className="label">
                  Expiry
                </label>
                <input id={`exp-${l.id}`} name={`exp-${l.id}`} type="date" className="input w-full" />
              </div>
              {l.cancellable && (
                <div className="self-end">
                  <button
                    type="button"
                    className="btn-muted w-full"
                    disabled={pending}
                    onClick={() => {
                      const reason = window.prompt(`Why is ${l.name} cancelled? The buyer reads this.`);
                      if (reason !== null)
                        void call("cancel-line", { line_id: l.id, reason }, "Line cancelled; the buyer has been told.");
                    }}
                  >
                    Cancel line
                  </button>
                </div>
              )}
            </fieldset>
          ))}
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Saving…" : "Record shipment"}
          </button>
        </form>
      )}
    </div>
  );
}
