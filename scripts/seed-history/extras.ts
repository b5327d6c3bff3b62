// The rest of a lived-in year, through the same services a person's clicks reach: price and sample
// requests (answered and still open), conversations with vendors, and recalls of lots that reached
// the demo clinics (acknowledged and not).
import type { Db } from "../../src/db/client";
import type { HistoryClock } from "../../src/db/seed/history-clock";
import { DAY_MS } from "../../src/db/seed/history-plan";
import { deliveredLots, noticesAt, openRequestId, requestableProducts } from "../../src/db/seed/history-reads";
import { createRng, hashSeed } from "../../src/db/seed/prng";
import { viewerById, type Viewer } from "../../src/features/accounts/server";
import { acknowledgeRecall, importRecalls } from "../../src/features/compliance/server";
import { requestPrice } from "../../src/features/requests/server/price-requests";
import { requestSample } from "../../src/features/requests/server/sample-requests";
import { sendBuyerMessage, vendorReply } from "../../src/features/vendor-chat/server/service";
import type { VendorContext } from "../../src/features/vendor-portal/server";
import { answerRequest } from "../../src/features/vendor-portal/requests/server/request-answers";
import { AppError } from "../../src/lib/errors";

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function viewer(id: string): Promise<Viewer> {
  const v = await viewerById(id);
  if (!v) throw new Error(`The history's account ${id} is missing.`);
  return v;
}

/** The vendor as the portal sees it when it answers (the demo vendor's owner, else no person). */
function sellerFor(vendorId: number, vendorUserId: string | null): VendorContext {
  return {
    userId: vendorId === 1 ? vendorUserId : null,
    keyId: null,
    vendorId,
    serviceProviderId: null,
    sellerName: "",
    sellerSlug: "",
    role: "owner",
  };
}

/**
 * Price requests over the last four months, most answered with a quote a day or two later; samples
 * approved, sent with tracking, declined with a reason, and the latest ones pending.
 */
export async function seedRequests(
  db: Db,
  clock: HistoryClock,
  now: Date,
  seed: number,
  askers: string[],
  vendorUserId: string | null,
): Promise<{ price: number; sample: number; answered: number }> {
  const rng = createRng(hashSeed(seed, 0x7e9));
  const counts = { price: 0, sample: 0, answered: 0 };
  for (const kind of ["price", "sample"] as const) {
    const products = await requestableProducts(db, kind, [1]);
    for (const [i, p] of products.slice(0, 14).entries()) {
      const who = await viewer(askers[i % askers.length]!);
      // newest last: the last three of each kind are still open
      const at = daysBefore(now, Math.max(0.2, 120 - i * 9 + rng.next()));
      const input = { customer_id: who.id, vendor_id: p.vendor_id, product_id: p.product_id };
      try {
        await clock.at(at, async () => {
          if (kind === "price") await requestPrice(who, input);
          else await requestSample(who, input, at);
        }, [["sample_requests", "created_at"]]);
      } catch (err) {
        if (err instanceof AppError) continue; // asked already, or over the month's allowance
        throw err;
      }
      counts[kind]++;
      const id = await openRequestId(db, kind, who.id, p.product_id);
      if (!id || i >= products.slice(0, 14).length - 3) continue;
      const answeredAt = new Date(at.getTime() + rng.int(3, 40) * 3_600_000);
      if (answeredAt >= now) continue;
      const ctx = { ...sellerFor(p.vendor_id, vendorUserId), sellerName: p.vendor };
      const day = isoDay(answeredAt);
      const answer =
        kind === "price"
          ? {
              type: "price" as const,
              price: rng.int(12, 480) + rng.pick([0, 0.5, 0.99]),
              valid_until: isoDay(new Date(answeredAt.getTime() + 30 * DAY_MS)),
            }
          : rng.weighted([
              [{ type: "sample" as const, action: "sent" as const, tracking: `9400${rng.int(1e9, 9e9)}` }, 3],
              [{ type: "sample" as const, action: "approve" as const }, 1],
              [
                {
                  type: "sample" as const,
                  action: "decline" as const,
                  reason: "Samples of this item are out until next quarter.",
                },
                1,
              ],
            ] as const);
      // a sample is approved before it is sent
      if (answer.type === "sample" && answer.action === "sent")
        await clock.at(answeredAt, () => answerRequest(ctx, id, { type: "sample", action: "approve" }, day));
      const later =
        answer.type === "sample" && answer.action === "sent" ? new Date(answeredAt.getTime() + DAY_MS) : answeredAt;
      if (later >= now) continue;
      await clock.at(later, () => answerRequest(ctx, id, answer, isoDay(later)));
      counts.answered++;
    }
  }
  return counts;
}

const BUYER_LINES = [
  "Hi, do you have the 36-pack back in stock yet?",
  "Could you ship our standing order every other Tuesday?",
  "Is there a volume price for ten cases or more?",
  "Our last parcel arrived with a crushed box; can you send a replacement?",
  "Can you confirm the lot and expiry on the next shipment?",
  "Do you ship to Kansas City on Saturdays?",
];
const VENDOR_LINES = [
  "Thanks for reaching out! Yes, we can do that.",
  "It is back next week; we will hold a case for you.",
  "Ten cases or more get 8% off; I have noted it on your account.",
  "Sorry about that: a replacement ships today at no charge.",
  "Lot and expiry are on the packing slip; this batch expires in 2028.",
];

/** Conversations between buyers and vendors over the last months; the newest question waits for an answer. */
export async function seedConversations(
  clock: HistoryClock,
  now: Date,
  seed: number,
  talks: { userId: string; vendorId: number }[],
): Promise<number> {
  const rng = createRng(hashSeed(seed, 0xc4a7));
  let messages = 0;
  for (const [i, t] of talks.entries()) {
    const who = await viewer(t.userId);
    let at = daysBefore(now, 90 - i * 8 + rng.next());
    const rounds = rng.int(1, 3);
    for (let r = 0; r < rounds; r++) {
      await clock.at(at, () => sendBuyerMessage(who, t.vendorId, rng.pick(BUYER_LINES)));
      messages++;
      at = new Date(at.getTime() + rng.int(1, 6) * 3_600_000);
      // the last conversation's last question is still unanswered: the vendor's inbox shows it
      if ((i === talks.length - 1 && r === rounds - 1) || at >= now) break;
      await clock.at(at, () =>
        vendorReply({ userId: t.userId, vendorId: t.vendorId, message: rng.pick(VENDOR_LINES) }),
      );
      messages++;
      at = new Date(at.getTime() + rng.int(2, 20) * DAY_MS);
      if (at >= now) break;
    }
  }
  return messages;
}

/**
 * Two recall imports by the operator, each naming a lot that reached a demo clinic's location before
 * it: the older one acknowledged by the clinic's manager the next day, the recent one not yet.
 */
export async function seedRecalls(
  db: Db,
  clock: HistoryClock,
  now: Date,
  deliveredAt: Map<number, Date>,
  locations: { id: number; acknowledgedBy: string | null }[],
): Promise<number> {
  const lots = await deliveredLots(
    db,
    locations.map((l) => l.id),
  );
  const imports = [
    { at: daysBefore(now, 20), number: "V-0412-2026", cls: "Class II", ack: true },
    { at: daysBefore(now, 3), number: "V-0588-2026", cls: "Class III", ack: false },
  ];
  let notices = 0;
  const used = new Set<number>();
  for (const [i, imp] of imports.entries()) {
    const loc = locations[i % locations.length];
    const lot = lots.find(
      (l) =>
        l.location_id === loc?.id &&
        !used.has(l.product_id) &&
        (deliveredAt.get(l.order_id)?.getTime() ?? Infinity) < imp.at.getTime() - DAY_MS,
    );
    if (!loc || !lot) continue;
    used.add(lot.product_id);
    const csv = [
      "Recall Number,Classification,Product Description,Recalling Firm,Reason for Recall,Code Info,Status,Recall Initiation Date",
      [
        imp.number,
        imp.cls,
        `"${lot.product.replace(/"/g, '""')}, SKU ${lot.sku}"`,
        `"${lot.vendor.replace(/"/g, '""')}"`,
        '"Sterility of the sealed pouches cannot be assured for the lot listed."',
        `"Lot #: ${lot.lot}; Exp 12/2028"`,
        "Ongoing",
        isoDay(daysBefore(imp.at, 2)),
      ].join(","),
    ].join("\n");
    const actor = { id: "demo-operator", email: "operator@dvm.demo" };
    await clock.at(imp.at, () => importRecalls(actor, csv, { dryRun: false }));
    if (!imp.ack || !loc.acknowledgedBy) continue;
    const who = await viewer(loc.acknowledgedBy);
    const ackAt = new Date(imp.at.getTime() + 20 * 3_600_000);
    for (const n of await noticesAt(db, [loc.id])) {
      await clock.at(ackAt, () => acknowledgeRecall(who, n.id, ackAt));
      notices++;
    }
  }
  return notices;
}
