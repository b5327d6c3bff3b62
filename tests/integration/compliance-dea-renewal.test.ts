import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { auditLog, cartItems, clinicLocations, deaRegistrations, products } from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as addDea } from "@/app/api/compliance/dea/route";
import { GET as credentials } from "@/app/api/compliance/credentials/route";
import { POST as verify } from "@/app/api/admin/compliance/[kind]/[id]/verify/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const BUYER = "demo-buyer";

describe.each(backends)("a new DEA registration waiting for review on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let operator: string;
  let loc = 0;
  const item: Record<string, { id: number; vendor_id: number }> = {};

  const addLine = async (cls: "CIII" | "CIV") => {
    await h.db.delete(cartItems).where(eq(cartItems.userId, BUYER));
    const p = item[cls]!;
    return add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: BUYER, product_id: p.id, vendor_id: p.vendor_id, quantity: 1 },
        buyer,
      ),
    );
  };
  const mine = async () => (await (await credentials(get("/api/compliance/credentials", buyer))).json()).data;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    for (const cls of ["CIII", "CIV"]) {
      const [p] = await h.db
        .select({ id: products.id, vendor_id: products.vendorId })
        .from(products)
        .where(
          and(
            eq(products.regulatoryClass, cls),
            sql`${products.vendorId} <> 407 and not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
          ),
        )
        .orderBy(products.id)
        .limit(1);
      item[cls] = p!;
      await h.db
        .update(products)
        .set({
          quantity: 50,
          inStock: "Y",
          minimumOrder: null,
          maxQuantityThreshold: null,
          level: 1,
          seePrice: "login",
        })
        .where(eq(products.id, p!.id));
    }
    const [l] = await h.db
      .select({ id: clinicLocations.id })
      .from(clinicLocations)
      .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"));
    loc = l!.id;
    await h.db.delete(deaRegistrations).where(eq(deaRegistrations.locationId, loc));
    await h.db.insert(deaRegistrations).values({
      locationId: loc,
      number: "AB1234563",
      schedules: ["CIII", "CIV"],
      state: "MO",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      verifiedAt: new Date("2026-01-01T00:00:00Z"),
    });
  });
  afterAll(async () => h?.dispose());

  it("keeps the verified registration counting until the operator verifies the new one, which then replaces it", async () => {
    expect((await addLine("CIII")).status).toBe(200);
    // the renewal covers Schedule III only: once it counts, a CIV item is refused, which tells the two apart
    const saved = await addDea(
      postJson(
        "/api/compliance/dea",
        { number: "BJ6125341", schedules: ["CIII"], state: "MO", expires_at: "2032-06-30" },
        buyer,
      ),
    );
    expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(201);
    const { id } = await saved.json();

    const stillOk = await addLine("CIII");
    expect(stillOk.status, JSON.stringify(await stillOk.clone().json())).toBe(200);
    expect((await addLine("CIV")).status).toBe(200);
    const waiting = await mine();
    expect(waiting.dea).toEqual([
      expect.objectContaining({ number: "BJ6125341", status: "pending", in_use: false }),
      expect.objectContaining({ number: "AB1234563", status: "verified", in_use: true }),
    ]);

    const res = await verify(
      postJson(`/api/admin/compliance/dea/${id}/verify`, {}, operator),
      params({ kind: "dea", id: String(id) }),
    );
    expect(res.status).toBe(200);
    expect((await addLine("CIII")).status).toBe(200);
    const civ = await addLine("CIV");
    expect(civ.status).toBe(403);
    expect((await civ.json()).message).toContain("covers Schedule IV");
    const after = await mine();
    expect(after.dea).toEqual([
      expect.objectContaining({ number: "BJ6125341", status: "verified", in_use: true }),
      expect.objectContaining({ number: "AB1234563", status: "replaced", in_use: false }),
    ]);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "verify_dea"));
    expect(audit.map((a) => a.actorEmail)).toEqual(["operator@dvm.demo"]);
  });
});
