import { toCsv } from "@/lib/csv";

type CsvOrder = {
  order_number: string;
  created_at: string;
  vendor_name: string;
  status: string;
  po_number: string | null;
  items: number;
  tax: number;
  total: number;
};

/** The buyer's order history as CSV: one row per vendor order, dollars with two decimals, ISO dates. */
export function ordersToCsv(orders: CsvOrder[]): string {
  return toCsv(
    ["Order number", "Date", "Vendor", "Status", "PO number", "Items", "Sales tax (USD)", "Total (USD)"],
    orders.map((o) => [
      o.order_number,
      o.created_at.slice(0, 10),
      o.vendor_name,
      o.status,
      o.po_number ?? "",
      o.items,
      o.tax.toFixed(2),
      o.total.toFixed(2),
    ]),
  );
}
