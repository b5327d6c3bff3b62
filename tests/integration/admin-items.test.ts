import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, items, products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as create } from "@/app/api/vendor/v1/products/route";
import { PATCH as patch } from "@/app/api/vendor/v1/products/[id]/route";
import { GET as listRoute } from "@/app/api/admin/items/route";
import { POST as itemAction } from "@/app/api/admin/items/[id]/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, patchJson, postJson, sessionCookie } from "../helpers/sessions";

// Issue 43: the operator corrects the matching; assignItems never undoes the operator's choice.
describe.each(backends)("the operator merges and splits items on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let sandhill: string;
  let logo: string;
  let operator: string;
  let buyer: string;
  let category: string;
  const itemOf = async (id: number) =>
    (await h.db.select({ itemId: products.itemId }).from(products).where(eq(products.id, id)))[0]!.itemId;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    sandhill = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    logo = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const [c] = await h.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, 2));
    category = c!.slug;
  }, 300_000);
  afterAll(async () => h?.dispose());

  const createAs = async (cookie: string, sku: string, gtin: string) => {
    const body = {
      name: `Suture kit ${sku}`,
      sku,
      category,
      price_catalog: 12,
      see_price: "without_login",
      quantity: 5,
      status: "published",
      gtin,
    };
    const res = await create(postJson("/api/vendor/v1/products", body, cookie));
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()).id as number;
  };
  const act = (item: number, body: unknown, cookie = operator) =>
    itemAction(postJson(`/api/admin/items/${item}`, body, cookie), params({ id: String(item) }));

  it("merges one item into another: listings move and stay, the item goes, the audit log says so", async () => {
    const [a1, b1] = [
      await createAs(sandhill, "IT-A1", "40000000000011"),
      await createAs(logo, "IT-B1", "40000000000011"),
    ];
    const [a2, b2] = [
      await createAs(sandhill, "IT-A2", "40000000000028"),
      await createAs(logo, "IT-B2", "40000000000028"),
    ];
    const [x, y] = [(await itemOf(a1))!, (await itemOf(a2))!];
    expect(x).not.toBeNull();
    expect(await itemOf(b1)).toBe(x);
    expect(y).not.toBe(x);

    // not the operator: refused, nothing moves
    expect((await act(y, { action: "merge", into: x }, buyer)).status).toBe(403);
    expect((await act(y, { action: "merge", into: "soon" })).status).toBe(400);
    expect((await act(y, { action: "merge", into: y })).status).toBe(400);
    expect(await itemOf(a2)).toBe(y);

    const res = await act(y, { action: "merge", into: x });
    expect(res.status).toBe(200);
    for (const id of [a1, b1, a2, b2]) expect(await itemOf(id)).toBe(x);
    expect(await h.db.select().from(items).where(eq(items.id, y))).toEqual([]);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "item.merge"), eq(auditLog.targetId, String(x))));
    expect(entry?.before).toMatchObject({ item: y, listings: expect.arrayContaining([a2, b2]) });

    // a vendor re-saving its identifiers does not pull a merged listing back out
    await patch(
      patchJson(`/api/vendor/v1/products/${b2}`, { gtin: "40000000000028", name: "Suture kit, renamed" }, logo),
      params({ id: String(b2) }),
    );
    expect(await itemOf(b2)).toBe(x);

    const list = await (await listRoute(get(`/api/admin/items?q=IT-B2`, operator))).json();
    expect(list.data.map((i: { id: number }) => i.id)).toEqual([x]);
    expect(list.data[0].listings).toHaveLength(4);
  });

  it("splits a listing out; matching leaves it alone even when its GTIN still matches", async () => {
    const a = await createAs(sandhill, "IT-S1", "40000000000035");
    const b = await createAs(logo, "IT-S2", "40000000000035");
    const item = (await itemOf(a))!;
    expect((await act(item, { action: "split", product_id: a }, buyer)).status).toBe(403);
    // the first listing is split out, so a later twin would meet it first if matching ignored the pin
    const res = await act(item, { action: "split", product_id: a });
    expect(res.status).toBe(200);
    expect(await itemOf(a)).toBeNull();
    // a single listing left is no longer an item
    expect(await itemOf(b)).toBeNull();
    expect(await h.db.select().from(items).where(eq(items.id, item))).toEqual([]);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "item.split"), eq(auditLog.targetId, String(a))));
    expect(entry?.after).toMatchObject({ item: null, pinned: true });

    // a new listing with the same GTIN joins the other one, never the listing split out
    const c = await createAs(sandhill, "IT-S3", "40000000000035");
    expect(await itemOf(c)).not.toBeNull();
    expect(await itemOf(b)).toBe(await itemOf(c));
    expect(await itemOf(a)).toBeNull();
  });
});
