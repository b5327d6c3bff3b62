import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import type { ProductLine, ServiceLine } from "@/features/cart/server";
import { can, clinicContextIn, gateCheckout, recordClinicOrders, type ClinicContext } from "@/features/clinic/server";
import {
  assertLinesMayShip,
  assertOrderFormUnused,
  shipProblems,
  consumeOrderForm,
  recordControlled,
  type BuyerLocation,
  type OrderFormInput,
} from "@/features/compliance/server";
import { medianOfferCents } from "@/features/catalog/server";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { orderStatusMessage } from "@/features/orders";
import { AppError, badRequest } from "@/lib/errors";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { isControlled, ONE_FORM_ONE_VENDOR } from "@/features/compliance";
import { paymentProvider, type PaymentResult } from "@/features/payments/server";
import { decrementStock, lockAndRefreshStock, writeOrders, type PlacedOrder } from "./order-writes";
import { assertBuyable, assertQuoteHeld, lockCoupons, priceVendorOrders } from "./pricing";
import { resolveAddresses, shipToExemption, type ShipChoice } from "./ship-to";

/** Every road an order can take; each one only gathers lines and comes through here. */
export const DOOR_PATHS = ["checkout", "approval", "reorder", "resubmit"] as const;
export type DoorPath = (typeof DOOR_PATHS)[number];

export type DoorRequest = {
  path: DoorPath;
  buyer: Viewer;
  /** the checkouts row the path claimed (its idempotency key differs per path) */
  claimId: number;
  /** the clinic and location the order was made for (approval, reorder); absent: the session's choice */
  at?: { organizationId: string; locationId: number };
  productLines: ProductLine[];
  serviceLines: ServiceLine[];
  shipTo: ShipChoice;
  billTo: ShipChoice;
  orderForm: OrderFormInput;
  coupons: Record<string, string>;
  paymentMethod: string;
  notes: string;
  poNumber: string;
  /** an approver released this held order: it is not held again; every other rule still applies */
  releasedApprovalId?: number;
  /** a reorder leaves out the lines that cannot be bought today and names them, instead of refusing */
  leaveOutUnbuyable?: boolean;
  /** the confirmation mail's first line */
  confirmation: string;
  now: Date;
  afterOrdersWritten?: () => void | Promise<void>;
};

export type DoorOutcome =
  | {
      kind: "placed";
      orders: PlacedOrder[];
      totalCents: number;
      pay: Extract<PaymentResult, { ok: true }>;
      method: string;
      warning: string | null;
      leftOut: string[];
      productLines: ProductLine[];
      serviceLines: ServiceLine[];
    }
  | {
      kind: "held";
      approvalId: number;
      reasons: string[];
      totalCents: number;
      leftOut: string[];
      productLines: ProductLine[];
      notifyApprovers: (tx: Tx) => Promise<void>;
    };

function assertMayBuy(buyer: Viewer): void {
  if (buyer.isSalesRep) throw new AppError("FORBIDDEN", "Sales reps cannot place orders.");
  if ((buyer.role ?? "customer") !== "customer")
    throw new AppError("FORBIDDEN", "Only buyer accounts can buy; vendor accounts sell through the vendor portal.");
}

/**
 * Splits lines into those that may be bought today and the sentences naming those that may not
 * (a scheduled reorder keeps going without them); any other path refuses on the first problem.
 */
async function buyableLines(
  tx: Tx,
  req: DoorRequest,
  ctx: ClinicContext | null,
  shipState: string,
): Promise<{ lines: ProductLine[]; leftOut: string[]; complianceAt: BuyerLocation | null }> {
  const locationId = ctx?.locationId ?? null;
  if (!req.leaveOutUnbuyable) {
    for (const l of req.productLines) assertQuoteHeld(l, req.buyer, locationId, req.now);
    const complianceAt = await assertLinesMayShip(
      tx,
      req.buyer,
      req.productLines.map((l) => l.productId),
      shipState,
      req.orderForm,
      req.now,
      ctx?.locationId,
    );
    return { lines: req.productLines, leftOut: [], complianceAt };
  }
  // one read of the lines' classes and the location's credentials, then each line judged on its own
  const { problems, location } = await shipProblems(
    tx,
    req.buyer,
    req.productLines.map((l) => l.productId),
    shipState,
    req.orderForm,
    req.now,
    ctx?.locationId,
  );
  const lines: ProductLine[] = [];
  const leftOut: string[] = [];
  for (const l of req.productLines)
    try {
      assertQuoteHeld(l, req.buyer, locationId, req.now);
      assertBuyable(req.buyer, l);
      const problem = problems.get(l.productId);
      if (problem) throw new AppError("FORBIDDEN", problem);
      lines.push(l);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      leftOut.push(err.message);
    }
  // whose credentials counted; the record takes only the controlled lines actually placed
  return { lines, leftOut, complianceAt: location };
}

/**
 * The one door for orders. Inside the caller's transaction it decides, in this order: who may order
 * for this location (account, membership, role), where it ships (the location; other addresses only
 * when the clinic allows and never for controlled lines), compliance (licence and DEA per location and
 * schedule, the Schedule II form in date, for one vendor, used once), stock, prices and coupons, the
 * purchaser's rolling-day limit, the location's budget and the clinic's approval rules (a hold writes
 * the request and stops), then writes the orders, the stock, the controlled-substance record, the
 * clinic's spending, the payment, and the buyer's notifications and mail (outbox, after commit).
 */
export async function placeThroughDoor(tx: Tx, req: DoorRequest): Promise<DoorOutcome> {
  const { buyer, now } = req;
  assertMayBuy(buyer);
  const provider = paymentProvider(req.paymentMethod);
  if (!provider) throw badRequest("This payment method is not available.");
  const ctx = await clinicContextIn(tx, buyer, req.at);
  if (!ctx && req.at)
    throw new AppError("FORBIDDEN", "The member no longer belongs to the order's clinic or location.");
  // who may order comes first: a viewer learns nothing about addresses, credentials or stock
  if (ctx && !can(ctx.role, "request_order")) throw new AppError("FORBIDDEN", "Your clinic role cannot order.");
  if (!req.productLines.length && !req.serviceLines.length)
    throw new AppError("UNPROCESSABLE", "Your cart has no checked items to order.");

  // the lines carry their class as read (and locked) with the cart
  const controlled = req.productLines.some((l) => isControlled(l.regulatoryClass));
  const { shipping, billing } = await resolveAddresses(tx, buyer, ctx, {
    shipTo: req.shipTo,
    billTo: req.billTo,
    controlled,
  });

  await lockAndRefreshStock(tx, req.productLines);
  const { lines, leftOut, complianceAt } = await buyableLines(tx, req, ctx, String(shipping.state ?? ""));
  if (!lines.length && !req.serviceLines.length)
    throw new AppError("UNPROCESSABLE", `Nothing could be ordered. ${leftOut.join(" ")}`.trim());
  const scheduleII = lines.filter((l) => l.regulatoryClass === "CII");
  if (new Set(scheduleII.map((l) => l.vendorId)).size > 1) throw new AppError("UNPROCESSABLE", ONE_FORM_ONE_VENDOR);
  // a used form refuses before a hold, too: the request would only fail at approval
  if (scheduleII.length) await assertOrderFormUnused(tx, req.orderForm.number ?? "");

  const couponRows = await lockCoupons(tx, buyer.id, req.coupons);
  const drafts = priceVendorOrders({
    viewer: buyer,
    productLines: lines,
    serviceLines: req.serviceLines,
    coupons: req.coupons,
    couponRows,
    shipToState: shipping.state,
    exemption: await shipToExemption(tx, ctx, req.shipTo, now),
    now,
  });
  const totalCents = drafts.reduce((n, d) => n + d.totalCents, 0);
  const gate = await gateCheckout(
    tx,
    buyer,
    ctx,
    {
      totalCents,
      lines,
      input: {
        payment_method: provider.method,
        notes: req.notes,
        po_number: req.poNumber,
        coupons: req.coupons,
        shipping,
        billing,
        ship_to: req.shipTo,
        order_form_number: req.orderForm.number ?? "",
        order_form_date: req.orderForm.issuedOn?.toISOString().slice(0, 10),
      },
    },
    now,
    { released: req.releasedApprovalId !== undefined },
  );
  if (gate.kind === "hold") {
    if (req.serviceLines.length)
      throw new AppError(
        "UNPROCESSABLE",
        "An order that needs approval can hold products only: check service plans out on their own.",
      );
    return { ...gate, kind: "held", totalCents, leftOut, productLines: lines };
  }

  const location = ctx ? { id: ctx.locationId } : null;
  if (scheduleII.length && location)
    await consumeOrderForm(tx, {
      number: req.orderForm.number ?? "",
      locationId: location.id,
      checkoutId: req.claimId,
    });
  // what every vendor asked for the same item as this order was placed: the clinic's savings measure against it
  const medians = await medianOfferCents(
    tx,
    lines.map((l) => l.productId),
    now,
  );
  for (const d of drafts)
    for (const it of d.items) if (it.productId !== null) it.medianOfferCents = medians.get(it.productId) ?? null;
  const placed = await writeOrders(tx, buyer, req.claimId, drafts, {
    shipping,
    billing,
    body: { notes: req.notes, po_number: req.poNumber, payment_method: provider.method },
    now,
  });
  await decrementStock(tx, lines);
  if (complianceAt)
    await recordControlled(tx, {
      event: "placed",
      orderIds: placed.map((o) => o.id),
      location: complianceAt,
      orderForm: req.orderForm.number || null,
    });
  if (ctx)
    await recordClinicOrders(
      tx,
      ctx,
      placed.map((o, i) => ({ id: o.id, totalCents: drafts[i]!.totalCents })),
      req.releasedApprovalId ?? null,
    );
  await req.afterOrdersWritten?.();
  // A provider does no network I/O under these locks: the invoice answers at once, the card writes its
  // payment row and the job that creates the PaymentIntent after commit.
  const pay = await provider.authorize(tx, {
    checkoutId: req.claimId,
    orderIds: placed.map((o) => o.id),
    amountCents: totalCents,
    orderNumbers: placed.map((o) => o.order_number),
    buyerId: buyer.id,
    now,
  });
  if (!pay.ok) throw new AppError("UNPROCESSABLE", pay.message);
  await tellBuyer(tx, req, placed, totalCents, pay);
  return {
    kind: "placed",
    orders: placed,
    totalCents,
    pay,
    method: provider.method,
    warning: gate.warning,
    leftOut,
    productLines: lines,
    serviceLines: req.serviceLines,
  };
}

/** The buyer's order notifications and confirmation mail: rows of this transaction, delivered after commit. */
async function tellBuyer(
  tx: Tx,
  req: DoorRequest,
  placed: PlacedOrder[],
  totalCents: number,
  pay: Extract<PaymentResult, { ok: true }>,
): Promise<void> {
  for (const o of placed)
    await notify(tx, {
      userId: req.buyer.id,
      type: "order",
      orderId: o.id,
      body: orderStatusMessage(o.order_number, "placed"),
      message: "placed",
      clickableLink: `/user/order-details/${o.id}`,
    });
  await sendMail(tx, {
    to: req.buyer.email,
    subject: `Your DVM Market order${placed.length > 1 ? "s" : ""} ${placed.map((o) => o.order_number).join(", ")}`,
    body: [
      req.confirmation,
      "",
      ...placed.map((o) => `${o.order_number} — ${o.vendor_name}: ${formatUsd(dollarsToCents(o.total))}`),
      "",
      pay.status === "awaiting_payment"
        ? `Total ${formatUsd(totalCents)}, by card: the vendors start once your payment is received.`
        : `Total ${formatUsd(totalCents)}, invoice net 30${pay.dueDate ? ` (due ${pay.dueDate})` : ""}.`,
    ].join("\n"),
  });
}

/** For the cart paths: the ids of the lines a placed or held order took out of the cart. */
export const idList = (xs: number[]): SQL =>
  sql.join(
    xs.map((x) => sql`${x}::int`),
    sql`, `,
  );
