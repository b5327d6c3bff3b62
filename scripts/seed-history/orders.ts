// The year's checkouts through the one order door, held ones decided by the clinic's approvers, and
// every vendor order walked through the vendor's real fulfilment (accept, ship with lots, deliver,
// cancel). Nothing here writes an order: the door and the lifecycle services do, at planned moments.
import type { Db } from "../../src/db/client";
import { claimCheckout } from "../../src/db/seed/history-reads";
import type { HistoryClock } from "../../src/db/seed/history-clock";
import { DAY_MS, orderSteps, type Fate, type PlannedCheckout } from "../../src/db/seed/history-plan";
import { createRng, hashSeed } from "../../src/db/seed/prng";
import { viewerById, type Viewer } from "../../src/features/accounts/server";
import { loadLinesForItems } from "../../src/features/cart/server";
import { approveHeldOrder } from "../../src/features/checkout/server/approve-held";
import { placeThroughDoor } from "../../src/features/checkout/server/door";
import type { PlacedOrder } from "../../src/features/checkout/server/order-writes";

import { rejectApproval } from "../../src/features/clinic/server/approvals";
import { advanceOrderStatus } from "../../src/features/orders/server/lifecycle";
import type { VendorContext } from "../../src/features/vendor-portal/server";
import {
  acceptOrder,
  cancelLine,
  markDelivered,
  shipOrder,
} from "../../src/features/vendor-portal/orders/server/fulfilment";
import { fulfilLines } from "../../src/features/vendor-portal/orders/server/order-queries";
import { AppError } from "../../src/lib/errors";

export type PlacedHistoryOrder = {
  id: number;
  vendorId: number;
  vendorName: string;
  lines: number;
  locationId: number;
  placedAt: Date;
};

/** Held checkouts waiting for their approver: decided after about a day, unless they are this week's. */
type Held = {
  approvalId: number;
  requester: string;
  organizationId: string;
  locationId: number;
  at: Date;
  key: string;
  fate?: Fate;
};

/** a location's monthly budget and a purchaser's day limit read what the clinic spent when */
const SPENDING = [["clinic_orders", "created_at"]] as const;
const CARRIERS = ["UPS", "FedEx", "USPS"] as const;
const DEMO_VENDOR_STAFF: Record<number, string> = { 1: "demo-vendor-staff" };

export class OrderHistory {
  readonly orders: PlacedHistoryOrder[] = [];
  /** when each delivered order arrived (planned time): a recall names only lots that had arrived */
  readonly deliveredAt = new Map<number, Date>();
  readonly refused: string[] = [];
  held = 0;
  private waiting: Held[] = [];
  private viewers = new Map<string, Viewer | null>();
  private seller = new Map<number, VendorContext>();

  constructor(
    private db: Db,
    private clock: HistoryClock,
    private now: Date,
    private seed: number,
    /** who approves a clinic's held orders (not the requester) */
    private approverOf: (organizationId: string, requester: string) => string | null,
  ) {}

  async run(plan: PlannedCheckout[]): Promise<void> {
    for (const c of plan) {
      await this.decideUntil(c.placedAt);
      await this.place(c);
    }
    await this.decideUntil(new Date(this.now.getTime() - 2 * DAY_MS));
  }

  private async viewer(id: string): Promise<Viewer> {
    if (!this.viewers.has(id)) this.viewers.set(id, await viewerById(id));
    const v = this.viewers.get(id);
    if (!v) throw new Error(`The history's account ${id} is missing.`);
    return v;
  }

  /** The seller as its portal sees it: the demo vendor's staff account, other vendors without a person. */
  private sellerOf(o: PlacedHistoryOrder): VendorContext {
    const known = this.seller.get(o.vendorId);
    if (known) return known;
    const ctx: VendorContext = {
      userId: DEMO_VENDOR_STAFF[o.vendorId] ?? null,
      keyId: null,
      vendorId: o.vendorId,
      serviceProviderId: null,
      sellerName: o.vendorName,
      sellerSlug: "",
      role: "staff",
    };
    this.seller.set(o.vendorId, ctx);
    return ctx;
  }

  private async place(c: PlannedCheckout, coupons = c.coupons): Promise<void> {
    const buyer = await this.viewer(c.userId);
    try {
      const out = await this.clock.at(
        c.placedAt,
        () =>
          this.db.transaction(async (tx) => {
            const claimId = await claimCheckout(tx, buyer.id, c.key);
            const lines = await loadLinesForItems(tx, c.items, c.placedAt);
            const out = await placeThroughDoor(tx, {
              path: "checkout",
              buyer,
              claimId,
              at: { organizationId: c.organizationId, locationId: c.locationId },
              productLines: lines,
              serviceLines: [],
              shipTo: { kind: "location" },
              billTo: { kind: "location" },
              orderForm: {},
              coupons,
              paymentMethod: "invoice",
              notes: c.notes,
              poNumber: c.poNumber,
              confirmation: `Thank you for your order, ${buyer.firstName}.`,
              now: c.placedAt,
            });
            if (out.kind === "held") await out.notifyApprovers(tx);
            return out;
          }),
        SPENDING,
      );
      if (out.kind === "held") {
        this.held++;
        this.waiting.push({
          approvalId: out.approvalId,
          requester: buyer.id,
          organizationId: c.organizationId,
          locationId: c.locationId,
          at: c.placedAt,
          key: c.key,
          fate: c.fate,
        });
        return;
      }
      for (const o of out.orders) await this.follow(this.placed(o, c.locationId, c.placedAt), c.fate);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // a coupon the door turned down (used up, not yet valid): the buyer checks out without it
      if (Object.keys(coupons).length) return this.place(c, {});
      this.refused.push(`${c.key}: ${err.message}`);
    }
  }

  /** The approvers decide what waited long enough; one requester's order was turned down. */
  private async decideUntil(t: Date): Promise<void> {
    const due = this.waiting.filter((h) => h.at.getTime() + DAY_MS <= t.getTime() && !h.fate);
    this.waiting = this.waiting.filter((h) => !due.includes(h));
    for (const h of due) {
      const approverId = this.approverOf(h.organizationId, h.requester);
      if (!approverId) continue;
      const approver = await this.viewer(approverId);
      const rng = createRng(hashSeed(this.seed, h.approvalId));
      const at = new Date(h.at.getTime() + rng.int(2, 20) * 3_600_000);
      try {
        if (rng.chance(0.12)) {
          await this.clock.at(at, () =>
            rejectApproval(approver, h.approvalId, "Not this month: we are over the supplies budget."),
          );
          continue;
        }
        const out = await this.clock.at(at, () => approveHeldOrder(approver, h.approvalId, "Approved.", at), SPENDING);
        for (const o of out.orders) await this.follow(this.placed(o, h.locationId, at));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        this.refused.push(`${h.key} (approval): ${err.message}`);
      }
    }
  }

  private placed(o: PlacedOrder, locationId: number, placedAt: Date): PlacedHistoryOrder {
    return { id: o.id, vendorId: o.vendor_id, vendorName: o.vendor_name, lines: o.items, locationId, placedAt };
  }

  /** Walks one vendor order through what happened to it after it was placed. */
  private async follow(o: PlacedHistoryOrder, fate?: Fate): Promise<void> {
    this.orders.push(o);
    const rng = createRng(hashSeed(this.seed, o.id, 0x5e11));
    const ctx = this.sellerOf(o);
    for (const step of orderSteps(o.placedAt, this.now, o.lines, rng, fate)) {
      const day = step.at.toISOString().slice(0, 10);
      await this.clock.at(step.at, async () => {
        if (step.kind === "confirm") await acceptOrder(ctx, o.id);
        else if (step.kind === "deliver") {
          await markDelivered(ctx, o.id);
          this.deliveredAt.set(o.id, step.at);
        } else if (step.kind === "cancel")
          await advanceOrderStatus({ orderId: o.id, status: "cancelled", note: "Cancelled at the buyer's request" });
        else if (step.kind === "cancel-line") {
          const lines = await fulfilLines(this.db, o.id);
          await cancelLine(
            ctx,
            o.id,
            lines[lines.length - 1]!.id,
            "Back-ordered by the manufacturer; the rest ships now.",
          );
        } else await this.ship(ctx, o, step.part, day, rng);
      });
    }
  }

  private async ship(
    ctx: VendorContext,
    o: PlacedHistoryOrder,
    part: boolean,
    day: string,
    rng: ReturnType<typeof createRng>,
  ) {
    const open = (await fulfilLines(this.db, o.id))
      .map((l) => ({ id: l.id, left: l.quantity - l.shipped - l.cancelled }))
      .filter((l) => l.left > 0);
    if (!open.length) return;
    // part of an order: the first line alone, or half of it when it is the only one
    const parcel =
      part && open.length > 1
        ? [open[0]!]
        : part && open[0]!.left > 1
          ? [{ ...open[0]!, left: Math.floor(open[0]!.left / 2) }]
          : open;
    const stamp = day.slice(2).replace(/-/g, "");
    const expiry = `${Number(day.slice(0, 4)) + 2}${day.slice(4, 7)}-01`;
    const lot = (i: number) => `LT${stamp}-${o.vendorId}${i}`;
    await shipOrder(
      ctx,
      o.id,
      {
        carrier: rng.pick(CARRIERS),
        tracking_number: `1Z${String(o.id).padStart(6, "0")}${rng.int(100_000, 999_999)}`,
        lines: parcel.map((l, i) => ({ line_id: l.id, quantity: l.left, lot: lot(i), expiry })),
      },
      day,
    );
  }
}
