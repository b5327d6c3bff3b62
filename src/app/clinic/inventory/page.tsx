import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { Notice } from "@/components/ui/notice";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { can } from "@/features/clinic/rules";
import { RegulatoryBadge } from "@/features/compliance/components/regulatory-badge";
import { ParForm } from "@/features/inventory/components/par-form";
import { ReceiveShipments } from "@/features/inventory/components/receive-shipments";
import { StockRowActions } from "@/features/inventory/components/stock-row-actions";
import { stockQuerySchema, type StockQuery } from "@/features/inventory/schemas";
import { awaitingReceipt } from "@/features/inventory/server/receipts";
import { listStock, type StockView } from "@/features/inventory/server/stock";
import { pageHref } from "@/lib/paging";
import { AppError } from "@/lib/errors";
import { BelowParSection } from "./below-par-section";
import { formatDollars } from "@/lib/money";

export const metadata: Metadata = { title: "Clinic inventory" };

function ExpiryCell({ r }: { r: StockView }) {
  if (!r.expiry) return <span className="text-slate-500">Not recorded</span>;
  const flag = r.expired
    ? { text: "Expired", tone: "bg-red-100 text-red-800" }
    : r.expiring_within
      ? { text: `Within ${r.expiring_within} days`, tone: "bg-amber-100 text-amber-900" }
      : null;
  return (
    <span className="whitespace-nowrap">
      {r.expiry}
      {flag && <span className={`ml-1 rounded px-1.5 py-0.5 text-xs font-semibold ${flag.tone}`}>{flag.text}</span>}
    </span>
  );
}

export default async function InventoryPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const viewer = await requirePageViewer("/clinic/inventory");
  const parsed = stockQuerySchema.safeParse(await searchParams);
  const q: StockQuery = parsed.success ? parsed.data : {};
  let stock;
  try {
    stock = await listStock(viewer, q);
  } catch (err) {
    if (err instanceof AppError && (err.code === "NOT_FOUND" || err.code === "FORBIDDEN"))
      return <Notice tone="error">{err.message}</Notice>;
    throw err;
  }
  const loc = stock.location;
  const mayRecord = can(stock.role, "build_cart");
  const maySetPar = can(stock.role, "set_budgets");
  const others = stock.locations.filter((l) => l.id !== loc.id);
  const pending = mayRecord ? await awaitingReceipt(viewer, loc.id) : [];
  // the location stays out of the values unless chosen, so an untouched list reads as unfiltered;
  // the active location leads the picker, so the form shows it
  const values: StockQuery = q;
  const picker = [loc, ...others];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Inventory at {loc.name}</h2>
          <p className="text-sm text-slate-600">
            Stock value at cost: <span className="font-semibold">{formatDollars(stock.stock_value)}</span> · lots
            expiring soonest first
          </p>
        </div>
        <a
          className="btn-outline"
          href={pageHref("/api/clinic/inventory/csv", { ...q, location_id: loc.id }, 1)}
          download
        >
          Download CSV
        </a>
      </header>
      {pending.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">Shipments to receive</h3>
          <ReceiveShipments shipments={pending} />
        </div>
      )}
      <BelowParSection viewer={viewer} locationId={loc.id} location={loc.name} mayAdd={mayRecord} />
      <section className="space-y-3" aria-labelledby="on-hand-heading">
        <h3 id="on-hand-heading" className="font-semibold">
          On hand
        </h3>
        <ListPage
          path="/clinic/inventory"
          label="Filter inventory"
          error={parsed.success ? undefined : parsed.error.issues[0]?.message}
          values={values}
          rows={stock.data.length}
          total={stock.total}
          empty={{
            none: "Nothing on hand yet: received shipments appear here.",
            noMatch: "No lot matches these filters.",
          }}
          filters={[
            {
              name: "location_id",
              label: "Location",
              kind: "select",
              any: false,
              options: picker.map((l) => ({ value: String(l.id), label: l.name })),
            },
            { name: "q", label: "Product, SKU or lot", kind: "search" },
            {
              name: "filter",
              label: "Show",
              kind: "select",
              any: "Everything on hand",
              options: [
                { value: "expiring", label: "Expiring within 90 days" },
                { value: "expired", label: "Expired" },
                { value: "below_par", label: "Below par" },
                { value: "controlled", label: "Controlled" },
              ],
            },
          ]}
        >
          <DataTable
            caption={`Lots on hand at ${loc.name}`}
            rows={stock.data}
            rowKey={(r) => r.id}
            columns={[
              {
                header: "Product",
                cell: (r) => (
                  <span className="block min-w-40">
                    <span className="font-medium">{r.name}</span> <RegulatoryBadge cls={r.regulatory_class} />
                    <span className="block text-xs text-slate-500">{r.sku}</span>
                  </span>
                ),
              },
              { header: "Lot", cell: (r) => <span className="font-mono">{r.lot ?? "—"}</span> },
              { header: "Expiry", cell: (r) => <ExpiryCell r={r} /> },
              { header: "On hand", cell: (r) => r.quantity, align: "right" },
              {
                header: "Par",
                wide: true,
                cell: (r) =>
                  maySetPar ? (
                    <ParForm
                      locationId={loc.id}
                      productId={r.product_id}
                      name={r.name}
                      par={r.par_level}
                      reorder={r.reorder_quantity}
                    />
                  ) : (
                    (r.par_level ?? "—")
                  ),
              },
              { header: "Value", cell: (r) => formatDollars(r.value), align: "right", wide: true },
              {
                header: "Actions",
                cell: (r) => (
                  <span className="flex flex-col items-start gap-1">
                    {mayRecord && (
                      <StockRowActions
                        id={r.id}
                        label={`${r.name}, lot ${r.lot ?? "none"}`}
                        expired={r.expired}
                        locations={others}
                      />
                    )}
                    <Link href={`/clinic/inventory/${r.id}`} className="text-xs text-brand-700 underline">
                      History
                      <span className="sr-only">
                        {" "}
                        of {r.name}, lot {r.lot ?? "none"}
                      </span>
                    </Link>
                  </span>
                ),
              },
            ]}
          />
        </ListPage>
      </section>
    </div>
  );
}
