import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, classChangeRequests, deaRegistrations, products } from "@/db/schema";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as read, PATCH as patch } from "@/app/api/vendor/v1/products/[id]/route";
import { PUT as bulk } from "@/app/api/vendor/v1/products/bulk/route";
import { POST as importCsv } from "@/app/api/vendor/v1/products/import/route";
import { POST as decide } from "@/app/api/admin/class-changes/[id]/route";
import { classChangeCount, classChangeQueue } from "@/features/compliance/server";
import { backends, createTestDb } from "../helpers/test-db";
import { demoBuyerLocation, seedComplianceWorld, signInAll } from "../helpers/compliance-world";
import { get, params, postJson } from "../helpers/sessions";

const send = (method: string, url: string, body: string, type: string, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": type, origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body,
  });

describe.each(backends)("regulatory class changes are reviewed on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const cookie: Record<string, string> = {};
  const cii = { id: 0, sku: "", name: "" };
  const plain = { id: 0, sku: "" };

  const edit = (id: number, body: unknown, who: string) =>
    patch(
      send("PATCH", `/api/vendor/v1/products/${id}`, JSON.stringify(body), "application/json", cookie[who]),
      params({ id: String(id) }),
    );
  const classOf = async (id: number) =>
    (await h.db.select({ c: products.regulatoryClass }).from(products).where(eq(products.id, id)))[0]!.c;
  const audits = async (action: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, "product")));
  const buyerAdds = async (id: number) =>
    add(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: "demo-buyer", product_id: id, vendor_id: 1, quantity: 1 },
        cookie.buyer,
      ),
    );

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedComplianceWorld(h.db);
    Object.assign(
      cookie,
      await signInAll({
        buyer: ["buyer@dvm.demo", "DemoBuyer#2026"],
        operator: ["operator@dvm.demo", "DemoOperator#2026"],
        owner: ["vendor@dvm.demo", "DemoVendor#2026"],
        staff: ["vendorstaff@dvm.demo", "DemoStaff#2026"],
      }),
    );
    // the buyer holds no DEA registration: a Schedule II item is not theirs to buy
    await h.db.delete(deaRegistrations).where(eq(deaRegistrations.locationId, await demoBuyerLocation(h.db)));
    const two = await h.db
      .select({ id: products.id, sku: products.sku, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.vendorId, 1),
          sql`not exists (select 1 from product_variations x where x.product_id = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .limit(2);
    Object.assign(cii, two[0]);
    Object.assign(plain, two[1]);
    const buyable = { quantity: 50, inStock: "Y", minimumOrder: null, maxQuantityThreshold: null, level: 1 };
    await h.db
      .update(products)
      .set({ ...buyable, regulatoryClass: "CII", seePrice: "login", type: "simple" })
      .where(eq(products.id, cii.id));
    await h.db.update(products).set({ regulatoryClass: "none" }).where(eq(products.id, plain.id));
  });
  afterAll(async () => h?.dispose());

  it("staff cannot change the class on any path: 403 with a sentence, nothing changed or recorded", async () => {
    const says =
      "Your role (staff) cannot change a listing's regulatory class; only the shop's owner can. Nothing was saved.";
    const api = await edit(cii.id, { regulatory_class: "none", name: "Renamed by staff" }, "staff");
    expect(api.status).toBe(403);
    expect((await api.json()).message).toBe(says);
    const rows = await bulk(
      send(
        "PUT",
        "/api/vendor/v1/products/bulk",
        JSON.stringify([{ id: cii.id, quantity: 3, regulatory_class: "none" }]),
        "application/json",
        cookie.staff,
      ),
    );
    expect(rows.status).toBe(403);
    expect((await rows.json()).message).toBe(says);
    const csv = `sku,regulatory_class\n${cii.sku},none\n`;
    const file = await importCsv(
      send("POST", "/api/vendor/v1/products/import?dry_run=1", csv, "text/csv", cookie.staff),
    );
    expect(file.status).toBe(403);
    expect((await file.json()).message).toBe(says);
    const [p] = await h.db.select().from(products).where(eq(products.id, cii.id));
    expect(p).toMatchObject({ regulatoryClass: "CII", quantity: 50 });
    expect(p!.name).not.toBe("Renamed by staff");
    expect(await h.db.select().from(classChangeRequests)).toEqual([]);
    // the portal form sends the class it shows: unchanged, staff still save the rest
    const same = await edit(cii.id, { regulatory_class: "CII", quantity: 40 }, "staff");
    expect(same.status).toBe(200);
    expect(await classOf(cii.id)).toBe("CII");
    // the owner's CSV names where a class does change
    const owners = await importCsv(
      send("POST", "/api/vendor/v1/products/import?dry_run=1", csv, "text/csv", cookie.owner),
    );
    expect(owners.status).toBe(400);
    expect((await owners.json()).message).toContain("does not change regulatory classes");
  });

  it("an owner's raise applies at once, audited", async () => {
    for (const [to, label] of [
      ["rx", "none→rx"],
      ["CIII", "rx→CIII"],
    ] as const) {
      const res = await edit(plain.id, { regulatory_class: to }, "owner");
      expect(res.status, label).toBe(200);
      expect((await res.json()).regulatory_class_change).toEqual({ kind: "raise", to });
      expect(await classOf(plain.id)).toBe(to);
    }
    const raised = await audits("listing.class_raised");
    expect(raised.map((a) => [a.targetId, a.before, a.after, a.actorEmail])).toEqual([
      [String(plain.id), { regulatory_class: "none" }, { regulatory_class: "rx" }, "vendor@dvm.demo"],
      [String(plain.id), { regulatory_class: "rx" }, { regulatory_class: "CIII" }, "vendor@dvm.demo"],
    ]);
  });

  it("an owner's lower waits for review: the class holds and a buyer without a DEA still cannot buy", async () => {
    const res = await edit(cii.id, { regulatory_class: "none" }, "owner");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(
      "Saved. The class change to None waits for the marketplace's review; the listing keeps its class until then.",
    );
    expect(await classOf(cii.id)).toBe("CII");
    const refused = await buyerAdds(cii.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain("DEA registration");
    const shown = await (
      await read(get(`/api/vendor/v1/products/${cii.id}`, cookie.owner), params({ id: String(cii.id) }))
    ).json();
    expect(shown.data).toMatchObject({ regulatory_class: "CII", regulatory_class_pending: "none" });
    const requested = await audits("listing.class_change_requested");
    expect(requested.map((a) => [a.before, a.after])).toEqual([
      [{ regulatory_class: "CII" }, { regulatory_class: "none", request: body.regulatory_class_change.requestId }],
    ]);
    expect(await classChangeCount()).toBe(1);
    expect((await classChangeQueue()).map((q) => [q.product, q.fromLabel, q.toLabel, q.requestedBy])).toEqual([
      [cii.name, "Schedule II controlled", "None", "vendor@dvm.demo"],
    ]);
  });

  it("only the operator decides; a rejection keeps the class, an approval applies it; both audited", async () => {
    const [first] = await h.db.select().from(classChangeRequests).where(eq(classChangeRequests.status, "pending"));
    const url = `/api/admin/class-changes/${first!.id}`;
    const p = params({ id: String(first!.id) });
    expect((await decide(postJson(url, { decision: "approve" }, cookie.owner), p)).status).toBe(403);
    expect((await decide(postJson(url, { decision: "approve" }), p)).status).toBe(401);
    const rejected = await decide(
      postJson(url, { decision: "reject", reason: "Still Schedule II on the label." }, cookie.operator),
      p,
    );
    expect(rejected.status).toBe(200);
    expect(await classOf(cii.id)).toBe("CII");
    expect((await decide(postJson(url, { decision: "approve" }, cookie.operator), p)).status).toBe(409);
    expect(await classOf(cii.id)).toBe("CII");

    // asked again (a newer request withdraws an older one still waiting), then approved
    expect((await edit(cii.id, { regulatory_class: "CIII" }, "owner")).status).toBe(200);
    expect((await edit(cii.id, { regulatory_class: "none" }, "owner")).status).toBe(200);
    const statuses = await h.db
      .select({ s: classChangeRequests.status })
      .from(classChangeRequests)
      .orderBy(classChangeRequests.id);
    expect(statuses.map((r) => r.s)).toEqual(["rejected", "withdrawn", "pending"]);
    const [again] = await h.db.select().from(classChangeRequests).where(eq(classChangeRequests.status, "pending"));
    const approved = await decide(
      postJson(`/api/admin/class-changes/${again!.id}`, { decision: "approve" }, cookie.operator),
      params({ id: String(again!.id) }),
    );
    expect(approved.status).toBe(200);
    expect((await approved.json()).message).toBe("The listing's class is now None.");
    expect(await classOf(cii.id)).toBe("none");
    expect(await classChangeCount()).toBe(0);
    const decisions = [
      ...(await audits("listing.class_change_rejected")),
      ...(await audits("listing.class_change_approved")),
    ];
    expect(
      decisions.map((a) => [
        a.action,
        a.actorEmail,
        a.before,
        (a.after as { regulatory_class: string }).regulatory_class,
      ]),
    ).toEqual([
      ["listing.class_change_rejected", "operator@dvm.demo", { regulatory_class: "CII" }, "CII"],
      ["listing.class_change_approved", "operator@dvm.demo", { regulatory_class: "CII" }, "none"],
    ]);
  });
});
