import { DataTable } from "@/components/ui/data-table";
import type { Viewer } from "@/features/accounts/server";
import { AddBelowParButton } from "@/features/inventory/components/add-below-par-button";
import { belowPar } from "@/features/inventory/server/par";
import { formatDollars } from "@/lib/money";

/** What is below par at the location, with the quantity to order and the best offer, and one button for the cart. */
export async function BelowParSection({
  viewer,
  locationId,
  location,
  mayAdd,
}: {
  viewer: Viewer;
  locationId: number;
  location: string;
  mayAdd: boolean;
}) {
  const { data } = await belowPar(viewer, locationId);
  if (!data.length) return null;
  return (
    <section className="space-y-3" aria-labelledby="below-par-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="below-par-heading" className="font-semibold">
          Below par ({data.length})
        </h3>
        {mayAdd && <AddBelowParButton locationId={locationId} location={location} />}
      </div>
      <DataTable
        caption={`Products below par at ${location}`}
        rows={data}
        rowKey={(r) => r.product_id}
        columns={[
          {
            header: "Product",
            cell: (r) => (
              <span>
                <span className="font-medium">{r.name}</span>
                <span className="block text-xs text-slate-500">{r.sku}</span>
              </span>
            ),
          },
          { header: "On hand", cell: (r) => r.on_hand, align: "right" },
          { header: "Par", cell: (r) => r.par_level, align: "right", wide: true },
          { header: "To order", cell: (r) => r.order_quantity, align: "right" },
          {
            header: "Best offer",
            cell: (r) =>
              r.offer ? (
                <span>
                  {r.offer.vendor}
                  {r.offer.price !== null
                    ? ` · ${r.offer.quantity} × ${formatDollars(r.offer.price)}`
                    : " · price on request"}
                  {r.offer.product_id !== r.product_id && (
                    <span className="block text-xs text-slate-500">The same item, cheaper per unit</span>
                  )}
                  {!r.offer.in_stock && <span className="block text-xs text-red-700">Out of stock</span>}
                </span>
              ) : (
                "No offer today"
              ),
          },
        ]}
      />
    </section>
  );
}
