import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clinicApprovalRules,
  notifications,
  orderItems,
  products,
  recallNotices,
  shipmentLines,
  shipments,
} from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { POST as importCsv } from "@/app/api/admin/recalls/import/route";
import { backends, createTestDb } from "../helpers/test-db";
import { giveDemoBuyerDea, seedComplianceWorld, signInAll } from "../helpers/compliance-world";
import { orderState } from "../helpers/vendor-fixtures";
import { params, postJson } from "../helpers/sessions";

const NDC = "99999-0101-01";
const ALL_LOTS_CSV = [
  "Product Type,Status,Recalling Firm,Recall Number,Classification,Product Description,Reason for Recall,Recall Initiation Date,Code Info",
  `Drugs,Ongoing,"Sandhill Surgical, Inc.",D-0470-2026,Class I,"Ketamine Hydrochloride Injection, NDC ${NDC}",Lack of sterility assurance.,11/20/2026,All lots within expiry`,
].join("\n");

describe.each(backends)("lots of controlled lines and recalls of all lots on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const cookie: Record<string, string> = {};
  const product = { id: 0, name: "" };
  const orderOf: Record<string, { orderId: number; lineId: number }> = {};
  let keyN = 0;

  async function buy(who: string, userId: string) {
    const added = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: userId, product_id: product.id, vendor_id: 1, quantity: 1 },
        cookie[who],
      ),
    );
    expect(added.status, JSON.stringify(await added.clone().json())).toBe(200);
    // controlled lines ship to the location acted for, the address on its DEA registration
    const placed = await checkout(
      postJson("/api/checkout", { idempotency_key: `lots-${backend}-${++keyN}` }, cookie[who]),
    );
    const body = await placed.json();
    expect(placed.status, JSON.stringify(body)).toBe(200);
    const orderId = body.orders[0].id as number;
    const [item] = await h.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
    orderOf[who] = { orderId, lineId: item!.id };
  }

  const shipWith = (who: string, line: Record<string, unknown> | null) => {
    const { orderId, lineId } = orderOf[who]!;
    return ship(
      postJson(
        `/api/vendor/v1/orders/${orderId}/ship`,
        {
          carrier: "UPS",
          tracking_number: `1Z${++keyN}`,
          ...(line && { lines: [{ line_id: lineId, quantity: 1, ...line }] }),
        },
        cookie.vendor,
      ),
      params({ id: String(orderId) }),
    );
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedComplianceWorld(h.db);
    Object.assign(
      cookie,
      await signInAll({
        buyer: ["buyer@dvm.demo", "DemoBuyer#2026"],
        owner: ["owner@dvm.demo", "DemoOwner#2026"],
        operator: ["operator@dvm.demo", "DemoOperator#2026"],
        vendor: ["vendor@dvm.demo", "DemoVendor#2026"],
      }),
    );
    await giveDemoBuyerDea(h.db, ["CIII", "CIV"]);
    // a Schedule III product of Sandhill Surgical (vendor 1) carrying the NDC the report recalls
    const [p] = await h.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.regulatoryClass, "CIII"),
          ne(products.vendorId, 407),
          sql`not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    Object.assign(product, p);
    await h.db
      .update(products)
      .set({
        vendorId: 1,
        sku: NDC,
        quantity: 50,
        inStock: "Y",
        minimumOrder: null,
        maxQuantityThreshold: null,
        level: 1,
        seePrice: "login",
        priceCents: 1500,
        type: "simple",
      })
      .where(eq(products.id, product.id));
    await h.db.delete(clinicApprovalRules).where(eq(clinicApprovalRules.organizationId, "clinic-heartland"));
    await buy("buyer", "demo-buyer");
    await buy("owner", "demo-clinic-owner");
  });
  afterAll(async () => h?.dispose());

  it("a controlled line does not ship without a well-formed lot and its expiry; the refusal names the item", async () => {
    const { orderId } = orderOf.buyer!;
    const before = await orderState(h.db, orderId);
    for (const [line, says] of [
      [null, `${product.name} is a controlled item: give its lot number`],
      [{}, `${product.name} is a controlled item: give its lot number`],
      [{ lot: "   ", expiry: "2027-12-31" }, `${product.name} is a controlled item: give its lot number`],
      [{ lot: "KT 2201", expiry: "2027-12-31" }, `${product.name}: Lot "KT 2201" is not a lot number`],
      [{ lot: "K".repeat(41), expiry: "2027-12-31" }, "is not a lot number"],
      [{ lot: "KT2201" }, `${product.name} is a controlled item: give the expiry printed on its pack.`],
    ] as const) {
      const res = await shipWith("buyer", line);
      expect(res.status, JSON.stringify(line)).toBe(400);
      expect((await res.json()).message).toContain(says);
    }
    expect(await orderState(h.db, orderId)).toEqual(before);
    const ok = await shipWith("buyer", { lot: " KT2201 ", expiry: "2027-12-31" });
    expect(ok.status, JSON.stringify(await ok.clone().json())).toBe(200);
    const [line] = await h.db
      .select({ lot: shipmentLines.lot })
      .from(shipmentLines)
      .where(eq(shipmentLines.orderItemId, orderOf.buyer!.lineId));
    expect(line!.lot).toBe("KT2201");
  });

  it("a recall of all lots reaches every location the product was delivered to, lot recorded or not", async () => {
    // a parcel recorded before lots were required for controlled lines: no lot on it
    const [parcel] = await h.db
      .insert(shipments)
      .values({ orderId: orderOf.owner!.orderId, carrier: "UPS", trackingNumber: "1ZOLD" })
      .returning({ id: shipments.id });
    await h.db
      .insert(shipmentLines)
      .values({ shipmentId: parcel!.id, orderItemId: orderOf.owner!.lineId, quantity: 1, lot: null });

    const res = await importCsv(
      new Request("http://localhost:3000/api/admin/recalls/import", {
        method: "POST",
        headers: { "content-type": "text/csv", origin: "http://localhost:3000", cookie: cookie.operator! },
        body: ALL_LOTS_CSV,
      }),
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ imported: 1, locations_notified: 2 });
    const notices = await h.db.select().from(recallNotices).orderBy(recallNotices.id);
    expect(notices).toHaveLength(2);
    const told = await h.db.select().from(notifications).where(eq(notifications.type, "recall"));
    expect(told.map((n) => n.userId).sort()).toEqual(expect.arrayContaining(["demo-buyer", "demo-clinic-owner"]));
    expect(told.every((n) => n.body.includes("all lots"))).toBe(true);
  });
});
