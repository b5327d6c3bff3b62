import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as invoicePdf } from "@/app/api/orders/[orderId]/invoice/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";
import { insertOrders } from "../helpers/order-fixtures";
import { count } from "../helpers/cart-fixtures";
import { pdfText } from "../helpers/pdf-text";

describe.each(backends)("order invoices on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let other: string;
  let orderId: number;
  const invoiceCount = () => count(h.db, sql`select count(*)::int as n from ${invoices}`);
  const fetchPdf = (id: string, cookie?: string, qs = "") =>
    invoicePdf(get(`/api/orders/${id}/invoice${qs}`, cookie), params({ orderId: id }));

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    const [o] = await insertOrders(h.db, "demo-buyer", 1, { start: new Date("2026-02-03T15:00:00Z") });
    orderId = o!.id;
    // $50.00 of goods, $8.99 off, $15.00 shipping, shipped to Missouri: 4.23% of $41.01, as the door stored it
    await h.db
      .update(orders)
      .set({
        subtotalCents: 5_000,
        discountCents: 899,
        shippingCents: 1_500,
        taxState: "MO",
        taxRateBps: 423,
        taxCents: 173,
        totalCents: 4_101 + 1_500 + 173,
        poNumber: "PO-7781",
        shippingAddress: { full_name: "Dana Whitfield", line1: "12 Elm St", city: "Joplin", state: "MO", zip: "64801" },
      })
      .where(eq(orders.id, orderId));
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
  });
  afterAll(async () => h?.dispose());

  it("refuses another buyer (403), an unknown order (404) and a visitor (401), writing nothing", async () => {
    expect((await fetchPdf(String(orderId), other)).status).toBe(403);
    expect((await fetchPdf("999999", buyer)).status).toBe(404);
    expect((await fetchPdf("abc", buyer)).status).toBe(404);
    const anon = await fetchPdf(String(orderId));
    expect(anon.status).toBe(401);
    expect(await invoiceCount()).toBe(0);
  });

  it("gives the buyer a PDF invoice with net-30 due date and the order's own tax and total", async () => {
    const res = await fetchPdf(String(orderId), buyer);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="INV-H-0001.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1_000);

    const runs = pdfText(bytes);
    const after = (label: string) => runs[runs.indexOf(label) + 1];
    expect([after("Subtotal"), after("Discount"), after("Shipping")]).toEqual(["$50.00", "-$8.99", "$15.00"]);
    expect([after("Sales tax, MO 4.23%"), after("Total due")]).toEqual(["$1.73", "$57.74"]);
    expect(runs).toEqual(expect.arrayContaining(["PO-7781", "Dana Whitfield", "Joplin, MO 64801"]));

    const [inv] = await h.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(inv!.invoiceNumber).toBe("INV-H-0001");
    expect(inv!.issuedAt.toISOString()).toBe("2026-02-03T15:00:00.000Z");
    expect(inv!.dueAt.toISOString()).toBe("2026-03-05T15:00:00.000Z");
  });

  it("keeps one invoice per order: asking again reuses it; download asks the browser to save", async () => {
    const res = await fetchPdf(String(orderId), buyer, "?download=1");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="INV-H-0001.pdf"');
    expect(await invoiceCount()).toBe(1);
  });
});
