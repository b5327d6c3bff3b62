/**
 * The lived-in marketplace's year as plain data: who checked out what, when, with which coupon, and
 * what became of each vendor order afterwards. Pure and deterministic: same inputs, same plan. The
 * seed then places every checkout through the order door and walks each order through the real
 * lifecycle, so prices, stock, limits and totals are the app's own.
 */
import { createRng, hashSeed, type Rng } from "./prng";

export const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 365;

export type PoolProduct = {
  productId: number;
  variationId: number | null;
  vendorId: number;
  unitCents: number;
  minOrder: number;
  maxQuantity: number | null;
  stock: number;
  level: number;
  regulatoryClass: string;
};

export type HistoryBuyer = {
  userId: string;
  organizationId: string;
  locationId: number;
  level: number;
  /** regulatory classes this buyer's location may receive ("none" always) */
  classes: string[];
  /** checkouts in a year */
  checkouts: number;
  /** the vendor this buyer returns to most (the demo vendor for the demo accounts) */
  favouriteVendorId?: number;
  /** this week's checkouts, each with the state its orders are in today, so every state shows */
  thisWeek?: { daysAgo: number; fate: Fate }[];
};

/** Where a recent order stands today. */
export type Fate = "placed" | "confirmed" | "partly-shipped" | "shipped" | "delivered" | "cancelled";

export type Coupon = { vendorId: number; code: string; minOrderCents: number };

export type PlannedItem = { productId: number; variationId: number | null; quantity: number; vendorId: number };

export type PlannedCheckout = {
  key: string;
  userId: string;
  organizationId: string;
  locationId: number;
  placedAt: Date;
  items: PlannedItem[];
  /** vendor id (as text) → coupon code, as checkout sends it */
  coupons: Record<string, string>;
  poNumber: string;
  notes: string;
  /** set for this week's checkouts: the state their orders reach; otherwise drawn by age */
  fate?: Fate;
};

const NOTES = [
  "",
  "",
  "",
  "Please deliver to the back entrance.",
  "Call before delivery.",
  "Leave with the front desk.",
  "Surgery suite restock.",
];

/** A deterministic moment `daysAgo` days before `now`, in working hours (UTC 13:00-22:00). */
export function momentBefore(now: Date, daysAgo: number, rng: Rng): Date {
  const day = Math.floor(now.getTime() / DAY_MS) - daysAgo;
  const at = new Date(day * DAY_MS + rng.int(13 * 60, 22 * 60) * 60_000);
  return at.getTime() < now.getTime() ? at : new Date(now.getTime() - rng.int(5, 90) * 60_000);
}

/**
 * Days ago for `n` checkouts over the year: half spread evenly, half leaning to recent months (the
 * marketplace grew), so the latest month has about twice the orders of the first.
 */
function spreadDays(n: number, rng: Rng): number[] {
  const day = () => (rng.chance(0.5) ? rng.next() : 1 - Math.sqrt(rng.next()));
  return Array.from({ length: n }, () => Math.floor(HISTORY_DAYS * day())).sort((a, b) => b - a);
}

function quantityFor(p: PoolProduct, rng: Rng): number {
  const min = Math.max(1, p.minOrder);
  const cap = Math.min(p.maxQuantity ?? Infinity, min + 2, Math.max(min, Math.floor(p.stock / 40)));
  return rng.int(min, Math.max(min, cap));
}

/**
 * Every checkout of the year, oldest first. Each buyer picks a few vendors per checkout from its
 * usual vendors (its favourite most often), a line or three from each, within what the buyer may
 * receive and a small share of each product's stock; a coupon is sent now and then.
 */
export function planCheckouts(input: {
  now: Date;
  seed: number;
  buyers: HistoryBuyer[];
  pool: PoolProduct[];
  coupons: Coupon[];
}): PlannedCheckout[] {
  const byVendor = new Map<number, PoolProduct[]>();
  for (const p of input.pool) byVendor.set(p.vendorId, [...(byVendor.get(p.vendorId) ?? []), p]);
  const vendorIds = [...byVendor.keys()].sort((a, b) => a - b);
  const left = new Map(input.pool.map((p) => [`${p.productId}:${p.variationId}`, Math.floor(p.stock * 0.3)]));
  const couponOf = new Map(input.coupons.map((c) => [c.vendorId, c]));
  const out: PlannedCheckout[] = [];
  input.buyers.forEach((b, bi) => {
    const rng = createRng(hashSeed(input.seed, 0x4157, bi));
    const usual = rng.sample(vendorIds, 8);
    const favourite =
      b.favouriteVendorId !== undefined && byVendor.has(b.favouriteVendorId) ? b.favouriteVendorId : null;
    const days: { daysAgo: number; fate?: Fate }[] = [
      ...spreadDays(b.checkouts, rng).map((daysAgo) => ({ daysAgo })),
      ...(b.thisWeek ?? []),
    ];
    days.forEach(({ daysAgo, fate }, ci) => {
      const vendors = new Set<number>();
      if (favourite !== null && rng.chance(0.6)) vendors.add(favourite);
      const wanted = rng.weighted([
        [1, 5],
        [2, 3],
        [3, 1],
      ] as const);
      while (vendors.size < wanted && usual.length) vendors.add(rng.pick(usual));
      const items: PlannedItem[] = [];
      for (const v of vendors) {
        const fits = (byVendor.get(v) ?? []).filter((p) => p.level <= b.level && b.classes.includes(p.regulatoryClass));
        for (const p of rng.sample(fits, rng.int(1, 3))) {
          const key = `${p.productId}:${p.variationId}`;
          const quantity = quantityFor(p, rng);
          if ((left.get(key) ?? 0) < quantity || items.some((i) => i.productId === p.productId)) continue;
          left.set(key, (left.get(key) ?? 0) - quantity);
          items.push({ productId: p.productId, variationId: p.variationId, quantity, vendorId: v });
        }
      }
      if (!items.length) return;
      const coupons: Record<string, string> = {};
      for (const v of new Set(items.map((i) => i.vendorId))) {
        const c = couponOf.get(v);
        const goods = items.filter((i) => i.vendorId === v).reduce((n, i) => n + i.quantity * unitOf(input.pool, i), 0);
        if (c && goods >= c.minOrderCents && rng.chance(0.3)) coupons[String(v)] = c.code;
      }
      out.push({
        key: `history-${bi}-${ci}`,
        userId: b.userId,
        organizationId: b.organizationId,
        locationId: b.locationId,
        placedAt: fate ? new Date(input.now.getTime() - daysAgo * DAY_MS) : momentBefore(input.now, daysAgo, rng),
        items,
        coupons,
        poNumber: rng.chance(0.35) ? `PO-${rng.int(10_000, 99_999)}` : "",
        notes: rng.pick(NOTES),
        ...(fate ? { fate } : {}),
      });
    });
  });
  return out.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.key.localeCompare(b.key));
}

function unitOf(pool: PoolProduct[], i: PlannedItem): number {
  return pool.find((p) => p.productId === i.productId && p.variationId === i.variationId)?.unitCents ?? 0;
}

export type OrderStep =
  | { kind: "confirm"; at: Date }
  | { kind: "ship"; at: Date; part: boolean }
  | { kind: "deliver"; at: Date }
  | { kind: "cancel"; at: Date }
  | { kind: "cancel-line"; at: Date };

/**
 * What happened to one vendor order after it was placed. Given a fate (this week's checkouts), the
 * steps lead there; otherwise by age: old orders were mostly delivered (a few cancelled, some with a
 * line the vendor could not fill), recent ones are still on their way. Steps never pass `now`.
 */
export function orderSteps(placedAt: Date, now: Date, lines: number, rng: Rng, fate?: Fate): OrderStep[] {
  const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS);
  const roll = rng.next();
  const span = Math.max(0, now.getTime() - placedAt.getTime()) / DAY_MS;
  if (fate) {
    // spread the steps over the time there was: confirm in the first fifth, ship by half, deliver by 90%
    const c = at(span * 0.2);
    if (fate === "placed") return [];
    if (fate === "cancelled") return [{ kind: "cancel", at: c }];
    if (fate === "confirmed") return [{ kind: "confirm", at: c }];
    const ship = { kind: "ship" as const, at: at(span * 0.5), part: fate === "partly-shipped" };
    if (fate !== "delivered") return [{ kind: "confirm", at: c }, ship];
    return [{ kind: "confirm", at: c }, ship, { kind: "deliver", at: at(span * 0.9) }];
  }
  const confirmAt = at(rng.int(2, 20) / 24);
  const shipAt = at(rng.int(1, 3) + rng.next() / 2);
  const deliverAt = at(rng.int(4, 7) + rng.next() / 2);
  const ok = (d: Date) => d.getTime() < now.getTime();
  if (roll < 0.06 && ok(confirmAt)) return [{ kind: "cancel", at: confirmAt }];
  if (!ok(confirmAt)) return [];
  if (!ok(shipAt)) return [{ kind: "confirm", at: confirmAt }];
  // shipping accepts a placed order on the way: older orders were mostly shipped without a separate accept
  const steps: OrderStep[] = span < 30 || rng.chance(0.2) ? [{ kind: "confirm", at: confirmAt }] : [];
  if (lines > 1 && roll < 0.14) steps.push({ kind: "cancel-line", at: shipAt });
  if (!ok(deliverAt) && rng.chance(0.5)) return [...steps, { kind: "ship", at: shipAt, part: true }];
  steps.push({ kind: "ship", at: shipAt, part: false });
  return ok(deliverAt) ? [...steps, { kind: "deliver", at: deliverAt }] : steps;
}
