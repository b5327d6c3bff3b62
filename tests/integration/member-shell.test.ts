// Member shells: a storefront page every signed-in buyer shares holds a visitor's prices; each buyer's
// own come from /api/viewer and /api/card-prices. These are the reads the shell's cards and header make.
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as cardPricesRoute } from "@/app/api/card-prices/route";
import { GET as viewerRoute } from "@/app/api/viewer/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";

type Price = { price_state: string; price_cents: number | null; catalog_cents: number | null; discounted: boolean };

describe.each(backends)("member shell reads on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let ids: { login: number; request: number; open: number };

  const prices = async (query: string, cookie?: string) => {
    const res = await cardPricesRoute(get(`/api/card-prices?${query}`, cookie));
    return {
      status: res.status,
      body: (await res.json()) as { success: boolean; data?: Record<number, Price>; message?: string },
    };
  };
  const pick = async (seePrice: "login" | "request" | "without_login") => {
    const [row] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.seePrice, seePrice), eq(products.status, "published"), gt(products.priceCents, 0)))
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error(`the seed has no published ${seePrice} product`);
    return row.id;
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    ids = { login: await pick("login"), request: await pick("request"), open: await pick("without_login") };
  });
  afterAll(async () => h?.dispose());

  it("gives a signed-in buyer the prices a visitor's page hides, and a visitor nothing more", async () => {
    const q = `ids=${ids.login},${ids.request},${ids.open}`;
    const visitor = await prices(q);
    const member = await prices(q, buyer);
    expect(visitor.status).toBe(200);
    expect(member.status).toBe(200);
    const v = visitor.body.data!;
    const m = member.body.data!;
    expect(v[ids.login]).toMatchObject({ price_state: "signin-to-see", price_cents: null, catalog_cents: null });
    expect(m[ids.login]!.price_state).toBe("price");
    expect(m[ids.login]!.price_cents).toBeGreaterThan(0);
    expect(v[ids.request]).toMatchObject({ price_state: "signin-to-request", price_cents: null });
    expect(m[ids.request]).toMatchObject({ price_state: "request", price_cents: null });
    expect(v[ids.open]!.price_cents).toBe(m[ids.open]!.price_cents);
    expect(v[ids.open]!.price_cents).toBeGreaterThan(0);
  });

  it("leaves out a listing that is no longer shown", async () => {
    await h.db.update(products).set({ status: "unpublished" }).where(eq(products.id, ids.open));
    try {
      const { body } = await prices(`ids=${ids.open},${ids.login}`, buyer);
      expect(Object.keys(body.data!)).toEqual([String(ids.login)]);
    } finally {
      await h.db.update(products).set({ status: "published" }).where(eq(products.id, ids.open));
    }
  });

  it("answers bad input with a sentence", async () => {
    for (const [query, message] of [
      ["", "Say which products"],
      ["ids=1,abc", "'abc' is not a product id."],
      ["ids=0", "'0' is not a product id."],
      [`ids=${Array.from({ length: 61 }, (_, i) => i + 1).join(",")}`, "at most 60"],
    ] as const) {
      const { status, body } = await prices(query, buyer);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toContain(message);
    }
  });

  it("tells a shell who is signed in: the caller, or no one", async () => {
    const anon = await viewerRoute(get("/api/viewer"));
    expect(await anon.json()).toEqual({ viewer: null });
    const me = await viewerRoute(get("/api/viewer", buyer));
    expect(me.headers.get("cache-control")).toContain("no-store");
    const body = (await me.json()) as { viewer: { email: string; level: number } };
    expect(body.viewer.email).toBe("buyer@dvm.demo");
  });
});
