import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coupons,
  orderReturnLines,
  orderReturns,
  orders,
  priceRequests,
  productImages,
  productVideos,
  products,
  rfqLines,
  rfqVendors,
  rfqs,
  services,
  vendorApiKeys,
  vendorChatThreads,
  vendorMembers,
} from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { backends, createTestDb } from "../helpers/test-db";
import { sessionCookie } from "../helpers/sessions";
import { METHODS, routeFiles, tableCounts } from "../helpers/every-route";
import { orderState, placeTestOrder } from "../helpers/vendor-fixtures";
import { insertPriceRequest } from "../helpers/price-requests";

/**
 * Every vendor API route that names a resource by id (found on disk, so a route added later must be
 * given a sample below), called by vendor 1's owner with vendor 1402's ids and a valid body: each
 * answers 403 or 404, and nothing of vendor 1402's changes.
 */
const V1 = path.resolve(__dirname, "../../src/app/api/vendor/v1");
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const TABLES = [
  "products",
  "productImages",
  "productVideos",
  "productVariations",
  "orders",
  "orderItems",
  "orderStatusHistory",
  "shipments",
  "orderLineCancellations",
  "requestAnswers",
  "vendorChatMessages",
  "coupons",
  "vendorMembers",
  "vendorApiKeys",
  "services",
  "servicePlans",
  "notifications",
  "mailOutbox",
  "orderReturns",
  "orderRefunds",
  "rfqVendors",
  "rfqQuotes",
  "rfqQuoteLines",
] as const;

describe.each(backends)("vendor A on vendor B's ids, every route on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  const ids: Record<string, number> = {};
  let lineId: number;
  let png: Buffer;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 400 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    const [p] = await h.db.select({ id: products.id }).from(products).where(eq(products.vendorId, 1402)).limit(1);
    ids.product = p!.id;
    [{ id: ids.image }] = await h.db
      .insert(productImages)
      .values({ productId: ids.product, name: "probe.webp" })
      .returning({ id: productImages.id });
    [{ id: ids.video }] = await h.db
      .insert(productVideos)
      .values({ productId: ids.product, videoType: "vimeo", name: "1" })
      .returning({ id: productVideos.id });
    const order = await placeTestOrder(h.db, 1402);
    ids.order = order.id;
    lineId = order.lineIds[0]!;
    // a return asked of vendor B, approved so every step (reject, receive) would be allowed to its owner
    [{ id: ids.return }] = await h.db
      .insert(orderReturns)
      .values({
        orderId: order.id,
        vendorId: 1402,
        userId: "demo-buyer",
        rmaNumber: "RMA-THEIRS-1",
        status: "approved",
      })
      .returning({ id: orderReturns.id });
    await h.db
      .insert(orderReturnLines)
      .values({ returnId: ids.return, orderItemId: lineId, quantity: 1, reason: "damaged" });
    ({ id: ids.request } = await insertPriceRequest(h.db, {
      userId: "demo-buyer",
      vendorId: 1402,
      productId: ids.product,
    }));
    [{ id: ids.coupon }] = await h.db
      .insert(coupons)
      .values({ vendorId: 1402, code: "THEIRS-10", kind: "percent", value: 10 })
      .returning({ id: coupons.id });
    [{ id: ids.thread }] = await h.db
      .insert(vendorChatThreads)
      .values({ userId: "demo-buyer", vendorId: 1402, unreadForVendor: 2 })
      .returning({ id: vendorChatThreads.id });
    [{ id: ids.member }] = await h.db
      .select({ id: vendorMembers.id })
      .from(vendorMembers)
      .where(eq(vendorMembers.vendorId, 1402));
    [{ id: ids.key }] = await h.db
      .insert(vendorApiKeys)
      .values({ vendorId: 1402, name: "ERP", prefix: "dvm_theirs", keyHash: "0".repeat(64) })
      .returning({ id: vendorApiKeys.id });
    [{ id: ids.service }] = await h.db.select({ id: services.id }).from(services).limit(1);
    // a request for quote asked of vendor B alone: its copy's id is what the vendor API names
    const [rfq] = await h.db
      .insert(rfqs)
      .values({ userId: "demo-buyer", neededBy: "2099-01-01" })
      .returning({ id: rfqs.id });
    [{ id: ids.rfqLine }] = await h.db
      .insert(rfqLines)
      .values({ rfqId: rfq!.id, productId: ids.product, description: "Theirs", quantity: 2 })
      .returning({ id: rfqLines.id });
    [{ id: ids.rfq }] = await h.db
      .insert(rfqVendors)
      .values({ rfqId: rfq!.id, vendorId: 1402 })
      .returning({ id: rfqVendors.id });
    png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#345678" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => h?.dispose());

  /** Which of vendor B's ids each path parameter takes, by the route's folder. */
  const paramsFor = (route: string): Record<string, string> | null => {
    const id = route.startsWith("/products/")
      ? ids.product
      : route.startsWith("/orders/")
        ? ids.order
        : route.startsWith("/requests/")
          ? ids.request
          : route.startsWith("/messages/")
            ? ids.thread
            : route.startsWith("/coupons/")
              ? ids.coupon
              : route.startsWith("/team/")
                ? ids.member
                : route.startsWith("/api-keys/")
                  ? ids.key
                  : route.startsWith("/services/")
                    ? ids.service
                    : route.startsWith("/returns/")
                      ? ids.return
                      : route.startsWith("/rfqs/")
                        ? ids.rfq
                        : undefined;
    if (id === undefined) return null;
    return { id: String(id), imageId: String(ids.image), videoId: String(ids.video) };
  };
  /** A body the route would accept from its own vendor, so only ownership can refuse it. */
  const bodyFor = (call: string): BodyInit | undefined => {
    const bodies: Record<string, unknown> = {
      "PATCH /products/{id}": { quantity: 1 },
      "POST /products/{id}/videos": { url: "https://youtu.be/dQx4sT9kLmA" },
      "POST /orders/{id}/ship": { carrier: "UPS", tracking_number: "1Z999" },
      "POST /orders/{id}/cancel-line": { line_id: lineId, reason: "Out of stock" },
      "POST /orders/{id}/cancel": { reason: "Out of stock" },
      "POST /orders/{id}/order-form": { form_number: "123456789" },
      "POST /requests/{id}/answer": { type: "price", price: 10, valid_until: "2099-01-01" },
      "POST /messages/{id}": { message: "Not yours to answer" },
      "PATCH /team/{id}": { role: "staff" },
      "POST /returns/{id}/reject": { reason: "Not yours to reject" },
      "POST /rfqs/{id}/quote": {
        lines: [{ line_id: ids.rfqLine, price: 1, quantity: 2, lead_days: 1 }],
        valid_until: "2099-01-01",
      },
      "POST /rfqs/{id}/decline": { reason: "Not yours to decline" },
      "PATCH /services/{id}": { name: "Taken over" },
      "PUT /coupons/{id}": {
        code: "TAKENOVER",
        kind: "percent",
        value: 50,
        ends_on: "2099-01-01",
        usage: "single_use",
      },
    };
    if (call === "POST /products/{id}/images") {
      const form = new FormData();
      form.append("image", new File([png as BlobPart], "p.png", { type: "image/png" }));
      return form;
    }
    return call in bodies ? JSON.stringify(bodies[call]) : call.startsWith("POST") ? "{}" : undefined;
  };

  const theirs = async () => ({
    counts: await tableCounts(h.db, TABLES),
    product: await h.db.select().from(products).where(eq(products.id, ids.product)),
    order: await orderState(h.db, ids.order),
    orderRow: await h.db.select().from(orders).where(eq(orders.id, ids.order)),
    request: await h.db.select().from(priceRequests).where(eq(priceRequests.id, ids.request)),
    coupon: await h.db.select().from(coupons).where(eq(coupons.id, ids.coupon)),
    thread: await h.db.select().from(vendorChatThreads).where(eq(vendorChatThreads.id, ids.thread)),
    members: await h.db.select().from(vendorMembers).where(eq(vendorMembers.vendorId, 1402)),
    key: await h.db.select().from(vendorApiKeys).where(eq(vendorApiKeys.id, ids.key)),
    service: await h.db.select().from(services).where(eq(services.id, ids.service)),
    return: await h.db.select().from(orderReturns).where(eq(orderReturns.id, ids.return)),
    rfq: await h.db.select().from(rfqVendors).where(eq(rfqVendors.id, ids.rfq)),
  });

  it("answers 403 or 404 to every method of every route with an id, changing nothing", async () => {
    const before = await theirs();
    const called: string[] = [];
    const unmapped: string[] = [];
    for (const file of routeFiles(V1)) {
      const segments = path.relative(V1, path.dirname(file)).split(path.sep).filter(Boolean);
      if (!segments.some((s) => /^\[(id|imageId|videoId)\]$/.test(s))) continue;
      const route = `/${segments.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
      const values = paramsFor(route);
      if (!values) {
        unmapped.push(route);
        continue;
      }
      const url = `http://localhost:3000/api/vendor/v1/${segments.map((s) => s.replace(/^\[(.+)\]$/, (_, k: string) => values[k]!)).join("/")}`;
      const mod = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
      for (const method of METHODS) {
        const handler = mod[method];
        if (!handler) continue;
        const body = bodyFor(`${method} ${route}`);
        const headers: Record<string, string> = { origin: "http://localhost:3000", cookie: owner };
        if (typeof body === "string") headers["content-type"] = "application/json";
        const res = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(values) });
        expect([403, 404], `${method} ${route}: ${await res.clone().text()}`).toContain(res.status);
        called.push(`${method} ${route}`);
      }
    }
    expect(unmapped, "routes with an id this test does not know: give them vendor B's ids above").toEqual([]);
    expect(called.length).toBeGreaterThan(20);
    expect(await theirs()).toEqual(before);
  });
});
