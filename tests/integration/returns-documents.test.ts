import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as invoice } from "@/app/api/orders/[orderId]/invoice/route";
import { GET as buyerNote } from "@/app/api/orders/[orderId]/credit-notes/[refundId]/route";
import { POST as askReturn } from "@/app/api/orders/[orderId]/returns/route";
import { POST as approve } from "@/app/api/vendor/v1/returns/[id]/approve/route";
import { GET as vendorNote } from "@/app/api/vendor/v1/returns/[id]/credit-note/route";
import { POST as receive } from "@/app/api/vendor/v1/returns/[id]/receive/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { pdfText } from "../helpers/pdf-text";
import { deliveredOrder } from "../helpers/returns-fixtures";

describe.each(backends)("credit notes and the invoice's balance on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let otherBuyer: string;
  let owner: string;
  let otherVendor: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    otherBuyer = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
  });
  afterAll(async () => h?.dispose());

  /** A delivered $42.50 order with a $4.25 coupon and $1.62 tax; one $10 unit returned and received. */
  async function creditedOrder() {
    const o = await deliveredOrder(h.db, 1, { discountCents: 425, taxCents: 162 });
    const asked = await askReturn(
      postJson(
        `/api/orders/${o.id}/returns`,
        { lines: [{ line_id: o.lineIds[0], quantity: 1, reason: "damaged" }] },
        buyer,
      ),
      params({ orderId: String(o.id) }),
    );
    const { id } = await asked.json();
    const p = params({ id: String(id) });
    await approve(postJson(`/api/vendor/v1/returns/${id}/approve`, {}, owner), p);
    const { refund } = await (await receive(postJson(`/api/vendor/v1/returns/${id}/receive`, {}, owner), p)).json();
    return { o, returnId: id as number, refund: refund as { id: number; credit_note_number: string } };
  }

  it("the buyer and the vendor download the same credit note; anyone else gets 404", async () => {
    const { o, returnId, refund } = await creditedOrder();
    const bp = params({ orderId: String(o.id), refundId: String(refund.id) });
    const url = `/api/orders/${o.id}/credit-notes/${refund.id}`;
    const res = await buyerNote(get(`${url}?download=1`, buyer), bp);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${refund.credit_note_number}.pdf"`);
    const runs = pdfText(Buffer.from(await res.arrayBuffer()));
    const after = (label: string) => runs[runs.indexOf(label) + 1];
    expect(runs).toEqual(expect.arrayContaining(["CREDIT NOTE", refund.credit_note_number, "Reason: Arrived damaged"]));
    expect([after("Returned goods"), after("Sales tax on them"), after("Total credited")]).toEqual([
      "$10.00",
      "$0.38",
      "$9.38",
    ]);
    const vp = params({ id: String(returnId) });
    const theirs = await vendorNote(get(`/api/vendor/v1/returns/${returnId}/credit-note`, owner), vp);
    expect(theirs.status).toBe(200);
    expect(pdfText(Buffer.from(await theirs.arrayBuffer()))).toContain(refund.credit_note_number);
    expect((await buyerNote(get(url, otherBuyer), bp)).status).toBe(404);
    expect((await vendorNote(get(`/api/vendor/v1/returns/${returnId}/credit-note`, otherVendor), vp)).status).toBe(404);
    expect((await vendorNote(get(`/api/vendor/v1/returns/${returnId}/credit-note`, buyer), vp)).status).toBe(403);
    // the refund under another of the buyer's orders is not found there
    const other = await deliveredOrder(h.db, 1);
    const wrong = params({ orderId: String(other.id), refundId: String(refund.id) });
    expect((await buyerNote(get(`/api/orders/${other.id}/credit-notes/${refund.id}`, buyer), wrong)).status).toBe(404);
  });

  it("the invoice lists the credit note and the balance still due", async () => {
    const { o, refund } = await creditedOrder();
    const res = await invoice(get(`/api/orders/${o.id}/invoice`, buyer), params({ orderId: String(o.id) }));
    const runs = pdfText(Buffer.from(await res.arrayBuffer()));
    const after = (label: string) => runs[runs.indexOf(label) + 1];
    // 42.50 − 4.25 + 1.62 = 39.87; less the 9.38 credit = 30.49
    expect(after("Invoice total")).toBe("$39.87");
    expect(runs.find((r) => r.startsWith(`Credit note ${refund.credit_note_number}`))).toBeTruthy();
    expect(runs).toContain("-$9.38");
    expect(after("Balance due")).toBe("$30.49");
    expect(runs).not.toContain("Total due");
  });
});
