import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { listOrderPage } from "@/features/orders/server/history";
import { ORDER_STATUSES } from "@/features/orders/rules";
import { monthlyStatement } from "@/features/vendor-portal/server/statements";
import { DEMO_VENDOR_ID, seedHistory, type HistorySummary } from "../../scripts/seed-history";
import { backends, createTestDb } from "../helpers/test-db";

const DAY = 86_400_000;
type Rows<T> = { rows: T[] };

// The demo seed's lived-in year, placed through the order door and the vendor's fulfilment: what the
// demo accounts see on a fresh `npm start`. The test worlds of the other suites do not get it.
describe.each(backends)("the demo seed's year of orders on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let summary: HistorySummary | null;
  const now = new Date();
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await h.db.execute(q)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 3000 });
    await seedContent(h.db, now);
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    await seedDemoVendorUsers(h.db);
    summary = await seedHistory(h.db, { now });
  }, 300_000);
  afterAll(() => h?.dispose());

  it("places every checkout it planned, and only once", async () => {
    expect(summary?.refused).toEqual([]);
    expect(summary!.orders).toBeGreaterThan(200);
    expect(await seedHistory(h.db, { now })).toBeNull();
  });

  it("gives the demo buyer an order history of several pages, over twelve months", async () => {
    const page = (n: number) =>
      listOrderPage("demo-buyer", { page: n, perPage: 20, q: "", status: null, vendor: null, from: null, to: null });
    const third = await page(3);
    expect(third.total).toBeGreaterThan(40);
    expect(third.orders.length).toBeGreaterThan(0);
    const [span] = await rows<{ first: string; last: string; months: number }>(
      sql`select min(created_at) as first, max(created_at) as last,
            count(distinct to_char(created_at, 'YYYY-MM'))::int as months from orders where user_id = 'demo-buyer'`,
    );
    expect(new Date(span!.first).getTime()).toBeLessThan(now.getTime() - 300 * DAY);
    expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(span!.months).toBeGreaterThanOrEqual(11);
  });

  it("has orders in every status, partly shipped ones with lots, and used coupons", async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`);
    expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const [partly] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o where o.status = 'confirmed'
            and exists (select 1 from shipments s join shipment_lines l on l.shipment_id = s.id
                        where s.order_id = o.id and l.lot is not null)`,
    );
    expect(partly!.n).toBeGreaterThan(0);
    const [used] = await rows<{ n: number }>(sql`select count(*)::int as n from coupon_redemptions`);
    expect(used!.n).toBeGreaterThan(0);
  });

  it("fills the demo vendor's statement for last month", async () => {
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const ctx = {
      userId: "demo-vendor-owner",
      keyId: null,
      vendorId: DEMO_VENDOR_ID,
      serviceProviderId: null,
      sellerName: "Sandhill Surgical",
      sellerSlug: "sandhill-surgical",
      role: "owner" as const,
    };
    const statement = await monthlyStatement(ctx, lastMonth);
    expect(statement.rows.length).toBeGreaterThan(0);
    expect(statement.totals.payoutCents).toBeGreaterThan(0);
  });

  it("keeps the money in agreement: every order's lines add up to its subtotal, and its total follows", async () => {
    const wrong = await rows<{ order_number: string }>(
      sql`select o.order_number from orders o
          where o.subtotal_cents <> (select coalesce(sum(i.line_total_cents), 0) from order_items i where i.order_id = o.id)
             or o.total_cents <> greatest(0, o.subtotal_cents - o.discount_cents) + o.shipping_cents + o.tax_cents`,
    );
    expect(wrong).toEqual([]);
    const [discounted] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where discount_cents > 0`);
    expect(discounted!.n).toBeGreaterThan(0);
    // the history goes through the door, so its orders are taxed like any other
    const [taxed] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where tax_cents > 0`);
    expect(taxed!.n).toBeGreaterThan(0);
  });

  it("leaves requests answered and open, conversations, recalls acknowledged and not, and a quiet queue", async () => {
    const [r] = await rows<{
      open: number;
      answered: number;
      samples: number;
      messages: number;
      acked: number;
      not_acked: number;
      jobs: number;
      unsent: number;
    }>(
      sql`select (select count(*) from price_requests where status = 'open')::int as open,
                 (select count(*) from price_requests where status = 'answered')::int as answered,
                 (select count(distinct status) from sample_requests)::int as samples,
                 (select count(*) from vendor_chat_messages)::int as messages,
                 (select count(*) from recall_notices where acknowledged_at is not null)::int as acked,
                 (select count(*) from recall_notices where acknowledged_at is null)::int as not_acked,
                 (select count(*) from pgboss.job where state = 'created')::int as jobs,
                 (select count(*) from mail_outbox where sent_at is null)::int as unsent`,
    );
    expect(r).toMatchObject({ jobs: 0, unsent: 0 });
    for (const k of ["open", "answered", "messages", "acked", "not_acked"] as const) expect(r![k]).toBeGreaterThan(0);
    expect(r!.samples).toBeGreaterThanOrEqual(3);
  });

  it("moved every timestamp it wrote into the past year", async () => {
    const [late] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_status_history where created_at > ${new Date(now.getTime() + 1000).toISOString()}`,
    );
    expect(late!.n).toBe(0);
    const [month] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where created_at >= ${new Date(now.getTime() - 30 * DAY).toISOString()}`,
    );
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    // the busiest month is the last, yet most orders are older
    expect(month!.n).toBeGreaterThan(0);
    expect(month!.n).toBeLessThan(all!.n / 3);
  });
});
