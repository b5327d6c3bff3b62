import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { ordersToCsv } from "./orders-csv";

describe("orders CSV", () => {
  it("has a header row and one row per order, quoting commas and dollars with cents", () => {
    const csv = ordersToCsv([
      {
        order_number: "DVM-1",
        created_at: "2026-02-03T10:00:00.000Z",
        vendor_name: "Acme, Inc.",
        status: "placed",
        po_number: null,
        items: 2,
        tax: 0.3,
        total: 8.9,
      },
    ]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual([
      "Order number",
      "Date",
      "Vendor",
      "Status",
      "PO number",
      "Items",
      "Sales tax (USD)",
      "Total (USD)",
    ]);
    expect(rows[1]).toEqual(["DVM-1", "2026-02-03", "Acme, Inc.", "placed", "", "2", "0.30", "8.90"]);
  });
});
