import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLineCancellations, orderRefunds, orderStatusHistory, orders, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as statement } from "@/app/api/vendor/v1/statements/[month]/route";
import { GET as statementPdf } from "@/app/api/vendor/v1/statements/[month]/pdf/route";
import { GET as sales } from "@/app/api/vendor/v1/sales/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";
import { placeTestOrder } from "../helpers/vendor-fixtures";
import { pdfText } from "../helpers/pdf-text";

describe.each(backends)("vendor sales and monthly statement on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherVendor: string;
  let buyer: string;

  /** An order of vendor 1 delivered at `at`: lines 3 × $10.00 and 1 × $12.50, as placeTestOrder writes them. */
  async function delivered(
    vendorId: number,
    at: string,
    extra: { discount?: number; shipping?: number; tax?: number } = {},
  ) {
    const o = await placeTestOrder(h.db, vendorId);
    const [discountCents, shippingCents, taxCents] = [extra.discount ?? 0, extra.shipping ?? 0, extra.tax ?? 0];
    await h.db
      .update(orders)
      .set({
        status: "delivered",
        discountCents,
        shippingCents,
        taxCents,
        totalCents: 4250 - discountCents + shippingCents + taxCents,
      })
      .where(eq(orders.id, o.id));
    await h.db.insert(orderStatusHistory).values({ orderId: o.id, status: "delivered", createdAt: new Date(at) });
    return o;
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    await h.db.update(vendors).set({ commissionBps: 1250 }).where(eq(vendors.id, 1));
    // October 2026: one plain order, one with a cancelled line, a coupon and shipping
    await delivered(1, "2026-10-03T10:00:00Z", { tax: 180 });
    const b = await delivered(1, "2026-10-31T23:59:00Z", { discount: 105, shipping: 995, tax: 118 });
    await h.db
      .insert(orderLineCancellations)
      .values({ orderItemId: b.lineIds[1]!, quantity: 1, reason: "Out of stock" });
    // the cancelled line's credit on the invoice is already netted on b's row, never counted twice
    await h.db.insert(orderRefunds).values({
      orderId: b.id,
      kind: "cancellation",
      amountCents: 1125,
      status: "succeeded",
      reason: "Out of stock",
      actorEmail: "vendor@dvm.demo",
      createdAt: new Date("2026-10-20T09:00:00Z"),
    });
    // a card order delivered in the month is settled by its payout, not the statement
    const card = await delivered(1, "2026-10-12T09:00:00Z");
    await h.db.update(orders).set({ paymentMethod: "card", paymentStatus: "paid" }).where(eq(orders.id, card.id));
    // outside the month, and another vendor's order in the month
    await delivered(1, "2026-11-01T00:00:00Z");
    await delivered(1402, "2026-10-10T12:00:00Z");
  });
  afterAll(async () => h?.dispose());

  const read = (month: string, cookie?: string) =>
    statement(get(`/api/vendor/v1/statements/${month}`, cookie), params({ month }));

  it("lists the month's delivered orders with gross, cancellations, commission at the vendor's rate and payout", async () => {
    const res = await read("2026-10", owner);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.commissionPercent).toBe(12.5);
    expect(data.rows).toHaveLength(2);
    expect(data.refunds.rows).toEqual([]);
    // goods 4250 each; b: −1250 cancelled, −105 coupon → sales 2895, commission 361.875 → 362, + 995 shipping
    expect(data.rows[0]).toMatchObject({ itemsCents: 4250, salesCents: 4250, commissionCents: 531, payoutCents: 3719 });
    expect(data.rows[1]).toMatchObject({
      deliveredOn: "2026-10-31",
      cancelledCents: 1250,
      discountCents: 105,
      salesCents: 2895,
      commissionCents: 362,
      payoutCents: 3528,
    });
    expect(data.totals).toEqual({
      orders: 2,
      itemsCents: 8500,
      cancelledCents: 1250,
      discountCents: 105,
      shippingCents: 995,
      taxCents: 298,
      orderTotalCents: 4430 + 5258,
      salesCents: 7145,
      commissionCents: 893,
      payoutCents: 7247,
    });
  });

  it("the PDF carries the same statement, deductions with a plain minus sign", async () => {
    const res = await statementPdf(get("/api/vendor/v1/statements/2026-10/pdf", owner), params({ month: "2026-10" }));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("statement-");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "Gross sales (goods ordered): $85.00",
        "Cancellations: -$12.50",
        "Coupon discounts: -$1.05",
        "Net sales: $71.45",
        "Commission (12.5%): -$8.93",
        "Shipping collected: $9.95",
        "Net payout: $72.47",
        "Sales tax collected and remitted by DVM Market: $2.98",
        "Order totals billed to buyers: $96.88",
      ]),
    );
    expect(text.join("\n")).not.toMatch(/"\$/);
  });

  it("another vendor sees only its own orders; staff, buyers and visitors are refused; a bad month is 404", async () => {
    const theirs = await (await read("2026-10", otherVendor)).json();
    expect(theirs.data.rows).toHaveLength(1);
    expect(theirs.data.rows[0].orderNumber).toMatch(/^T-1402-/);
    expect((await read("2026-10", staff)).status).toBe(403);
    expect((await read("2026-10", buyer)).status).toBe(403);
    expect((await read("2026-10")).status).toBe(401);
    expect((await statementPdf(get("/x", staff), params({ month: "2026-10" }))).status).toBe(403);
    expect((await read("2026-13", owner)).status).toBe(404);
  });

  it("sales per day over 30 or 90 days count today's orders; other periods get a sentence", async () => {
    await placeTestOrder(h.db, 1);
    const res = await sales(get("/api/vendor/v1/sales?days=30", staff));
    const { data } = await res.json();
    expect(data).toHaveLength(30);
    expect(data.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10) });
    expect(data.at(-1).orders).toBeGreaterThanOrEqual(1);
    expect((await (await sales(get("/api/vendor/v1/sales?days=90", owner))).json()).data).toHaveLength(90);
    const bad = await sales(get("/api/vendor/v1/sales?days=7", owner));
    expect([bad.status, (await bad.json()).message]).toEqual([400, "The days must be one of 30, 90."]);
    expect((await sales(get("/api/vendor/v1/sales", buyer))).status).toBe(403);
    expect((await sales(get("/api/vendor/v1/sales"))).status).toBe(401);
  });
});
