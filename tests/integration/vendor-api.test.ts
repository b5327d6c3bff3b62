import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, vendorApiKeys } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as productsList } from "@/app/api/vendor/v1/products/route";
import { PUT as inventory } from "@/app/api/vendor/v1/inventory/route";
import { GET as ordersList } from "@/app/api/vendor/v1/orders/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { GET as keysList, POST as keyCreate } from "@/app/api/vendor/v1/api-keys/route";
import { DELETE as keyRevoke } from "@/app/api/vendor/v1/api-keys/[id]/route";
import { GET as openapi } from "@/app/api/vendor/v1/openapi.json/route";
import { GET as requestsList } from "@/app/api/vendor/v1/requests/route";
import { GET as exportCsv } from "@/app/api/vendor/v1/products/export/route";
import { POST as importCsv } from "@/app/api/vendor/v1/products/import/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { orderState, placeTestOrder } from "../helpers/vendor-fixtures";

const withKey = (url: string, key: string, init: RequestInit = {}) =>
  new Request(`http://localhost:3000${url}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });
const put = (url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const del = (url: string, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, { method: "DELETE", headers: cookie ? { cookie } : {} });

describe.each(backends)("vendor API v1 on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let logoOwner: string;
  let buyer: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    logoOwner = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  const skusOf = async (vendorId: number) =>
    (
      await h.db
        .select({ sku: products.sku, quantity: products.quantity })
        .from(products)
        .where(eq(products.vendorId, vendorId))
    ).slice(0, 2);

  it("every route: signed out 401, buyer 403", async () => {
    const o = await placeTestOrder(h.db, 1);
    const calls: [string, (c?: string) => Promise<Response>][] = [
      ["products", (c) => productsList(get("/api/vendor/v1/products", c))],
      ["inventory", (c) => inventory(put("/api/vendor/v1/inventory", [{ sku: "X", quantity: 1 }], c))],
      ["orders", (c) => ordersList(get("/api/vendor/v1/orders", c))],
      [
        "ship",
        (c) =>
          ship(
            postJson(`/api/vendor/v1/orders/${o.id}/ship`, { carrier: "UPS", tracking_number: "1" }, c),
            params({ id: String(o.id) }),
          ),
      ],
      ["keys", (c) => keysList(get("/api/vendor/v1/api-keys", c))],
      ["requests", (c) => requestsList(get("/api/vendor/v1/requests?type=sample", c))],
      ["export", (c) => exportCsv(get("/api/vendor/v1/products/export", c))],
      ["import", (c) => importCsv(postJson("/api/vendor/v1/products/import?dry_run=1", "sku\nX", c))],
      ["key create", (c) => keyCreate(postJson("/api/vendor/v1/api-keys", { name: "x" }, c))],
      ["key revoke", (c) => keyRevoke(del("/api/vendor/v1/api-keys/1", c), params({ id: "1" }))],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call()).status]).toEqual([name, 401]);
      expect([name, (await call(buyer)).status]).toEqual([name, 403]);
    }
    expect(await orderState(h.db, o.id)).toMatchObject({ status: "placed", shipments: 0 });
  });

  it("owners create keys (shown once, stored hashed); staff cannot; a key works until revoked", async () => {
    expect((await keyCreate(postJson("/api/vendor/v1/api-keys", { name: "ERP" }, staff))).status).toBe(403);
    expect((await keyCreate(postJson("/api/vendor/v1/api-keys", { name: " " }, owner))).status).toBe(400);
    const created = await keyCreate(postJson("/api/vendor/v1/api-keys", { name: "ERP" }, owner));
    expect(created.status).toBe(201);
    const { id, key } = await created.json();
    expect(key).toMatch(/^dvmv_[0-9a-f]{8}_/);
    const [row] = await h.db.select().from(vendorApiKeys).where(eq(vendorApiKeys.id, id));
    expect(row.keyHash).not.toContain(key);
    expect(JSON.stringify(await (await keysList(get("/api/vendor/v1/api-keys", owner))).json())).not.toContain(key);

    const listed = await productsList(withKey("/api/vendor/v1/products", key));
    const body = await listed.json();
    expect(listed.status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        sku: expect.any(String),
        slug: expect.any(String),
        in_stock: expect.any(String),
        see_price: expect.any(String),
      }),
    );
    const ids = body.data.map((p: { id: number }) => p.id);
    const own = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.vendorId, 1)));
    expect(own.length).toBe(ids.length);
    const [used] = await h.db.select().from(vendorApiKeys).where(eq(vendorApiKeys.id, id));
    expect(used.lastUsedAt).not.toBeNull();
    // a key cannot manage keys
    expect((await keysList(withKey("/api/vendor/v1/api-keys", key))).status).toBe(403);
    // another vendor cannot revoke it
    expect((await keyRevoke(del(`/api/vendor/v1/api-keys/${id}`, logoOwner), params({ id: String(id) }))).status).toBe(
      404,
    );
    expect((await productsList(withKey("/api/vendor/v1/products", key))).status).toBe(200);
    expect((await keyRevoke(del(`/api/vendor/v1/api-keys/${id}`, owner), params({ id: String(id) }))).status).toBe(200);
    expect((await productsList(withKey("/api/vendor/v1/products", key))).status).toBe(401);
    expect((await productsList(withKey("/api/vendor/v1/products", "dvmv_nope_nope"))).status).toBe(401);
  });

  it("inventory by SKU: own SKUs update; another vendor's SKU refuses the whole list and changes nothing", async () => {
    const [a, b] = await skusOf(1);
    const [theirs] = await skusOf(1402);
    const refused = await inventory(
      put(
        "/api/vendor/v1/inventory",
        [
          { sku: a!.sku, quantity: 77 },
          { sku: theirs!.sku, quantity: 0 },
        ],
        owner,
      ),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain(theirs!.sku);
    expect(await skusOf(1)).toEqual([a, b]);
    expect((await skusOf(1402))[0]).toEqual(theirs);
    expect((await inventory(put("/api/vendor/v1/inventory", [{ sku: a!.sku, quantity: -1 }], owner))).status).toBe(400);
    const okRes = await inventory(
      put(
        "/api/vendor/v1/inventory",
        [
          { sku: a!.sku, quantity: 77 },
          { sku: b!.sku, quantity: 0 },
        ],
        staff,
      ),
    );
    expect(await okRes.json()).toEqual({ success: true, updated: 2 });
    const after = await h.db
      .select({ sku: products.sku, quantity: products.quantity, inStock: products.inStock })
      .from(products)
      .where(inArray(products.sku, [a!.sku, b!.sku]));
    expect(after.find((r) => r.sku === a!.sku)).toMatchObject({ quantity: 77, inStock: "Y" });
    expect(after.find((r) => r.sku === b!.sku)).toMatchObject({ quantity: 0, inStock: "N" });
  });

  it("a key ships its own vendor's order and gets 404 on another vendor's", async () => {
    const { key } = await (await keyCreate(postJson("/api/vendor/v1/api-keys", { name: "WMS" }, owner))).json();
    const mine = await placeTestOrder(h.db, 1);
    const theirs = await placeTestOrder(h.db, 1402);
    const body = JSON.stringify({
      carrier: "UPS",
      tracking_number: "1ZKEY",
      lines: [{ line_id: mine.lineIds[0], quantity: 3, lot: "L1", expiry: "2031-01-31" }],
    });
    const res = await ship(
      withKey(`/api/vendor/v1/orders/${mine.id}/ship`, key, { method: "POST", body }),
      params({ id: String(mine.id) }),
    );
    expect(await res.json()).toMatchObject({ success: true, status: "confirmed" });
    const before = await orderState(h.db, theirs.id);
    const other = await ship(
      withKey(`/api/vendor/v1/orders/${theirs.id}/ship`, key, {
        method: "POST",
        body: JSON.stringify({ carrier: "UPS", tracking_number: "X" }),
      }),
      params({ id: String(theirs.id) }),
    );
    expect(other.status).toBe(404);
    expect(await orderState(h.db, theirs.id)).toEqual(before);
    const list = await (await ordersList(withKey("/api/vendor/v1/orders?status=confirmed", key))).json();
    expect(list.data.map((o: { id: number }) => o.id)).toContain(mine.id);
    const [row] = await h.db.select({ vendorId: orders.vendorId }).from(orders).where(eq(orders.id, mine.id));
    expect(row.vendorId).toBe(1);
  });

  it("serves an OpenAPI 3.1 document of the contract", async () => {
    const doc = await (await openapi()).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/products", "/inventory", "/orders", "/orders/{id}/ship"]),
    );
    expect(doc.paths["/orders/{id}/ship"].post.requestBody.content["application/json"].schema).toBeTruthy();
  });
});
