// Every committed write says so on one channel, from the database itself (db/row-changes.ts): the
// kept cart pages depend on it, so a table without its triggers, a notification before the commit or
// a kept page reading a table left unwatched would each show a buyer stale money.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { LISTENER_NAME, SCOPED, UNWATCHED, watchRowChanges, type RowChange, type RowWatch } from "@/db/row-changes";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { viewerFromRequest } from "@/features/accounts/server/session";
import { cartPage } from "@/features/cart/server/listing";
import { backends, createTestDb } from "../helpers/test-db";
import { get, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, setStock } from "../helpers/cart-fixtures";

describe.each(backends)("row change notifications (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let watch: RowWatch;
  const got: RowChange[] = [];
  /** what arrived once everything committed so far has been delivered */
  const arrived = async () => {
    await watch.caughtUp();
    return got.splice(0);
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 220 }); // more than a notification names one by one
    await seedDemoUsers(h.db);
    watch = await watchRowChanges(h, (c) => got.push(c));
    await arrived();
  });
  afterAll(async () => {
    await h?.dispose();
  });

  it("watches every table of the app's schema but the ones named as never shown", async () => {
    const rows = await queryRows<{ table: string; triggers: number }>(
      h.db,
      sql`select c.relname as table, count(t.tgname)::int as triggers
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_trigger t on t.tgrelid = c.oid and t.tgname like 'dvm\\_rows\\_%'
        where n.nspname = 'public' and c.relkind in ('r', 'p') group by c.relname order by c.relname`,
    );
    expect(rows.length).toBeGreaterThan(90);
    for (const { table, triggers } of rows) expect([table, triggers]).toEqual([table, table in UNWATCHED ? 0 : 4]);
    for (const table of Object.keys(SCOPED)) expect(rows.map((r) => r.table)).toContain(table);
  });

  it("announces a write once it commits, with the scopes of its rows, and nothing for a rollback or no row", async () => {
    const [p] = await buyableProducts(h.db, 1);
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`update products set quantity = quantity + 1 where id = ${p!.id}`);
      expect(got).toEqual([]); // nothing before the commit
    });
    const [item] = await queryRows<{ item_id: number | null }>(
      h.db,
      sql`select item_id from products where id = ${p!.id}`,
    );
    expect(await arrived()).toEqual(
      [
        { table: "products", scopes: [`p:${p!.id}`, ...(item!.item_id === null ? [] : [`i:${item!.item_id}`])].sort() },
      ].map((c) => ({ ...c, scopes: expect.arrayContaining(c.scopes) })),
    );
    await h.db
      .transaction(async (tx) => {
        await tx.execute(sql`update vendors set name = name where id = ${p!.vendor_id}`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await h.db.execute(sql`update vendors set name = name where id = -1`);
    expect(await arrived()).toEqual([]);
    await h.db.execute(sql`update vendors set name = name where id = ${p!.vendor_id}`);
    expect(await arrived()).toEqual([{ table: "vendors", scopes: "all" }]);
    // more rows than a notification may name: everything
    await h.db.execute(sql`update products set quantity = quantity`);
    expect(await arrived()).toEqual([{ table: "products", scopes: "all" }]);
  });

  it.runIf(backend === "postgres")("goes deaf when its connection drops, says so, and listens again", async () => {
    expect(watch.listening).toBe(true);
    await h.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await expect.poll(() => watch.listening, { timeout: 3000 }).toBe(false);
    expect(got.splice(0)).toEqual([{ table: "*", scopes: "all" }]); // every kept page goes
    await expect.poll(() => watch.listening, { timeout: 5000 }).toBe(true);
    expect(got.splice(0)).toEqual([{ table: "*", scopes: "all" }]); // and whatever was written meanwhile
    await h.db.execute(sql`update vendors set name = name where id = (select min(id) from vendors)`);
    expect(await arrived()).toEqual([{ table: "vendors", scopes: "all" }]);
  });

  it.runIf(backend === "pglite")("the cart page reads no table left unwatched", async () => {
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    for (const l of await buyableProducts(h.db, 2)) {
      await setStock(h.db, l.id, 20);
      const body = { type: "product", product_id: l.id, vendor_id: l.vendor_id, quantity: 1 };
      expect((await add(postJson("/api/add-cart-app", body, cookie))).status).toBe(200);
    }
    const reads = async () => {
      await h.db.execute(sql`select pg_stat_force_next_flush()`);
      await h.db.execute(sql`select pg_stat_clear_snapshot()`);
      return queryRows<{ table: string; scans: number }>(
        h.db,
        sql`select relname as table, (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as scans from pg_stat_user_tables`,
      );
    };
    const before = new Map((await reads()).map((r) => [r.table, r.scans]));
    const viewer = await viewerFromRequest(get("/cart", cookie));
    const page = await cartPage(viewer!);
    expect(page.listing.count).toBe(2);
    const read = (await reads()).filter((r) => r.scans > (before.get(r.table) ?? 0)).map((r) => r.table);
    expect(read).toEqual(expect.arrayContaining(["cart_items", "products", "vendors"]));
    expect(read.filter((t) => t in UNWATCHED)).toEqual([]);
  });
});
