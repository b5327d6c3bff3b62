import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { rateLimitKey } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as askForSample } from "@/app/api/ask-for-sample/route";
import { POST as showPrice } from "@/app/api/show-price-vendor-email/route";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { listMyRequests } from "@/features/requests/server/my-requests";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { postJson, sessionCookie } from "../helpers/sessions";

type P = { id: number; vendor_id: number; slug: string };

describe.each(backends)("buyer requests to vendors on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let other: string;
  let rep: string;
  const count = async (table: string, where = sql`true`) =>
    (await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n;
  const pick = async (where: ReturnType<typeof sql>, offset = 0) =>
    (
      await queryRows<P>(
        db.db,
        sql`select p.id, p.vendor_id, p.slug from products p where ${where} order by p.id limit 1 offset ${offset}`,
      )
    )[0]!;
  const viewerOf = async (email: string) => {
    const [u] = await queryRows<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      position: string;
      level: number;
    }>(db.db, sql`select * from "user" where email = ${email}`);
    return {
      id: u!.id,
      email: u!.email,
      firstName: u!.first_name,
      lastName: u!.last_name,
      position: u!.position,
      level: u!.level,
      coins: 0,
      confirmed: 1,
      state: null,
      country: null,
      profileImage: null,
      isSalesRep: u!.position === "Sales Rep",
    };
  };

  beforeAll(async () => {
    process.env.REQUEST_RATE_LIMIT = "1000";
    reloadConfig();
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
  });
  afterAll(async () => db?.dispose());
  afterEach(() => {
    delete process.env.SAMPLE_MONTHLY_LIMIT;
    reloadConfig();
  });

  describe("POST /api/show-price-vendor-email", () => {
    const url = "/api/show-price-vendor-email";
    const onRequest = sql`p.see_price = 'request' and p.vendor_id <> 407`;

    it("stores one open request, e-mails the vendor and flips see_price for this buyer only", async () => {
      const p = await pick(onRequest);
      const res = await showPrice(
        postJson(url, { vendor_id: p.vendor_id, customer_id: "demo-buyer", product_id: p.id }, buyer),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, see_price: "already-requested" });
      const [row] = await queryRows<{ status: string; vendor_id: number }>(
        db.db,
        sql`select status, vendor_id from price_requests where user_id = 'demo-buyer' and product_id = ${p.id}`,
      );
      expect(row).toEqual({ status: "open", vendor_id: p.vendor_id });
      const [mail] = await queryRows<{ to: string; subject: string; body: string; sent_at: Date | null }>(
        db.db,
        sql`select * from mail_outbox order by id desc limit 1`,
      );
      expect(mail!.subject).toMatch(/^Price request #\d+: /);
      expect(mail!.to).toMatch(/@vendors\.dvm\.market$/);
      expect(mail!.body).toContain("buyer@dvm.demo");
      expect(mail!.sent_at).toBeNull();

      const mine = await getProductDetail(p.slug, await viewerOf("buyer@dvm.demo"));
      expect(mine!.see_price).toBe("already-requested");
      expect(mine!.price_state).toBe("requested");
      const theirs = await getProductDetail(p.slug, await viewerOf("lowlevel@dvm.demo"));
      expect(theirs!.see_price).toBe("request");
      expect(
        (await listMyRequests("demo-buyer")).some(
          (r) => r.kind === "price" && r.product_id === p.id && r.status === "open",
        ),
      ).toBe(true);
    });

    it("answers a repeat clearly and creates nothing", async () => {
      const p = await pick(onRequest, 1);
      const body = { vendor_id: p.vendor_id, customer_id: "demo-buyer", product_id: p.id };
      expect((await showPrice(postJson(url, body, buyer))).status).toBe(200);
      const [requests, mails] = [await count("price_requests"), await count("mail_outbox")];
      const again = await showPrice(postJson(url, body, buyer));
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        success: false,
        message: "You have already requested the price for this product. The vendor will get back to you.",
      });
      expect([await count("price_requests"), await count("mail_outbox")]).toEqual([requests, mails]);
    });

    it("refuses signed out (401), another buyer's id (403), bad input (400) and products not on request, writing nothing", async () => {
      const p = await pick(onRequest, 2);
      const before = [await count("price_requests"), await count("mail_outbox")];
      const good = { vendor_id: p.vendor_id, customer_id: "demo-buyer", product_id: p.id };
      expect((await showPrice(postJson(url, good))).status).toBe(401);
      const forbidden = await showPrice(postJson(url, good, other));
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).success).toBe(false);
      for (const bad of [
        { ...good, product_id: "abc" },
        { customer_id: "demo-buyer" },
        { ...good, vendor_id: -1 },
        { ...good, vendor_id: p.vendor_id + 1 },
      ]) {
        const res = await showPrice(postJson(url, bad, buyer));
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect((await res.json()).message).toBeTruthy();
      }
      const notJson = await showPrice(
        new Request("http://localhost:3000" + url, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: buyer },
          body: "{",
        }),
      );
      expect(notJson.status).toBe(400);
      const missing = await showPrice(postJson(url, { ...good, product_id: 99_999_999 }, buyer));
      expect(missing.status).toBe(404);
      const shown = await pick(sql`p.see_price = 'without_login' and p.vendor_id <> 407`);
      const notOnRequest = await showPrice(
        postJson(url, { vendor_id: shown.vendor_id, customer_id: "demo-buyer", product_id: shown.id }, buyer),
      );
      expect(notOnRequest.status).toBe(422);
      expect([await count("price_requests"), await count("mail_outbox")]).toEqual(before);
    });
  });

  // The in-process counter is shared by both backends' runs, so this is checked once.
  it.runIf(backend === backends[0])("limits each buyer's requests per minute (429 with Retry-After)", async () => {
    process.env.REQUEST_RATE_LIMIT = "2";
    reloadConfig();
    await getRedis()?.del(rateLimitKey("requests:price:demo-salesrep")); // only this test's own key
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await showPrice(postJson("/api/show-price-vendor-email", {}, rep))).status);
      expect(statuses).toEqual([400, 400, 429]);
      const limited = await showPrice(postJson("/api/show-price-vendor-email", {}, rep));
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      process.env.REQUEST_RATE_LIMIT = "1000";
      reloadConfig();
    }
  });

  describe("POST /api/ask-for-sample", () => {
    const url = "/api/ask-for-sample";
    const sampled = sql`p.vendor_id <> 407 and (p.sample_product or exists(select 1 from product_variations x where x.product_id = p.id and x.sample_product))`;

    it("records a pending sample, mails the vendor and answers success, allow and message; a repeat is refused", async () => {
      const p = await pick(sampled);
      const body = { customer_id: "demo-buyer", vendor_id: p.vendor_id, product_id: p.id };
      const res = await askForSample(postJson(url, body, buyer));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        allow: false,
        message: "Your sample request has been sent to the vendor.",
      });
      expect(
        await count("sample_requests", sql`user_id = 'demo-buyer' and product_id = ${p.id} and status = 'pending'`),
      ).toBe(1);
      const [mail] = await queryRows<{ subject: string }>(
        db.db,
        sql`select subject from mail_outbox order by id desc limit 1`,
      );
      expect(mail!.subject).toMatch(/^Sample request #\d+: /);
      // after a reload the product still says the sample was requested, for this buyer only
      const mine = await getProductDetail(p.slug, await viewerOf("buyer@dvm.demo"));
      expect(mine).toMatchObject({ sample_pending: true, sample_status: "pending" });
      expect(await getProductDetail(p.slug, await viewerOf("lowlevel@dvm.demo"))).toMatchObject({
        sample_status: null,
      });

      const before = [await count("sample_requests"), await count("mail_outbox")];
      const again = await askForSample(postJson(url, body, buyer));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        success: false,
        allow: false,
        message: "You already have a pending sample request for this product.",
      });
      expect([await count("sample_requests"), await count("mail_outbox")]).toEqual(before);
    });

    it("holds the monthly allowance per buyer, even for concurrent requests", async () => {
      process.env.SAMPLE_MONTHLY_LIMIT = "3";
      reloadConfig();
      const products = await queryRows<P>(
        db.db,
        sql`select p.id, p.vendor_id, p.slug from products p where ${sampled}
        and not exists(select 1 from sample_requests s where s.product_id = p.id) order by p.id limit 6`,
      );
      const already = await count("sample_requests", sql`user_id = 'demo-buyer'`);
      const answers = await Promise.all(
        products.map((p) =>
          askForSample(postJson(url, { customer_id: "demo-buyer", vendor_id: p.vendor_id, product_id: p.id }, buyer)),
        ),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(3 - already);
      const refused = answers.find((r) => r.status === 422)!;
      expect(await refused.json()).toEqual({
        success: false,
        allow: false,
        message: "You have reached the limit of 3 sample requests this month.",
      });
      expect(await count("sample_requests", sql`user_id = 'demo-buyer'`)).toBe(3);
    });

    it("never for sales reps, vendor 407 or products without samples; 401, 403 and 400 write nothing", async () => {
      const p = await pick(sampled, 10);
      const before = [await count("sample_requests"), await count("mail_outbox")];
      const good = { customer_id: "demo-buyer", vendor_id: p.vendor_id, product_id: p.id };
      expect((await askForSample(postJson(url, good))).status).toBe(401);
      expect((await askForSample(postJson(url, good, other))).status).toBe(403);
      const repRes = await askForSample(postJson(url, { ...good, customer_id: "demo-salesrep" }, rep));
      expect(repRes.status).toBe(403);
      expect(await repRes.json()).toEqual({
        success: false,
        allow: false,
        message: "Sales representatives cannot request samples.",
      });
      const hidden = await pick(sql`p.vendor_id = 407`);
      expect(
        (await askForSample(postJson(url, { customer_id: "demo-buyer", vendor_id: 407, product_id: hidden.id }, buyer)))
          .status,
      ).toBe(403);
      const none = await pick(
        sql`p.vendor_id <> 407 and not p.sample_product and not exists(select 1 from product_variations x where x.product_id = p.id and x.sample_product)`,
      );
      const noSample = await askForSample(
        postJson(url, { customer_id: "demo-buyer", vendor_id: none.vendor_id, product_id: none.id }, buyer),
      );
      expect(noSample.status).toBe(422);
      expect((await noSample.json()).message).toBe("Samples are not available for this product.");
      for (const bad of [{}, { ...good, product_id: "x" }, { ...good, customer_id: "" }]) {
        expect((await askForSample(postJson(url, bad, buyer))).status, JSON.stringify(bad)).toBe(400);
      }
      expect([await count("sample_requests"), await count("mail_outbox")]).toEqual(before);
    });
  });
});
