import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "@/db/client";
import { orders, vendorWebhookDeliveries, vendorWebhooks, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { DELETE as removeHook, GET as readHook, PUT as putHook } from "@/app/api/vendor/v1/webhook/route";
import type { Viewer } from "@/features/accounts/server/session";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { placeOrder } from "@/features/checkout/server/place-order";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";
import { until } from "../helpers/smtp-server";
import { reloadConfig } from "@/lib/config";

// Names this test makes up, answered as a DNS server would (no answers: not found); other names resolve for real.
const dnsAnswers = vi.hoisted(() => new Map<string, { address: string; family: number }[]>());
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, opts: object) => {
    const answer = dnsAnswers.get(host);
    if (answer?.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return answer ?? real.lookup(host, opts as never);
  }) as never;
  return { ...real, lookup, default: { ...real, lookup } };
});

const viewer: Viewer = {
  id: "demo-buyer",
  email: "buyer@dvm.demo",
  firstName: "Demo",
  lastName: "Buyer",
  position: "Veterinarian",
  level: 5,
  coins: 0,
  confirmed: 1,
  state: null,
  country: null,
  profileImage: null,
  isSalesRep: false,
};

type Received = { headers: IncomingHttpHeaders; body: string };

/** What a vendor's receiver does: recompute the HMAC over the raw body and compare in constant time. */
function verified(secret: string, r: Received): boolean {
  const sent = String(r.headers["x-dvm-signature"] ?? "");
  const expected = `sha256=${createHmac("sha256", secret).update(r.body).digest("hex")}`;
  return sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

const put = (url: string, cookie?: string) =>
  new Request("http://localhost:3000/api/vendor/v1/webhook", {
    method: "PUT",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ url }),
  });

describe.each(backends)("vendor new-order webhook (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let server: Server;
  let endpoint: string;
  let received: Received[] = [];
  let failFirst = 0;
  let buyer: string;
  let owner: string;
  let staff: string;
  let item: Buyable;
  let addressId: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        if (failFirst > 0) {
          failFirst--;
          res.writeHead(503).end("busy");
        } else res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dvm`;
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    [item] = (await buyableProducts(h.db, 200)).filter((b) => b.vendor_id === 1);
    if (!item) [item] = await buyableProducts(h.db, 1);
    addressId = (
      await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
    )[0]!.id;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  beforeEach(async () => {
    received = [];
    failFirst = 0;
    await h.db.execute(sql`delete from cart_items`);
    await setStock(h.db, item!.id, 20);
    const res = await add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: item!.id, vendor_id: item!.vendor_id, quantity: 1 },
        buyer,
      ),
    );
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await h?.dispose();
    await new Promise((r) => server.close(r));
  });

  const order = async (key: string) => {
    const out = await placeOrder(
      viewer,
      placeOrderSchema.parse({
        idempotency_key: `${backend}-${key}`,
        shipping_address_id: addressId,
        billing_address_id: addressId,
        payment_method: "invoice",
      }),
    );
    if (!("orders" in out)) throw new Error("the test order was held for approval");
    return out;
  };

  it("is the owner's: signed out 401, a buyer 403, staff 403, and a bad address changes nothing", async () => {
    expect((await putHook(put(endpoint))).status).toBe(401);
    expect((await putHook(put(endpoint, buyer))).status).toBe(403);
    expect((await putHook(put(endpoint, staff))).status).toBe(403);
    expect((await readHook(get("/api/vendor/v1/webhook", staff))).status).toBe(403);
    const bad = await putHook(put("ftp://example.com/x", owner));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/https/);
    expect(await count(h.db, sql`select count(*)::int as n from vendor_webhooks`)).toBe(0);
  });

  it("signs each new order's event; the receiver verifies it and the log shows the delivery", async () => {
    const [vendor] = await h.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, item!.vendor_id));
    let secret: string;
    if (vendor!.id === 1) {
      const res = await putHook(put(endpoint, owner));
      expect(res.status).toBe(200);
      secret = (await res.json()).secret;
    } else {
      secret = "whsec_test";
      await h.db.insert(vendorWebhooks).values({ vendorId: vendor!.id, url: endpoint, secret });
    }
    expect(secret).toMatch(/^whsec_/);
    const placed = await order("ok");
    const orderId = placed.orders[0]!.id;
    await until(() => received.length > 0);
    const r = received[0]!;
    expect(verified(secret, r)).toBe(true);
    expect(verified("whsec_wrong", r)).toBe(false);
    const event = JSON.parse(r.body);
    expect(event.event).toBe("order.created");
    expect(event.data.id).toBe(orderId);
    expect(event.data.lines[0].quantity).toBe(1);
    await until(
      async () =>
        (await h.db.select().from(vendorWebhookDeliveries).where(eq(vendorWebhookDeliveries.orderId, orderId))).length >
        0,
    );
    const [log] = await h.db.select().from(vendorWebhookDeliveries).where(eq(vendorWebhookDeliveries.orderId, orderId));
    expect(log).toMatchObject({ ok: true, responseStatus: 204, attempt: 1 });
    if (vendor!.id === 1) {
      const view = await (await readHook(get("/api/vendor/v1/webhook", owner))).json();
      expect(view.deliveries[0]).toMatchObject({ order_id: orderId, ok: true });
    }
  });

  it("retries a failing endpoint with backoff until it answers, logging every attempt", async () => {
    failFirst = 2;
    const placed = await order("retry");
    const orderId = placed.orders[0]!.id;
    await until(() => received.length >= 3, 40_000);
    const bodies = received.map((r) => JSON.parse(r.body).data.id);
    expect(bodies.every((id: number) => id === orderId)).toBe(true);
    await until(
      async () =>
        (await h.db.select().from(vendorWebhookDeliveries).where(eq(vendorWebhookDeliveries.orderId, orderId)))
          .length >= 3,
    );
    const log = await h.db
      .select()
      .from(vendorWebhookDeliveries)
      .where(eq(vendorWebhookDeliveries.orderId, orderId))
      .orderBy(vendorWebhookDeliveries.id);
    expect(log.map((l) => [l.attempt, l.ok, l.responseStatus])).toEqual([
      [1, false, 503],
      [2, false, 503],
      [3, true, 204],
    ]);
  }, 60_000);

  it("a rolled-back checkout sends nothing, and a removed webhook stops deliveries", async () => {
    const before = await count(h.db, sql`select count(*)::int as n from pgboss.job where name = 'vendor-webhook'`);
    await expect(
      placeOrder(
        viewer,
        placeOrderSchema.parse({
          idempotency_key: `${backend}-rollback`,
          shipping_address_id: addressId,
          billing_address_id: addressId,
          payment_method: "invoice",
        }),
        {
          beforeCommit: async () => {
            throw new Error("boom");
          },
        },
      ),
    ).rejects.toThrow();
    expect(await count(h.db, sql`select count(*)::int as n from pgboss.job where name = 'vendor-webhook'`)).toBe(
      before,
    );
    if (item!.vendor_id === 1)
      expect(
        (
          await removeHook(
            new Request("http://localhost:3000/api/vendor/v1/webhook", {
              method: "DELETE",
              headers: { origin: "http://localhost:3000", cookie: owner },
            }),
          )
        ).status,
      ).toBe(200);
    else await h.db.delete(vendorWebhooks).where(eq(vendorWebhooks.vendorId, item!.vendor_id));
    await order("after-removal");
    await new Promise((r) => setTimeout(r, 1500));
    expect(received).toHaveLength(0);
    const [o] = await h.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(o!.n).toBeGreaterThan(0);
  });
  describe("with private targets refused (as in production)", () => {
    beforeAll(() => {
      process.env.WEBHOOK_PRIVATE_TARGETS = "off";
      reloadConfig();
    });
    afterAll(() => {
      delete process.env.WEBHOOK_PRIVATE_TARGETS;
      reloadConfig();
    });

    it("refuses at save time a name that resolves to a private address, IPv4-mapped IPv6 included", async () => {
      await h.db.delete(vendorWebhooks).where(eq(vendorWebhooks.vendorId, 1));
      dnsAnswers.set("erp.internal-dns.test", [
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.7", family: 4 },
      ]);
      dnsAnswers.set("mapped.test", [{ address: "::ffff:127.0.0.1", family: 6 }]);
      dnsAnswers.set("no-such-host.test", []);
      const cases = [
        ["https://erp.internal-dns.test/dvm", "erp.internal-dns.test resolves to 10.0.0.7"],
        ["https://mapped.test/dvm", "mapped.test resolves to ::ffff:127.0.0.1"],
        [endpoint, "not this machine or a private network"],
        ["https://no-such-host.test/dvm", "could not be found"],
      ];
      for (const [url, sentence] of cases) {
        const res = await putHook(put(url!, owner));
        expect(res.status, url).toBe(400);
        expect((await res.json()).message, url).toContain(sentence);
      }
      expect(await count(h.db, sql`select count(*)::int as n from vendor_webhooks`)).toBe(0);
      dnsAnswers.set("erp.public.test", [{ address: "93.184.216.34", family: 4 }]);
      expect((await putHook(put("https://erp.public.test/dvm", owner))).status).toBe(200);
      await h.db.delete(vendorWebhooks).where(eq(vendorWebhooks.vendorId, 1));
    });

    it("checks the name again at delivery: a name that now resolves to this machine is refused and logged", async () => {
      const port = new URL(endpoint).port;
      dnsAnswers.set("rebind.test", [{ address: "93.184.216.34", family: 4 }]);
      const url = `http://rebind.test:${port}/dvm`;
      if (item!.vendor_id === 1) expect((await putHook(put(url, owner))).status).toBe(200);
      else await h.db.insert(vendorWebhooks).values({ vendorId: item!.vendor_id, url, secret: "whsec_test" });
      dnsAnswers.set("rebind.test", [{ address: "127.0.0.1", family: 4 }]);
      const placed = await order("rebind");
      const orderId = placed.orders[0]!.id;
      await until(
        async () =>
          (await h.db.select().from(vendorWebhookDeliveries).where(eq(vendorWebhookDeliveries.orderId, orderId)))
            .length > 0,
      );
      const [log] = await h.db
        .select()
        .from(vendorWebhookDeliveries)
        .where(eq(vendorWebhookDeliveries.orderId, orderId));
      expect(log).toMatchObject({ ok: false, responseStatus: null, attempt: 1 });
      expect(log!.error).toContain("rebind.test resolves to 127.0.0.1");
      expect(received).toHaveLength(0);
      await h.db.delete(vendorWebhooks).where(eq(vendorWebhooks.vendorId, item!.vendor_id));
    });
  });
});
