// The demo seed's lived-in year (`npm run seed`, `npm start`'s first seed; `--no-history` leaves it
// out). Runs the app's services in-process with the seed's database installed, so they need the
// `server-only` stub of scripts/server-only-off.mjs.
import type { Db } from "../../src/db/client";
import { seedHistoryClinics } from "../../src/db/seed/history-buyers";
import { HistoryClock } from "../../src/db/seed/history-clock";
import { DAY_MS, planCheckouts, type HistoryBuyer } from "../../src/db/seed/history-plan";
import {
  buyablePool,
  historySeeded,
  locationsOf,
  readOldNotifications,
  vendorCoupons,
  vendorOwnerId,
} from "../../src/db/seed/history-reads";
import { DEFAULT_SEED } from "../../src/db/seed/generate";
import { seedConversations, seedRecalls, seedRequests } from "./extras";
import { OrderHistory } from "./orders";

/** The demo vendor of the README (Sandhill Surgical), whose statements and dashboard the history fills. */
export const DEMO_VENDOR_ID = 1;
const HEARTLAND = "clinic-heartland";
const DEMO_ACCOUNTS = [
  "demo-buyer",
  "demo-lowlevel",
  "demo-unconfirmed",
  "demo-salesrep",
  "demo-clinic-owner",
  "demo-clinic-manager",
  "demo-clinic-purchaser",
  "demo-clinic-requester",
];

export type HistorySummary = {
  checkouts: number;
  orders: number;
  held: number;
  refused: string[];
  requests: { price: number; sample: number; answered: number };
  messages: number;
  recallsAcknowledged: number;
  seconds: number;
};

async function firstLocation(db: Db, userId: string, name?: string) {
  const all = await locationsOf(db, userId);
  return (name ? all.find((l) => l.name === name) : undefined) ?? all[0] ?? null;
}

/** The year's buyers: the demo accounts (the demo buyer most), Heartland's people, and the other clinics. */
async function historyBuyers(db: Db, clinicIds: string[]): Promise<HistoryBuyer[]> {
  const controlled = ["none", "rx", "CIII", "CIV", "CV"];
  const specs: (Omit<HistoryBuyer, "organizationId" | "locationId"> & { location?: string })[] = [
    {
      userId: "demo-buyer",
      level: 5,
      classes: ["none", "rx"],
      checkouts: 40,
      favouriteVendorId: DEMO_VENDOR_ID,
      thisWeek: [
        { daysAgo: 0.04, fate: "placed" },
        { daysAgo: 0.6, fate: "confirmed" },
        { daysAgo: 1.2, fate: "cancelled" },
        { daysAgo: 1.6, fate: "partly-shipped" },
        { daysAgo: 2.5, fate: "shipped" },
        { daysAgo: 4.5, fate: "delivered" },
      ],
    },
    { userId: "demo-lowlevel", level: 1, classes: ["none"], checkouts: 10, favouriteVendorId: DEMO_VENDOR_ID },
    {
      userId: "demo-clinic-manager",
      location: "Heartland North",
      level: 5,
      classes: controlled,
      checkouts: 22,
      favouriteVendorId: DEMO_VENDOR_ID,
      thisWeek: [
        { daysAgo: 0.3, fate: "placed" },
        { daysAgo: 2, fate: "partly-shipped" },
      ],
    },
    {
      userId: "demo-clinic-purchaser",
      location: "Heartland South",
      level: 5,
      classes: ["none", "rx"],
      checkouts: 16,
      favouriteVendorId: DEMO_VENDOR_ID,
    },
    { userId: "demo-clinic-owner", location: "Heartland Lee's Summit", level: 5, classes: controlled, checkouts: 8 },
    {
      userId: "demo-clinic-requester",
      location: "Heartland North",
      level: 5,
      classes: ["none"],
      checkouts: 7,
      thisWeek: [{ daysAgo: 0.5, fate: "placed" }],
    },
    ...clinicIds.map((userId, i) => ({
      userId,
      level: 5,
      classes: ["none"],
      checkouts: 5,
      ...(i % 2 === 0 ? { favouriteVendorId: DEMO_VENDOR_ID } : {}),
    })),
  ];
  const out: HistoryBuyer[] = [];
  for (const { location, ...b } of specs) {
    const loc = await firstLocation(db, b.userId, location);
    if (loc) out.push({ ...b, organizationId: loc.organizationId, locationId: loc.locationId });
  }
  return out;
}

const HEARTLAND_APPROVER: Record<string, string> = {
  "demo-clinic-manager": "demo-clinic-owner",
  "demo-clinic-owner": "demo-clinic-manager",
  "demo-clinic-purchaser": "demo-clinic-manager",
  "demo-clinic-requester": "demo-clinic-manager",
};

/**
 * Seeds the marketplace's past year once (a database that has it keeps it). Every order goes through
 * the order door and the vendor's fulfilment; see HistoryClock for how they land in the past.
 */
export async function seedHistory(
  db: Db,
  opts: { now?: Date; seed?: number; log?: (msg: string) => void } = {},
): Promise<HistorySummary | null> {
  if (await historySeeded(db)) return null;
  const started = Date.now();
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? DEFAULT_SEED;
  const clock = new HistoryClock(db);
  const clinicIds = await seedHistoryClinics(db, now, DEMO_ACCOUNTS);
  const buyers = await historyBuyers(db, clinicIds);
  const plan = planCheckouts({ now, seed, buyers, pool: await buyablePool(db), coupons: await vendorCoupons(db, now) });
  const history = new OrderHistory(db, clock, now, seed, (org, requester) =>
    org === HEARTLAND ? (HEARTLAND_APPROVER[requester] ?? null) : null,
  );
  await history.run(plan);
  const ordersDone = Date.now();

  const askers = ["demo-buyer", "demo-clinic-manager", "demo-buyer", clinicIds[0] ?? "demo-buyer"];
  const requests = await seedRequests(db, clock, now, seed, askers, await vendorOwnerId(db, DEMO_VENDOR_ID));
  // the demo buyer with another vendor first, then Sandhill's customers; the last one's question waits
  const talkers = ["demo-buyer", "demo-buyer", "demo-clinic-manager", ...clinicIds.slice(0, 3)];
  const messages = await seedConversations(
    clock,
    now,
    seed,
    talkers.map((userId, i) => ({ userId, vendorId: i === 0 ? 2 : DEMO_VENDOR_ID })),
  );
  const north = await firstLocation(db, "demo-clinic-manager", "Heartland North");
  const own = await firstLocation(db, "demo-buyer");
  const recallsAcknowledged = await seedRecalls(db, clock, now, history.deliveredAt, [
    ...(north ? [{ id: north.locationId, acknowledgedBy: "demo-clinic-manager" }] : []),
    ...(own ? [{ id: own.locationId, acknowledgedBy: null }] : []),
  ]);

  const extrasDone = Date.now();
  await clock.settle();
  await readOldNotifications(db, new Date(now.getTime() - 3 * DAY_MS));
  const summary: HistorySummary = {
    checkouts: plan.length,
    orders: history.orders.length,
    held: history.held,
    refused: history.refused,
    requests,
    messages,
    recallsAcknowledged,
    seconds: (Date.now() - started) / 1000,
  };
  opts.log?.(
    `  history: ${summary.orders} orders from ${summary.checkouts} checkouts (${summary.held} held for approval, ${summary.refused.length} refused by the door), ` +
      `${requests.price} price and ${requests.sample} sample requests, ${messages} messages, in ${summary.seconds.toFixed(1)}s ` +
      `(orders ${((ordersDone - started) / 1000).toFixed(1)}s, the rest ${((extrasDone - ordersDone) / 1000).toFixed(1)}s, ` +
      `backdating ${((Date.now() - extrasDone) / 1000).toFixed(1)}s)`,
  );
  for (const r of summary.refused.slice(0, 5)) opts.log?.(`    refused ${r}`);
  return summary;
}
