import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import type { Viewer } from "@/features/accounts/server/session";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { placeOrder } from "@/features/checkout/server/place-order";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { getLiveBus } from "@/features/notifications/server/live-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";
import { until } from "../helpers/smtp-server";

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

describe.each(backends)("checkout side effects run after commit (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let cookie: string;
  let items: Buyable[];
  let addressId: number;
  const frames: string[] = [];
  let unsubscribe: () => void;
  const mails = () => count(h.db, sql`select count(*)::int as n from mail_outbox where "to" = 'buyer@dvm.demo'`);
  const mailJobs = () => count(h.db, sql`select count(*)::int as n from pgboss.job where name = 'mail-deliver'`);
  const body = (key: string) =>
    placeOrderSchema.parse({
      idempotency_key: key,
      shipping_address_id: addressId,
      billing_address_id: addressId,
      payment_method: "invoice",
    });

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    items = await buyableProducts(h.db, 2);
    addressId = (
      await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
    )[0]!.id;
    unsubscribe = getLiveBus().subscribe("demo-buyer", (f) => frames.push(f));
    await getLiveBus().ready(); // with REDIS_URL set, pushes arrive only once the subscriber is connected
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  beforeEach(async () => {
    frames.length = 0;
    await h.db.execute(sql`delete from cart_items`);
    for (const it of items) {
      await setStock(h.db, it.id, 20);
      const res = await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: it.id, vendor_id: it.vendor_id, quantity: 1 },
          cookie,
        ),
      );
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    unsubscribe?.();
    await stopJobWorker(2_000);
    await h?.dispose();
  });

  it("a checkout that fails at the last moment publishes nothing and leaves no mail", async () => {
    const [mailsBefore, jobsBefore] = [await mails(), await mailJobs()];
    await expect(
      placeOrder(viewer, body(`${backend}-fail-late`), {
        beforeCommit: async () => {
          // notifications and mail are written by now; nothing may have reached the buyer yet
          await new Promise((r) => setTimeout(r, 700));
          expect(frames).toEqual([]);
          throw new Error("the database went away before commit");
        },
      }),
    ).rejects.toThrow("went away");
    await new Promise((r) => setTimeout(r, 1500));
    expect(frames).toEqual([]);
    expect([await mails(), await mailJobs()]).toEqual([mailsBefore, jobsBefore]);
    expect(await count(h.db, sql`select count(*)::int as n from orders`)).toBe(0);
  });

  it("a committed checkout pushes its order notifications live and queues its confirmation", async () => {
    const mailsBefore = await mails();
    const out = await placeOrder(viewer, body(`${backend}-ok`));
    if (!("orders" in out)) throw new Error("the checkout was held for approval");
    expect(out.orders).toHaveLength(2);
    await until(() => frames.filter((f) => f.startsWith("event: notification")).length === 2, 10_000);
    expect(frames.join("")).toContain(out.orders[0]!.order_number);
    expect(await mails()).toBe(mailsBefore + 1);
    expect(await mailJobs()).toBeGreaterThanOrEqual(1);
  });
});
