import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as addToCart } from "@/app/api/add-cart-app/route";
import { backends, createTestDb } from "../helpers/test-db";
import { postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts } from "../helpers/cart-fixtures";
import { callAuth, register, uniqueEmail } from "./accounts-helpers";

describe.each(backends)("security: an owner cannot change what decides their role on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let rep: string;
  const repRow = async () => (await h.db.select().from(user).where(eq(user.id, "demo-salesrep")))[0]!;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
  });
  afterAll(async () => h?.dispose());

  it("a sales rep posting a buyer's position to update-user changes nothing and still cannot buy", async () => {
    const before = await repRow();
    const res = await callAuth("/update-user", { position: "Veterinarian" }, { cookie: rep });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/cannot be changed/);
    expect(await repRow()).toMatchObject({ position: before.position, level: before.level });
    const [item] = await buyableProducts(h.db, 1);
    const cart = await addToCart(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: item!.id, vendor_id: item!.vendor_id, quantity: 1 },
        rep,
      ),
    );
    expect(cart.status).not.toBe(200);
  });

  it.each([
    { level: 9 },
    { coins: 99999 },
    { confirmed: 1 },
    { role: "admin" },
    { active: true, softDelete: false },
    { allowOnDvm: true },
    { firstName: "Eve", position: "Veterinarian" },
  ])("refuses role-bearing fields through update-user: %o", async (body) => {
    const before = await repRow();
    const res = await callAuth("/update-user", body, { cookie: rep });
    expect(res.status).toBe(400);
    const after = await repRow();
    expect(after).toEqual(before);
  });

  it("applies the profile limits to update-user: a huge first name is refused", async () => {
    const before = await repRow();
    const res = await callAuth("/update-user", { firstName: "x".repeat(1000) }, { cookie: rep });
    expect(res.status).toBe(400);
    // a body past the auth limit is refused before anything parses it
    const huge = await callAuth("/update-user", { firstName: "x".repeat(100_000) }, { cookie: rep });
    expect(huge.status).toBe(413);
    expect((await repRow()).firstName).toBe(before.firstName);
    const ok = await callAuth("/update-user", { firstName: "Sam" }, { cookie: rep });
    expect(ok.status).toBe(200);
    expect((await repRow()).firstName).toBe("Sam");
  });

  it("still records the position chosen at registration, and only a listed one", async () => {
    const email = uniqueEmail("pos");
    const res = await register(email, { position: "Sales Rep" });
    expect(res.status).toBe(200);
    const [row] = await h.db.select().from(user).where(eq(user.email, email));
    expect(row!.position).toBe("Sales Rep");
    const bad = uniqueEmail("pos");
    expect((await register(bad, { position: "Admin" })).status).toBe(400);
  });
});
