import { describe, expect, it } from "vitest";
import { COMPANY_ADDRESS } from "@/lib/company";
import {
  REMIT_TO,
  addressLines,
  dueDate,
  invoiceBalance,
  invoiceNumberFor,
  orderTotalCents,
  taxableCents,
} from "./rules";
import { formatRate, orderTax, salesTaxCents, taxFromTable, taxLabel, type TaxCalculator } from "./tax";

describe("sales tax", () => {
  it("is the rate in basis points of the amount, half a cent rounded up", () => {
    expect(salesTaxCents(10_000, 725)).toBe(725);
    expect(salesTaxCents(1_999, 423)).toBe(85); // 84.56
    expect(salesTaxCents(10, 625)).toBe(1); // 0.625
    expect(salesTaxCents(0, 725)).toBe(0);
    expect(salesTaxCents(-5, 725)).toBe(0);
    expect(salesTaxCents(1000, 0)).toBe(0);
  });

  it("looks the ship-to state up by code or name, in any case; unknown or missing state pays none and says so", () => {
    const rates = { MO: 423, OR: 0 };
    expect(taxFromTable(rates, { shipToState: "mo", taxableCents: 10_000 })).toEqual({
      state: "MO",
      rateBps: 423,
      taxCents: 423,
    });
    expect(taxFromTable(rates, { shipToState: "Missouri", taxableCents: 10_000 }).taxCents).toBe(423);
    expect(taxFromTable(rates, { shipToState: "OR", taxableCents: 10_000 }).taxCents).toBe(0);
    const unknown = taxFromTable(rates, { shipToState: "ZZ", taxableCents: 10_000 });
    expect(unknown).toEqual({ state: null, rateBps: 0, taxCents: 0 });
    expect(taxLabel(unknown)).toBe("Sales tax (no rate for the ship-to state)");
    expect(taxFromTable(rates, { shipToState: null, taxableCents: 10_000 }).state).toBeNull();
    expect(taxLabel({ state: "MO", rateBps: 423 })).toBe("Sales tax, MO 4.23%");
  });

  it("ships a table for every state: Missouri 4.23% on $236.51 of goods is $10.00", () => {
    expect(orderTax({ shipToState: "CA", taxableCents: 20_000 })).toEqual({
      state: "CA",
      rateBps: 725,
      taxCents: 1_450,
    });
    expect(orderTax({ shipToState: "Missouri", taxableCents: 23_651 }).taxCents).toBe(1_000);
    expect(formatRate(600)).toBe("6%");
    expect(formatRate(290)).toBe("2.9%");
  });
});

describe("invoice rules", () => {
  it("remits to the company address the footer shows", () => {
    expect(REMIT_TO.lines.join(", ")).toBe(COMPANY_ADDRESS);
  });

  it("is due net 30 from the issue date", () => {
    expect(dueDate(new Date("2026-01-15T10:00:00Z")).toISOString()).toBe("2026-02-14T10:00:00.000Z");
  });

  it("numbers the invoice after its order", () => {
    expect(invoiceNumberFor("DVM-20260203-00012-1")).toBe("INV-20260203-00012-1");
    expect(invoiceNumberFor("H-1")).toBe("INV-H-1");
  });

  it("taxes the goods after discount, adds shipping and tax to the total", () => {
    expect(taxableCents(5_000, 899)).toBe(4_101);
    expect(taxableCents(500, 899)).toBe(0);
    expect(orderTotalCents({ subtotalCents: 5_000, discountCents: 899, shippingCents: 1_500, taxCents: 173 })).toBe(
      5_774,
    );
  });

  it("prints an address as lines, skipping what is empty", () => {
    expect(
      addressLines({
        full_name: "Dana Whitfield",
        line1: "12 Elm St",
        line2: "",
        city: "Joplin",
        state: "MO",
        zip: "64801",
      }),
    ).toEqual(["Dana Whitfield", "12 Elm St", "Joplin, MO 64801"]);
    expect(addressLines(null)).toEqual([]);
  });
});

describe("tax exemption and the calculator", () => {
  it("a verified certificate takes the tax to nothing and the label names it", () => {
    const t = orderTax({ shipToState: "MO", taxableCents: 20_000, exemption: "MO 12-345" });
    expect(t).toEqual({ state: "MO", rateBps: 0, taxCents: 0, exemption: "MO 12-345" });
    expect(taxLabel(t)).toBe("Tax exempt: certificate MO 12-345");
    expect(orderTax({ shipToState: "MO", taxableCents: 20_000, exemption: null }).taxCents).toBeGreaterThan(0);
  });

  it("another calculator can stand in for the rate table; an exemption still wins", () => {
    const flat: TaxCalculator = { calculate: (i) => ({ state: "ZZ", rateBps: 1000, taxCents: i.taxableCents / 10 }) };
    expect(orderTax({ shipToState: "MO", taxableCents: 5_000 }, flat)).toEqual({
      state: "ZZ",
      rateBps: 1000,
      taxCents: 500,
    });
    expect(orderTax({ shipToState: "MO", taxableCents: 5_000, exemption: "X 1" }, flat).taxCents).toBe(0);
  });
});

describe("invoiceBalance", () => {
  it("takes payments and credits off the total, never below zero", () => {
    const on = new Date("2026-11-01T00:00:00Z");
    expect(invoiceBalance(10_000, [])).toBe(10_000);
    expect(invoiceBalance(10_000, [{ kind: "credit", label: "Credit", on, cents: 2_500 }])).toBe(7_500);
    // a card order paid in full, then refunded in part: the refund does not make it owed again
    expect(
      invoiceBalance(10_000, [
        { kind: "payment", label: "Paid", on, cents: 10_000 },
        { kind: "refund", label: "Refund", on, cents: 1_000 },
      ]),
    ).toBe(0);
    expect(invoiceBalance(10_000, [{ kind: "payment", label: "Paid", on, cents: 4_000 }])).toBe(6_000);
  });
});
