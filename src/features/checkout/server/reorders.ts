import "server-only";
import { getDb, type Tx } from "@/db/client";
import { checkouts } from "@/db/schema";
import { viewerById, type Viewer } from "@/features/accounts/server";
import { loadLinesForItems } from "@/features/cart/server";
import {
  claimReorderDay,
  pendingReorders,
  recordReorderRun,
  reorderAction,
  reorderItems,
  type ReorderRow,
} from "@/features/clinic/server";
import { upToParItems } from "@/features/inventory/server";
import { defineJob, defineSchedule } from "@/features/jobs/server";
import { notify } from "@/features/notifications/server";
import { announceChange } from "@/lib/change-bus";
import { AppError } from "@/lib/errors";
import { formatUsd } from "@/lib/money";
import { placeThroughDoor } from "./door";

export type ReorderOutcome = { reorderId: number; action: string; message: string; productIds?: number[] };

const isoDay = (now: Date) => now.toISOString().slice(0, 10);
const LINK = "/clinic/reorders";

async function tell(db: Tx, userId: string, body: string, message: string) {
  await notify(db, { userId, type: "order", body, message, clickableLink: LINK });
}

/**
 * Places one reorder's run through the door in one transaction, or holds it for approval: the day is
 * claimed first (so a second worker does nothing), and the door reads stock, prices and every rule
 * now, leaving out and naming the lines that cannot be bought today (a Schedule II line always: a
 * scheduled run has no DEA 222 form). It ships to the reorder's location. Null when another worker ran it.
 */
async function placeReorder(r: ReorderRow, buyer: Viewer, onDate: string, now: Date): Promise<ReorderOutcome | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await claimReorderDay(tx, r, onDate, "run"))) return null;
    // "up to par": par − on hand of each product below par at the location, as the stock stands now
    const items = r.upToPar ? await upToParItems(tx, r.locationId) : await reorderItems(tx, r);
    if (r.upToPar && !items.length) {
      const message = `Scheduled reorder #${r.id}: everything is at par, so nothing was ordered.`;
      await recordReorderRun(tx, r, onDate, { action: "nothing", message });
      await tell(tx, buyer.id, message, "reorder at par");
      return { reorderId: r.id, action: "nothing", message };
    }
    const lines = await loadLinesForItems(tx, items, now);
    const [claim] = await tx
      .insert(checkouts)
      .values({ userId: buyer.id, idempotencyKey: `reorder-${r.id}-${onDate}` })
      .returning({ id: checkouts.id });
    const out = await placeThroughDoor(tx, {
      path: "reorder",
      buyer,
      claimId: claim!.id,
      at: { organizationId: r.organizationId, locationId: r.locationId },
      productLines: lines,
      serviceLines: [],
      shipTo: { kind: "location" },
      billTo: { kind: "location" },
      orderForm: {},
      coupons: {},
      paymentMethod: "invoice", // nobody is there to confirm a card
      notes: `Scheduled reorder #${r.id}`,
      poNumber: "",
      leaveOutUnbuyable: true,
      confirmation: `Scheduled reorder #${r.id} placed these orders.`,
      now,
    });
    const left = [...out.leftOut, ...(lines.length < items.length ? ["An item is no longer sold."] : [])];
    const skipped = left.length ? ` Left out: ${left.join(" ")}` : "";
    if (out.kind === "held") {
      const message = `Scheduled reorder #${r.id} (${formatUsd(out.totalCents)}) is waiting for approval: ${out.reasons.join(" ")}${skipped}`;
      await recordReorderRun(tx, r, onDate, { action: "held", message, approvalId: out.approvalId });
      await out.notifyApprovers(tx);
      await tell(tx, buyer.id, message, "reorder held");
      return { reorderId: r.id, action: "held", message };
    }
    const numbers = out.orders.map((o) => o.order_number).join(", ");
    const message = `Scheduled reorder #${r.id} placed ${numbers} (${formatUsd(out.totalCents)}).${skipped}`;
    await recordReorderRun(tx, r, onDate, { action: "placed", message, orderIds: out.orders.map((o) => o.id) });
    await tell(tx, buyer.id, message, "reorder placed");
    return { reorderId: r.id, action: "placed", message, productIds: out.productLines.map((l) => l.productId) };
  });
}

/** One reorder's action today: notify the day before, skip once, or run (a failed run is recorded and told). */
async function actOn(r: ReorderRow, now: Date): Promise<ReorderOutcome | null> {
  const onDate = isoDay(now);
  const action = reorderAction(r, onDate);
  if (action === "none") return null;
  const db = await getDb();
  const buyer = await viewerById(r.createdBy);
  if (action === "notify" || action === "skip" || !buyer) {
    const kind = !buyer ? "failed" : action;
    const message =
      kind === "notify"
        ? `Scheduled reorder #${r.id} runs tomorrow: skip it once from your clinic page if you do not need it.`
        : kind === "skip"
          ? `Scheduled reorder #${r.id} was skipped today as asked; the next one runs as scheduled.`
          : `Scheduled reorder #${r.id} did not run: its member's account is no longer active.`;
    const done = await db.transaction(async (tx) => {
      if (!(await claimReorderDay(tx, r, onDate, kind, { message }))) return false;
      if (buyer) await tell(tx, buyer.id, message, `reorder ${kind}`);
      return true;
    });
    return done ? { reorderId: r.id, action: kind, message } : null;
  }
  try {
    const out = await placeReorder(r, buyer, onDate, now);
    // stock and units sold moved: every cached copy of these products updates
    if (out?.productIds?.length) await announceChange({ kind: "product", ids: [...new Set(out.productIds)] });
    return out && { reorderId: out.reorderId, action: out.action, message: out.message };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // the run's transaction rolled back: the failure claims the day instead, and the buyer hears why
    const message = `Scheduled reorder #${r.id} could not be placed: ${err.message}`;
    const done = await db.transaction(async (tx) => {
      if (!(await claimReorderDay(tx, r, onDate, "failed", { message }))) return false;
      await tell(tx, buyer.id, message, "reorder failed");
      return true;
    });
    return done ? { reorderId: r.id, action: "failed", message } : null;
  }
}

/** The scheduler's tick: every reorder with something to do today, each claimed once across workers. */
export async function runDueReorders(now = new Date()): Promise<ReorderOutcome[]> {
  const out: ReorderOutcome[] = [];
  for (const r of await pendingReorders(now)) {
    const done = await actOn(r, now);
    if (done) out.push(done);
  }
  return out;
}

export const reorderTickJob = defineJob<{ at?: string }>({
  name: "clinic-reorders-tick",
  retryLimit: 2,
  handler: async ({ at }) => {
    await runDueReorders(at ? new Date(at) : new Date());
  },
});

// hourly, so a restart or a failed tick on a run day still acts that day; the day claim keeps it once
defineSchedule(reorderTickJob, "5 * * * *", {});
