// API keys carry scopes (read, catalog, orders) that every vendor API route checks, and guessing keys
// from one address is throttled.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, vendorApiKeys } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as productsList } from "@/app/api/vendor/v1/products/route";
import { PUT as inventory } from "@/app/api/vendor/v1/inventory/route";
import { POST as accept } from "@/app/api/vendor/v1/orders/[id]/accept/route";
import { GET as keysList, POST as keyCreate } from "@/app/api/vendor/v1/api-keys/route";
import { GET as openapi } from "@/app/api/vendor/v1/openapi.json/route";
import { FAILED_KEYS_PER_ADDRESS } from "@/features/vendor-portal/server/access";
import { newApiKey } from "@/features/vendor-portal/api/server/api-key-codec";
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { placeTestOrder } from "../helpers/vendor-fixtures";

const VENDOR = 1;
let ipSeq = 0;

const withKey = (url: string, key: string, init: RequestInit & { ip?: string } = {}) =>
  new Request(`http://localhost:3000${url}`, {
    ...init,
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      [CLIENT_IP_HEADER]: init.ip ?? "198.51.100.1",
    },
  });

describe.each(backends)("vendor API key scopes and guessing on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let sku: string;
  const key: Record<string, string> = {};

  const create = async (body: unknown) => keyCreate(postJson("/api/vendor/v1/api-keys", body, owner));

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    [{ sku }] = await h.db.select({ sku: products.sku }).from(products).where(eq(products.vendorId, VENDOR)).limit(1);
    for (const scope of ["read", "catalog", "orders"]) {
      const res = await create({ name: `${scope} only`, scopes: [scope] });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.scopes).toEqual([scope]);
      key[scope] = body.key;
    }
  });
  afterAll(async () => h?.dispose());

  const quantity = async () =>
    (await h.db.select({ q: products.quantity }).from(products).where(eq(products.sku, sku)))[0]!.q;
  const read = (k: string) => productsList(withKey("/api/vendor/v1/products", k));
  const stock = (k: string, q: number) =>
    inventory(withKey("/api/vendor/v1/inventory", k, { method: "PUT", body: JSON.stringify([{ sku, quantity: q }]) }));
  const acceptWith = async (k: string) => {
    const o = await placeTestOrder(h.db, VENDOR);
    return accept(withKey(`/api/vendor/v1/orders/${o.id}/accept`, k, { method: "POST" }), params({ id: String(o.id) }));
  };
  async function lacks(res: Response, scope: string) {
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain(`lacks the "${scope}" scope`);
  }

  it("a read key reads, and may neither change the catalog nor work orders", async () => {
    expect((await read(key.read!)).status).toBe(200);
    const before = await quantity();
    await lacks(await stock(key.read!, before + 7), "catalog");
    expect(await quantity()).toBe(before);
    await lacks(await acceptWith(key.read!), "orders");
  });

  it("a catalog key changes stock, and may neither read nor work orders", async () => {
    await lacks(await read(key.catalog!), "read");
    const before = await quantity();
    expect((await stock(key.catalog!, before + 3)).status).toBe(200);
    expect(await quantity()).toBe(before + 3);
    await lacks(await acceptWith(key.catalog!), "orders");
  });

  it("an orders key accepts orders, and may neither read nor change the catalog", async () => {
    expect((await acceptWith(key.orders!)).status).toBe(200);
    await lacks(await read(key.orders!), "read");
    const before = await quantity();
    await lacks(await stock(key.orders!, before + 1), "catalog");
    expect(await quantity()).toBe(before);
  });

  it("a key made without a choice, or before scopes, may do all three; a bad choice is refused", async () => {
    const made = await (await create({ name: "everything" })).json();
    expect(made.scopes).toEqual(["read", "catalog", "orders"]);
    // a row written without the column, as every key was before it existed
    const old = newApiKey();
    await h.db.insert(vendorApiKeys).values({ vendorId: VENDOR, name: "old", prefix: old.prefix, keyHash: old.hash });
    for (const k of [made.key, old.key]) {
      expect((await read(k)).status).toBe(200);
      expect((await stock(k, 5)).status).toBe(200);
      expect((await acceptWith(k)).status).toBe(200);
    }
    expect((await create({ name: "none", scopes: [] })).status).toBe(400);
    expect((await create({ name: "admin", scopes: ["admin"] })).status).toBe(400);
    const listed = (await (await keysList(get("/api/vendor/v1/api-keys", owner))).json()).data as {
      name: string;
      scopes: string[];
    }[];
    expect(listed.find((k) => k.name === "catalog only")?.scopes).toEqual(["catalog"]);
    expect(listed.find((k) => k.name === "old")?.scopes).toEqual(["read", "catalog", "orders"]);
  });

  it("after 30 wrong keys from one address answers 429 with Retry-After, while another address still works", async () => {
    const guesser = `203.0.113.${++ipSeq}`;
    const other = `192.0.2.${ipSeq}`;
    for (let i = 0; i < FAILED_KEYS_PER_ADDRESS.limit; i++) {
      const res = await productsList(withKey("/api/vendor/v1/products", `dvmv_00000000_wrong${i}`, { ip: guesser }));
      expect(res.status, `wrong key ${i + 1}`).toBe(401);
    }
    const limited = await productsList(withKey("/api/vendor/v1/products", "dvmv_00000000_wrong", { ip: guesser }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Too many wrong API keys/);
    // the right key from the guessing address waits too, so a lucky guess cannot be told apart
    expect((await productsList(withKey("/api/vendor/v1/products", key.read!, { ip: guesser }))).status).toBe(429);
    expect((await productsList(withKey("/api/vendor/v1/products", key.read!, { ip: other }))).status).toBe(200);
    expect((await productsList(withKey("/api/vendor/v1/products", "dvmv_00000000_wrong", { ip: other }))).status).toBe(
      401,
    );
  });

  it("the OpenAPI document names the scope of every operation", async () => {
    const doc = (await (await openapi()).json()) as {
      paths: Record<string, Record<string, { "x-required-scope"?: string; security?: unknown }>>;
    };
    expect(doc.paths["/products"]!.get!["x-required-scope"]).toBe("read");
    expect(doc.paths["/inventory"]!.put!.security).toEqual([{ apiKey: ["catalog"] }]);
    expect(doc.paths["/orders/{id}/accept"]!.post!["x-required-scope"]).toBe("orders");
    for (const ops of Object.values(doc.paths))
      for (const [method, op] of Object.entries(ops))
        if (["get", "put", "post", "patch", "delete"].includes(method)) expect(op["x-required-scope"]).toBeDefined();
  });
});
