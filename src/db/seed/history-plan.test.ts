import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  HISTORY_DAYS,
  orderSteps,
  planCheckouts,
  type Fate,
  type HistoryBuyer,
  type PoolProduct,
} from "./history-plan";
import { createRng } from "./prng";

const now = new Date("2026-11-29T10:00:00Z");
const pool: PoolProduct[] = Array.from({ length: 60 }, (_, i) => ({
  productId: i + 1,
  variationId: i % 7 === 0 ? 1000 + i : null,
  vendorId: 1 + (i % 6),
  unitCents: 500 + i * 37,
  minOrder: i % 5 === 0 ? 3 : 1,
  maxQuantity: i % 4 === 0 ? 4 : null,
  stock: 200 + i,
  level: i % 9 === 0 ? 5 : 1,
  regulatoryClass: i % 10 === 0 ? "CIV" : i % 8 === 0 ? "rx" : "none",
}));
const buyers: HistoryBuyer[] = [
  {
    userId: "a",
    organizationId: "o-a",
    locationId: 1,
    level: 5,
    classes: ["none", "rx"],
    checkouts: 40,
    favouriteVendorId: 1,
    thisWeek: [
      { daysAgo: 0.1, fate: "placed" },
      { daysAgo: 2, fate: "partly-shipped" },
    ],
  },
  { userId: "b", organizationId: "o-b", locationId: 2, level: 1, classes: ["none"], checkouts: 15 },
];
const plan = (seed = 7) =>
  planCheckouts({ now, seed, buyers, pool, coupons: [{ vendorId: 2, code: "SAVE", minOrderCents: 0 }] });

describe("the history's plan", () => {
  it("is the same for the same seed and differs for another", () => {
    expect(plan(7)).toEqual(plan(7));
    expect(plan(8)).not.toEqual(plan(7));
  });

  it("spreads each buyer's checkouts over the past year, oldest first, none after now", () => {
    const p = plan();
    const times = p.map((c) => c.placedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - (HISTORY_DAYS + 1) * DAY_MS);
    const months = new Set(p.filter((c) => c.userId === "a").map((c) => c.placedAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    expect(p.filter((c) => c.userId === "a" && c.fate).map((c) => c.fate)).toEqual(["partly-shipped", "placed"]);
  });

  it("orders only what each buyer may receive, within minimums, maximums and a share of the stock", () => {
    const byKey = new Map(pool.map((x) => [`${x.productId}:${x.variationId}`, x]));
    const taken = new Map<string, number>();
    for (const c of plan()) {
      const buyer = buyers.find((b) => b.userId === c.userId)!;
      for (const item of c.items) {
        const p = byKey.get(`${item.productId}:${item.variationId}`)!;
        expect(buyer.classes).toContain(p.regulatoryClass);
        expect(p.level).toBeLessThanOrEqual(buyer.level);
        expect(item.quantity).toBeGreaterThanOrEqual(p.minOrder);
        if (p.maxQuantity) expect(item.quantity).toBeLessThanOrEqual(p.maxQuantity);
        taken.set(
          `${item.productId}:${item.variationId}`,
          (taken.get(`${item.productId}:${item.variationId}`) ?? 0) + item.quantity,
        );
      }
      for (const vendorId of Object.keys(c.coupons))
        expect(c.items.some((i) => String(i.vendorId) === vendorId)).toBe(true);
    }
    for (const [key, n] of taken) expect(n).toBeLessThanOrEqual(byKey.get(key)!.stock * 0.3);
  });

  it("sends the favourite vendor a good share of the buyer's checkouts", () => {
    const mine = plan().filter((c) => c.userId === "a");
    const withFavourite = mine.filter((c) => c.items.some((i) => i.vendorId === 1)).length;
    expect(withFavourite / mine.length).toBeGreaterThan(0.3);
  });
});

describe("an order's steps", () => {
  const placed = new Date(now.getTime() - 3 * DAY_MS);
  const kinds = (fate?: Fate, at = placed, lines = 2) =>
    orderSteps(at, now, lines, createRng(3), fate).map((s) => s.kind);

  it("lead to the fate a recent checkout was given, before now", () => {
    expect(kinds("placed")).toEqual([]);
    expect(kinds("confirmed")).toEqual(["confirm"]);
    expect(kinds("cancelled")).toEqual(["cancel"]);
    expect(kinds("partly-shipped")).toEqual(["confirm", "ship"]);
    expect(orderSteps(placed, now, 2, createRng(3), "partly-shipped")[1]).toMatchObject({ part: true });
    expect(kinds("delivered")).toEqual(["confirm", "ship", "deliver"]);
    for (const s of orderSteps(placed, now, 2, createRng(3), "delivered"))
      expect(s.at.getTime()).toBeLessThan(now.getTime());
  });

  it("are mostly delivered for old orders and unfinished for this morning's", () => {
    const old = Array.from({ length: 200 }, (_, i) =>
      orderSteps(new Date(now.getTime() - 90 * DAY_MS), now, 2, createRng(i)).map((s) => s.kind),
    );
    const delivered = old.filter((k) => k.at(-1) === "deliver").length;
    expect(delivered / old.length).toBeGreaterThan(0.8);
    expect(old.some((k) => k.includes("cancel"))).toBe(true);
    expect(old.some((k) => k.includes("cancel-line"))).toBe(true);
    // an hour old: the vendor has not looked at it yet (it accepts two hours or more after an order)
    expect(orderSteps(new Date(now.getTime() - 3_600_000), now, 2, createRng(1))).toEqual([]);
  });
});
