import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as addGuideToCart } from "@/app/api/clinic/guides/[id]/add-to-cart/route";
import { POST as setItem } from "@/app/api/clinic/guides/[id]/items/route";
import { GET as guides, POST as createGuide } from "@/app/api/clinic/guides/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock } from "../helpers/cart-fixtures";

describe.each(backends)("clinic order guides on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    c.requester = await sessionCookie("requester@dvm.demo", "DemoRequester#2026");
    c.other = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  it("adds a whole guide at par level and suggests an in-stock substitute for what is out of stock", async () => {
    const all = await buyableProducts(h.db, 200, { distinctVendors: false });
    // two products of one category: the first runs out, the second can stand in for it
    const [pair] = await queryRows<{ a: number; b: number }>(
      h.db,
      sql`select min(p.id) as a, max(p.id) as b from products p where p.id in (${sql.join(
        all.map((x) => sql`${x.id}`),
        sql`, `,
      )}) group by p.category_id having count(*) >= 2 limit 1`,
    );
    const plain = all.find((x) => x.id !== pair!.a && x.id !== pair!.b)!;
    await setStock(h.db, plain.id, 40);
    await setStock(h.db, pair!.b, 40);
    await setStock(h.db, pair!.a, 40);
    await h.db.execute(sql`update products set quantity = 0, in_stock = 'N' where id = ${pair!.a}`);

    const made = await createGuide(postJson("/api/clinic/guides", { name: "Surgery room weekly" }, c.requester));
    expect(made.status).toBe(201);
    const id = String((await made.json()).data.id);
    for (const [product_id, par_level] of [
      [plain.id, 3],
      [pair!.a, 2],
    ])
      expect(
        (
          await setItem(
            postJson(`/api/clinic/guides/${id}/items`, { product_id, par_level }, c.requester),
            params({ id }),
          )
        ).status,
      ).toBe(200);
    const bad = await setItem(
      postJson(`/api/clinic/guides/${id}/items`, { product_id: plain.id, par_level: 0 }, c.requester),
      params({ id }),
    );
    expect((await bad.json()).message).toContain("The par level is at least 1.");

    const res = await (
      await addGuideToCart(postJson(`/api/clinic/guides/${id}/add-to-cart`, {}, c.requester), params({ id }))
    ).json();
    expect(res.data.added).toEqual([{ product_id: plain.id, quantity: 3 }]);
    expect(res.data.unavailable).toHaveLength(1);
    expect(res.data.unavailable[0]).toMatchObject({ product_id: pair!.a, reason: "This item is out of stock." });
    expect(res.data.unavailable[0].substitute).toMatchObject({ product_id: expect.any(Number) });
    expect(res.data.unavailable[0].substitute.product_id).not.toBe(pair!.a);
    expect(
      await count(
        h.db,
        sql`select quantity as n from cart_items where user_id = 'demo-clinic-requester' and product_id = ${plain.id}`,
      ),
    ).toBe(3);

    // another clinic sees none of it and cannot use it
    expect((await (await guides(get("/api/clinic/guides", c.other))).json()).data).toEqual([]);
    const before = await count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer'`);
    expect(
      (await addGuideToCart(postJson(`/api/clinic/guides/${id}/add-to-cart`, {}, c.other), params({ id }))).status,
    ).toBe(403);
    expect(
      (
        await setItem(
          postJson(`/api/clinic/guides/${id}/items`, { product_id: plain.id, par_level: 9 }, c.other),
          params({ id }),
        )
      ).status,
    ).toBe(403);
    expect(await count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer'`)).toBe(before);
    expect(
      await count(h.db, sql`select par_level as n from clinic_order_guide_items where product_id = ${plain.id}`),
    ).toBe(3);
  });
});
