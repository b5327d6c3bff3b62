import "server-only";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { scalar } from "@/db/json";
import { products, rfqLines, rfqQuoteLines, rfqQuotes, rfqs, rfqVendors, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { cartKeyFor, editableCartKey } from "@/features/cart/server";
import { HIDDEN_BUY_VENDOR_ID, quoteLineColumns, quoteLineView, visibleListing } from "@/features/catalog/server";
import { clinicContextIn } from "@/features/clinic/server";
import { sendMail } from "@/features/mail/server";
import { baseUrl } from "@/lib/config";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { cheapestPerLine, neededByProblem, ownsRfq, rfqStatus } from "../rfq-rules";
import type { RfqCreateInput } from "../rfq-schemas";
import { buyerLine, vendorEmail } from "./request-product";

const today = () => new Date().toISOString().slice(0, 10);

function assertBuyer(viewer: Viewer): void {
  if (viewer.isSalesRep) throw forbidden("Sales reps cannot ask for quotes to buy.");
  if ((viewer.role ?? "customer") !== "customer") throw forbidden("Only buyer accounts can ask vendors for quotes.");
}

/**
 * POST /api/rfqs: one request for quote to several vendors at once. A clinic member asks for their active
 * location (its members share the quotes); each vendor gets its own copy and a mail, delivered after commit.
 */
export async function createRfq(viewer: Viewer, input: RfqCreateInput): Promise<{ id: number }> {
  assertBuyer(viewer);
  const problem = neededByProblem(input.needed_by, today());
  if (problem) throw badRequest(problem);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const key = await editableCartKey(tx, viewer);
    const ctx = key.locationId !== null ? await clinicContextIn(tx, viewer) : null;
    const sellers = await tx
      .select({ id: vendors.id, name: vendors.name, slug: vendors.slug })
      .from(vendors)
      .where(and(inArray(vendors.id, input.vendor_ids), eq(vendors.status, "active")));
    for (const id of input.vendor_ids) {
      if (id === HIDDEN_BUY_VENDOR_ID) throw forbidden("This vendor does not take requests online.");
      if (!sellers.some((s) => s.id === id)) throw badRequest(`Vendor ${id} does not exist or is not selling now.`);
    }
    const productIds = input.items.flatMap((it) => (it.product_id ? [it.product_id] : []));
    const listed = productIds.length
      ? await tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .innerJoin(vendors, eq(vendors.id, products.vendorId))
          .where(and(inArray(products.id, productIds), visibleListing()))
      : [];
    const lines = input.items.map((it, i) => {
      const p = it.product_id ? listed.find((l) => l.id === it.product_id) : undefined;
      if (it.product_id && !p) throw badRequest(`Item ${i + 1}: that product is not on the storefront.`);
      const description = it.description || p?.name || "";
      if (!description) throw badRequest(`Item ${i + 1}: describe what you need.`);
      return { productId: p?.id ?? null, description, quantity: it.quantity };
    });
    const id = await insertRfq(tx, {
      userId: viewer.id,
      locationId: key.locationId,
      neededBy: input.needed_by,
      note: input.note,
      lines,
      vendorIds: sellers.map((s) => s.id),
    });
    for (const s of sellers)
      await sendMail(tx, {
        to: vendorEmail(s.slug),
        subject: `Request for quote #${id}: ${lines.length} item${lines.length > 1 ? "s" : ""}, needed by ${input.needed_by}`,
        body: [
          `Hello ${s.name},`,
          "",
          `A buyer on DVM Market asks ${sellers.length > 1 ? `you and ${sellers.length - 1} other vendor${sellers.length > 2 ? "s" : ""}` : "you"} for a quote.`,
          "",
          ...lines.map((l) => `- ${l.quantity} × ${l.description}`),
          "",
          `Needed by: ${input.needed_by}`,
          `Buyer: ${buyerLine(viewer)}${ctx ? ` for ${ctx.clinicName}, ${ctx.locationName}` : ""}`,
          ...(input.note ? [`Note: ${input.note}`] : []),
          "",
          `Answer it in your portal: ${baseUrl()}/vendor/rfqs`,
        ].join("\n"),
      });
    return { id };
  });
}

/**
 * Writes one request for quote, its lines and each vendor's copy; a price request is the one-vendor,
 * one-line case (neededBy null). Mail and notices are the caller's: the two ask in different words.
 */
export async function insertRfq(
  tx: Tx,
  rfq: {
    userId: string;
    locationId: number | null;
    neededBy: string | null;
    note: string;
    lines: { productId: number | null; description: string; quantity: number }[];
    vendorIds: number[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(rfqs)
    .values({ userId: rfq.userId, locationId: rfq.locationId, neededBy: rfq.neededBy, note: rfq.note })
    .returning({ id: rfqs.id });
  const id = row!.id;
  await tx.insert(rfqLines).values(rfq.lines.map((l) => ({ ...l, rfqId: id })));
  await tx.insert(rfqVendors).values(rfq.vendorIds.map((vendorId) => ({ rfqId: id, vendorId })));
  return id;
}

/** The RFQ if this viewer (or their clinic location) asked it; anything else is not found, and nothing is said. */
export async function ownedRfq(tx: Tx, viewer: Viewer, id: number) {
  const key = await cartKeyFor(tx, viewer);
  const [r] = await tx.select().from(rfqs).where(eq(rfqs.id, id));
  if (!r || !ownsRfq(r, key)) throw notFound("This request for quote does not exist.");
  return { rfq: r, key };
}

/** GET /api/rfqs/{id}: the lines and every vendor's quote side by side, the cheapest valid one per line marked. */
export async function getRfq(viewer: Viewer, id: number, now = new Date()) {
  const db = await getDb();
  const { rfq } = await ownedRfq(db, viewer, id);
  const [lines, copies, quoteLines] = await Promise.all([
    db.select().from(rfqLines).where(eq(rfqLines.rfqId, id)).orderBy(rfqLines.id),
    db
      .select({
        id: rfqVendors.id,
        vendorId: rfqVendors.vendorId,
        vendorName: vendors.name,
        status: rfqVendors.status,
        quoteId: rfqQuotes.id,
        validUntil: rfqQuotes.validUntil,
        note: rfqQuotes.note,
      })
      .from(rfqVendors)
      .innerJoin(vendors, eq(vendors.id, rfqVendors.vendorId))
      .leftJoin(rfqQuotes, eq(rfqQuotes.rfqVendorId, rfqVendors.id))
      .where(eq(rfqVendors.rfqId, id))
      .orderBy(vendors.name),
    db
      .select({
        quoteId: rfqQuoteLines.quoteId,
        ...quoteLineColumns,
      })
      .from(rfqQuoteLines)
      .innerJoin(rfqQuotes, eq(rfqQuotes.id, rfqQuoteLines.quoteId))
      .innerJoin(rfqVendors, eq(rfqVendors.id, rfqQuotes.rfqVendorId))
      .where(eq(rfqVendors.rfqId, id))
      .orderBy(rfqQuoteLines.lineId),
  ]);
  const validById = new Map(copies.map((c) => [c.quoteId, c.validUntil !== null && now <= c.validUntil]));
  const cheapest = cheapestPerLine(
    quoteLines.map((q) => ({ ...q, valid: (validById.get(q.quoteId) ?? false) && q.productId !== null })),
  );
  return {
    id: rfq.id,
    status: rfqStatus(copies.map((c) => c.status)),
    needed_by: rfq.neededBy,
    note: rfq.note,
    created_at: rfq.createdAt.toISOString(),
    lines: lines.map((l) => ({ id: l.id, product_id: l.productId, description: l.description, quantity: l.quantity })),
    vendors: copies.map((c) => ({ vendor_id: c.vendorId, vendor_name: c.vendorName, status: c.status })),
    quotes: copies
      .filter((c) => c.quoteId !== null)
      .map((c) => ({
        id: c.quoteId!,
        vendor_id: c.vendorId,
        vendor_name: c.vendorName,
        valid_until: c.validUntil!.toISOString().slice(0, 10),
        expired: !validById.get(c.quoteId),
        note: c.note ?? "",
        lines: quoteLines
          .filter((q) => q.quoteId === c.quoteId)
          .map((q) => ({ ...quoteLineView(q), cheapest: cheapest.get(q.lineId) === q.quoteId })),
      })),
  };
}
export type RfqView = Awaited<ReturnType<typeof getRfq>>;

/** The viewer's RFQs (and their clinic location's), newest first, a page at a time. */
export async function listRfqs(viewer: Viewer, page = 1, size = 25) {
  const db = await getDb();
  const key = await cartKeyFor(db, viewer);
  const mine = or(
    eq(rfqs.userId, viewer.id),
    key.locationId !== null ? eq(rfqs.locationId, key.locationId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: rfqs.id,
        neededBy: rfqs.neededBy,
        createdAt: rfqs.createdAt,
        lines: scalar<number>(sql`select count(*)::int from ${rfqLines} where ${rfqLines.rfqId} = ${rfqs.id}`),
        statuses: scalar<string[]>(
          sql`select coalesce(jsonb_agg(${rfqVendors.status}), '[]'::jsonb) from ${rfqVendors} where ${rfqVendors.rfqId} = ${rfqs.id}`,
        ),
        first: scalar<string>(
          sql`select ${rfqLines.description} from ${rfqLines} where ${rfqLines.rfqId} = ${rfqs.id} order by ${rfqLines.id} limit 1`,
        ),
      })
      .from(rfqs)
      .where(mine)
      .orderBy(desc(rfqs.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rfqs)
      .where(mine),
  ]);
  return {
    total: total!,
    data: rows.map((r) => ({
      id: r.id,
      needed_by: r.neededBy,
      created_at: r.createdAt.toISOString(),
      lines: r.lines,
      first: r.first,
      status: rfqStatus(r.statuses),
      quotes: r.statuses.filter((s) => s === "quoted" || s === "accepted").length,
      vendors: r.statuses.length,
    })),
  };
}
