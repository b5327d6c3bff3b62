import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as cartListing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as budget } from "@/app/api/checkout/budget/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as reject } from "@/app/api/clinic/approvals/[id]/reject/route";
import { POST as resubmit } from "@/app/api/clinic/approvals/[id]/resubmit/route";
import { GET as approvals } from "@/app/api/clinic/approvals/route";
import { POST as setItem } from "@/app/api/clinic/guides/[id]/items/route";
import { POST as createGuide } from "@/app/api/clinic/guides/route";
import { GET as oneLocation, PATCH as editLocation } from "@/app/api/clinic/locations/[id]/route";
import { GET as locations, POST as addLocation } from "@/app/api/clinic/locations/route";
import { PATCH as editMember } from "@/app/api/clinic/members/[id]/route";
import { GET as members } from "@/app/api/clinic/members/route";
import { GET as clinics } from "@/app/api/clinic/route";
import { POST as switchTo } from "@/app/api/clinic/switch/route";
import { GET as credentials } from "@/app/api/compliance/credentials/route";
import { POST as addDea } from "@/app/api/compliance/dea/route";
import { POST as addLicence } from "@/app/api/compliance/licences/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

const GROUP = "clinic-heartland";
const send = (method: string, url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const EAST = { name: "Heartland East", line1: "9 Elm Street", city: "Independence", state: "mo", zip: "64050" };

/** The owner's, manager's, purchaser's and requester's day in the clinic, each route across role and clinic lines. */
describe.each(backends)("the clinic's day on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let items: Buyable[];
  const loc: Record<string, number> = {};
  const memberOf: Record<string, string> = {};
  // a fingerprint of everything these routes could change
  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        h.db,
        sql`select
          (select json_agg(m order by m.id) from member m) as members,
          (select json_agg(ml order by ml.member_id, ml.location_id) from clinic_member_locations ml) as member_locations,
          (select json_agg(l order by l.id) from clinic_locations l) as locations,
          (select json_agg(a.status order by a.id) from clinic_approvals a) as approvals,
          (select json_agg(d.id order by d.id) from dea_registrations d) as deas,
          (select json_agg(s.id order by s.id) from state_licences s) as licences,
          (select json_agg(g order by g.id) from clinic_order_guide_items g) as guide_items,
          (select count(*) from checkouts) as checkouts,
          (select count(*) from orders) as orders`,
      ),
    );
  const ordersOf = (userId: string) =>
    count(h.db, sql`select count(*)::int as n from orders where user_id = ${userId}`);
  const fill = async (cookie: string, lines: { item: Buyable; quantity: number }[]) => {
    for (const { item, quantity } of lines) {
      const res = await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: item.id, vendor_id: item.vendor_id, quantity },
          cookie,
        ),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    }
  };
  let seq = 0;
  const checkOut = (cookie: string) =>
    checkout(postJson("/api/checkout", { idempotency_key: `clinic-day-${backend}-${++seq}` }, cookie));
  const emptyCart = (locationId: number) => h.db.execute(sql`delete from cart_items where location_id = ${locationId}`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    for (const [k, email, pw] of [
      ["owner", "owner@dvm.demo", "DemoOwner#2026"],
      ["manager", "manager@dvm.demo", "DemoManager#2026"],
      ["purchaser", "purchaser@dvm.demo", "DemoPurchaser#2026"],
      ["requester", "requester@dvm.demo", "DemoRequester#2026"],
      ["other", "buyer@dvm.demo", "DemoBuyer#2026"],
    ])
      c[k!] = await sessionCookie(email!, pw!);
    const locs = await queryRows<{ id: number; name: string }>(
      h.db,
      sql`select id, name from clinic_locations where organization_id = ${GROUP} order by id`,
    );
    for (const l of locs) loc[l.name] = l.id;
    for (const m of await queryRows<{ id: string; user_id: string }>(
      h.db,
      sql`select id, user_id from member where organization_id = ${GROUP}`,
    ))
      memberOf[m.user_id.replace("demo-clinic-", "")] = m.id;
    items = await buyableProducts(h.db, 3);
    for (const it of items) {
      await setStock(h.db, it.id, 100);
      // $200 each, no discount, so totals are known up to the vendor's shipping
      await h.db.execute(
        sql`update products set price_cents = 20000, price_catalog_cents = null, price_discounted_cents = null, regulatory_class = 'none' where id = ${it.id}`,
      );
    }
  });
  afterAll(async () => h?.dispose());

  it("the owner adds a location with its address, edits it, and records its licence and DEA; no one else does", async () => {
    let before = await snapshot();
    // a manager may not add one, whatever the form says; bad input gets the sentence for the field
    expect((await addLocation(postJson("/api/clinic/locations", EAST, c.manager))).status).toBe(403);
    const badZip = await addLocation(postJson("/api/clinic/locations", { ...EAST, zip: "6405" }, c.owner));
    expect(badZip.status).toBe(400);
    expect((await badZip.json()).message).toBe("Enter the ZIP code as 5 digits (or ZIP+4), e.g. 64108.");
    const badState = await addLocation(postJson("/api/clinic/locations", { ...EAST, state: "Missouri" }, c.owner));
    expect((await badState.json()).message).toBe("Enter the state as its two-letter code, e.g. MO.");
    expect(await snapshot()).toBe(before);

    const made = await addLocation(postJson("/api/clinic/locations", EAST, c.owner));
    expect(made.status).toBe(201);
    const id = String((await made.json()).data.id);
    loc[EAST.name] = Number(id);
    const seen = await (await oneLocation(get(`/api/clinic/locations/${id}`, c.purchaser), params({ id }))).json();
    expect(seen.data).toMatchObject({ name: "Heartland East", state: "MO", zip: "64050", can_edit_address: false });

    // the address is the owner's; the budget managers' too; another clinic touches neither
    before = await snapshot();
    const moved = { line1: "10 Elm Street" };
    expect(
      (await editLocation(send("PATCH", `/api/clinic/locations/${id}`, moved, c.manager), params({ id }))).status,
    ).toBe(403);
    expect(
      (await editLocation(send("PATCH", `/api/clinic/locations/${id}`, moved, c.purchaser), params({ id }))).status,
    ).toBe(403);
    for (const call of [
      () => editLocation(send("PATCH", `/api/clinic/locations/${id}`, moved, c.other), params({ id })),
      () => editLocation(send("PATCH", `/api/clinic/locations/${id}`, { monthly_budget: 1 }, c.other), params({ id })),
      () => oneLocation(get(`/api/clinic/locations/${id}`, c.other), params({ id })),
    ])
      expect([403, 404]).toContain((await call()).status);
    const empty = await editLocation(send("PATCH", `/api/clinic/locations/${id}`, {}, c.owner), params({ id }));
    expect((await empty.json()).message).toBe("Change the address or the budget.");
    expect(await snapshot()).toBe(before);

    expect(
      (
        await editLocation(
          send("PATCH", `/api/clinic/locations/${id}`, { monthly_budget: 3000 }, c.manager),
          params({ id }),
        )
      ).status,
    ).toBe(200);
    const edited = await editLocation(
      send("PATCH", `/api/clinic/locations/${id}`, { ...moved, phone: "(816) 555-0140" }, c.owner),
      params({ id }),
    );
    expect(edited.status).toBe(200);
    const list = await (await locations(get("/api/clinic/locations", c.manager))).json();
    expect(list.data.find((l: { id: number }) => l.id === Number(id))).toMatchObject({
      line1: "10 Elm Street",
      phone: "(816) 555-0140",
      monthly_budget: 3000,
      city: "Independence",
    });
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from audit_log where target_id = ${id} and action in ('clinic.location_added', 'clinic.location_updated')`,
      ),
    ).toBe(3);

    // credentials for that location (not the one the session acts for), by the owner only
    const dea = {
      location_id: Number(id),
      number: "BE7654329",
      schedules: ["CII", "CIII"],
      state: "MO",
      expires_at: "2030-01-31",
    };
    before = await snapshot();
    expect((await addDea(postJson("/api/compliance/dea", dea, c.manager))).status).toBe(403);
    const foreign = await addDea(postJson("/api/compliance/dea", dea, c.other));
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).message).toBe("That location is not part of your clinic.");
    const badDea = await addDea(postJson("/api/compliance/dea", { ...dea, number: "BE7654320" }, c.owner));
    expect(badDea.status).toBe(400);
    expect(await snapshot()).toBe(before);
    expect((await addDea(postJson("/api/compliance/dea", dea, c.owner))).status).toBe(201);
    const licence = { location_id: Number(id), state: "MO", number: "VET-2024-7781", expires_at: "2030-01-31" };
    expect((await addLicence(postJson("/api/compliance/licences", licence, c.owner))).status).toBe(201);
    expect(
      await count(h.db, sql`select count(*)::int as n from dea_registrations where location_id = ${Number(id)}`),
    ).toBe(1);
    const creds = await (await credentials(get(`/api/compliance/credentials?location_id=${id}`, c.purchaser))).json();
    expect(creds.data.location.id).toBe(Number(id));
    expect(creds.data.dea[0]).toMatchObject({ number: "BE7654329", status: "pending" });
    expect(creds.data.licences[0]).toMatchObject({ number: "VET-2024-7781", status: "pending" });
    expect((await credentials(get(`/api/compliance/credentials?location_id=${id}`, c.other))).status).toBe(404);
  });

  it("members work where they are assigned; a role, and where an approver works, come only from above", async () => {
    const requester = memberOf.requester!;
    const purchaser = memberOf.purchaser!;
    const manager = memberOf.manager!;
    const owner = memberOf.owner!;
    const url = (id: string) => `/api/clinic/members/${id}`;
    const patch = (id: string, body: unknown, cookie: string) =>
      editMember(send("PATCH", url(id), body, cookie), params({ id }));
    let before = await snapshot();
    // a manager never makes an owner or a manager, never places one, and changes nothing of another clinic
    expect((await patch(purchaser, { role: "owner" }, c.manager)).status).toBe(403);
    const toManager = await patch(purchaser, { role: "manager" }, c.manager);
    expect(toManager.status).toBe(403);
    expect((await toManager.json()).message).toBe(
      "Only the clinic's owner grants or changes a role that can approve orders (owner or manager).",
    );
    expect((await patch(manager, { location_ids: [loc["Heartland North"]] }, c.manager)).status).toBe(403);
    expect((await patch(owner, { location_ids: [loc["Heartland North"]] }, c.owner)).status).toBe(403);
    expect((await patch(requester, { location_ids: [loc["Heartland North"]] }, c.purchaser)).status).toBe(403);
    expect((await patch(requester, { location_ids: [loc["Heartland North"]] }, c.other)).status).toBe(403);
    const [foreignLoc] = await queryRows<{ id: number }>(
      h.db,
      sql`select l.id from clinic_locations l join member m on m.organization_id = l.organization_id where m.user_id = 'demo-buyer'`,
    );
    const foreign = await patch(requester, { location_ids: [foreignLoc!.id] }, c.manager);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).message).toBe("That location is not part of this clinic.");
    const bad = await patch(requester, { location_ids: "north" }, c.manager);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Choose the member's locations as a list.");
    expect(await snapshot()).toBe(before);

    // the manager places the requester at Heartland South: the requester acts only there
    const south = loc["Heartland South"]!;
    expect((await patch(requester, { location_ids: [south] }, c.manager)).status).toBe(200);
    const mine = await (await clinics(get("/api/clinic", c.requester))).json();
    const group = mine.data.clinics.find((x: { id: string }) => x.id === GROUP);
    expect(group.locations.map((l: { name: string }) => l.name)).toEqual(["Heartland South"]);
    expect(mine.data.active.location_id).toBe(south);
    const refused = await switchTo(
      postJson("/api/clinic/switch", { clinic_id: GROUP, location_id: loc["Heartland North"] }, c.requester),
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("You are not assigned to that location.");
    const cart = await (
      await cartListing(
        get("/api/cart-listing-app/demo-clinic-requester?related=0", c.requester),
        params({ userId: "demo-clinic-requester" }),
      )
    ).json();
    expect(cart.cart_owner).toEqual({ location: "Heartland South", shared: true });
    const listed = await (await members(get("/api/clinic/members", c.manager))).json();
    const r = listed.data.members.find((m: { id: string }) => m.id === requester);
    expect(r.location_ids).toEqual([south]);
    expect(r.assignable_roles).toEqual(["purchaser", "requester", "viewer"]);
    expect(listed.data.members.find((m: { id: string }) => m.id === owner).assignable_roles).toEqual(["owner"]);

    // the owner places the manager at Heartland North: the manager no longer sees South's requests
    expect((await patch(manager, { location_ids: [loc["Heartland North"]] }, c.owner)).status).toBe(200);
    await emptyCart(south);
    await fill(c.requester, [{ item: items[0]!, quantity: 1 }]);
    const held = await (await checkOut(c.requester)).json();
    expect(held.status).toBe("pending_approval");
    const seenByManager = await (await approvals(get("/api/clinic/approvals", c.manager))).json();
    expect(seenByManager.data.map((a: { id: number }) => a.id)).not.toContain(held.approval_id);
    before = await snapshot();
    const id = String(held.approval_id);
    const elsewhere = await reject(
      postJson(`/api/clinic/approvals/${id}/reject`, { comment: "Not my location" }, c.manager),
      params({ id }),
    );
    expect(elsewhere.status).toBe(403);
    expect((await elsewhere.json()).message).toBe("That request is for a location you are not assigned to.");
    expect(await snapshot()).toBe(before);
    const seenByOwner = await (await approvals(get("/api/clinic/approvals", c.owner))).json();
    expect(seenByOwner.data.map((a: { id: number }) => a.id)).toContain(held.approval_id);
    await reject(postJson(`/api/clinic/approvals/${id}/reject`, { comment: "Test request" }, c.owner), params({ id }));

    // back to every location (none ticked), and the audit log keeps each change with what it was
    expect((await patch(requester, { location_ids: [] }, c.manager)).status).toBe(200);
    expect((await patch(manager, { location_ids: [] }, c.owner)).status).toBe(200);
    expect(await count(h.db, sql`select count(*)::int as n from clinic_member_locations`)).toBe(0);
    const [audit] = await queryRows<{ before: { location_ids: number[] } }>(
      h.db,
      sql`select before from audit_log where target_id = ${requester} and action = 'clinic.member_updated' order by id desc limit 1`,
    );
    expect(audit!.before.location_ids).toEqual([south]);
    await switchTo(
      postJson("/api/clinic/switch", { clinic_id: GROUP, location_id: loc["Heartland North"] }, c.requester),
    );
  });

  it("an approver sees the lines, vendors and ship-to; a rejection needs a reason the requester reads; sending again goes through the door", async () => {
    const north = loc["Heartland North"]!;
    await emptyCart(north);
    await fill(c.requester, [
      { item: items[0]!, quantity: 2 },
      { item: items[1]!, quantity: 1 },
    ]);
    const held = await (await checkOut(c.requester)).json();
    expect(held.status).toBe("pending_approval");
    const id = String(held.approval_id);
    const list = await (await approvals(get("/api/clinic/approvals", c.manager))).json();
    const card = list.data.find((a: { id: number }) => a.id === held.approval_id);
    const names = await queryRows<{ id: number; name: string; sku: string; vendor: string }>(
      h.db,
      sql`select p.id, p.name, p.sku, v.name as vendor from products p join vendors v on v.id = p.vendor_id where p.id in (${items[0]!.id}, ${items[1]!.id}) order by p.id`,
    );
    expect(card.lines).toHaveLength(2);
    for (const n of names)
      expect(card.lines).toContainEqual(
        expect.objectContaining({
          product_id: n.id,
          name: n.name,
          sku: n.sku,
          vendor: n.vendor,
          quantity: n.id === items[0]!.id ? 2 : 1,
        }),
      );
    expect(card.vendors.sort()).toEqual([...new Set(names.map((n) => n.vendor))].sort());
    expect(card.ship_to).toMatchObject({ line1: "1200 Oak Avenue", city: "Kansas City", state: "MO", zip: "64108" });
    expect(card).toMatchObject({ can_decide: true, can_resubmit: false });

    // no reason, no rejection; another clinic's owner is refused; nothing changes either way
    let before = await snapshot();
    const bare = await reject(
      postJson(`/api/clinic/approvals/${id}/reject`, { comment: "  " }, c.manager),
      params({ id }),
    );
    expect(bare.status).toBe(400);
    expect((await bare.json()).message).toBe("Give a reason for rejecting: the requester reads it.");
    expect(
      (await reject(postJson(`/api/clinic/approvals/${id}/reject`, { comment: "no" }, c.other), params({ id }))).status,
    ).toBe(403);
    // a pending request cannot be sent again, by anyone
    expect(
      (await resubmit(postJson(`/api/clinic/approvals/${id}/resubmit`, {}, c.requester), params({ id }))).status,
    ).toBe(409);
    expect(await snapshot()).toBe(before);

    const reason = "Use the Sandhill gauze we already stock";
    expect(
      (await reject(postJson(`/api/clinic/approvals/${id}/reject`, { comment: reason }, c.manager), params({ id })))
        .status,
    ).toBe(200);
    const own = await (await approvals(get("/api/clinic/approvals", c.requester))).json();
    const rejected = own.data.find((a: { id: number }) => a.id === held.approval_id);
    expect(rejected).toMatchObject({
      status: "rejected",
      comment: reason,
      decided_by: "Marcus Bell",
      can_resubmit: true,
    });
    const [told] = await queryRows<{ body: string }>(
      h.db,
      sql`select body from notifications where user_id = 'demo-clinic-requester' and message = 'rejected' order by id desc limit 1`,
    );
    expect(told!.body).toContain(reason);

    // only the requester sends it again: not the approver, not another clinic
    before = await snapshot();
    for (const who of ["manager", "owner", "purchaser", "other"]) {
      const res = await resubmit(postJson(`/api/clinic/approvals/${id}/resubmit`, {}, c[who]), params({ id }));
      expect(res.status, who).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    const ordersBefore = await ordersOf("demo-clinic-requester");
    const again = await resubmit(postJson(`/api/clinic/approvals/${id}/resubmit`, {}, c.requester), params({ id }));
    expect(again.status).toBe(200);
    const body = await again.json();
    // a requester's order is held again by the same rule, as a new request with the same lines
    expect(body).toMatchObject({ status: "pending_approval", reasons: ["Requesters' orders go to an approver."] });
    expect(body.approval_id).not.toBe(held.approval_id);
    expect(await ordersOf("demo-clinic-requester")).toBe(ordersBefore);
    const after = await (await approvals(get("/api/clinic/approvals", c.manager))).json();
    const fresh = after.data.find((a: { id: number }) => a.id === body.approval_id);
    expect(fresh.status).toBe("pending");
    expect(fresh.lines.map((l: { quantity: number }) => l.quantity).sort()).toEqual([1, 2]);
    expect(after.data.find((a: { id: number }) => a.id === held.approval_id).status).toBe("resubmitted");
    const twice = await resubmit(postJson(`/api/clinic/approvals/${id}/resubmit`, {}, c.requester), params({ id }));
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe("This request was already sent again.");
    const nid = String(body.approval_id);
    await reject(
      postJson(`/api/clinic/approvals/${nid}/reject`, { comment: "Clearing the queue" }, c.owner),
      params({ id: nid }),
    );
  });

  it("a purchaser's rejected order, sent again after their limit was raised, is placed by the door", async () => {
    const north = loc["Heartland North"]!;
    await emptyCart(north);
    // $600 passes the $500 limit
    await fill(c.purchaser, [{ item: items[2]!, quantity: 3 }]);
    const held = await (await checkOut(c.purchaser)).json();
    expect(held.status).toBe("pending_approval");
    expect(held.reasons[0]).toContain("above your limit of $500.00");
    const id = String(held.approval_id);
    await reject(
      postJson(`/api/clinic/approvals/${id}/reject`, { comment: "Ask me to raise your limit first" }, c.owner),
      params({ id }),
    );
    expect(
      (
        await editMember(
          send("PATCH", `/api/clinic/members/${memberOf.purchaser}`, { order_limit: 2000 }, c.owner),
          params({ id: memberOf.purchaser! }),
        )
      ).status,
    ).toBe(200);
    const before = await ordersOf("demo-clinic-purchaser");
    const again = await (
      await resubmit(postJson(`/api/clinic/approvals/${id}/resubmit`, {}, c.purchaser), params({ id }))
    ).json();
    expect(again.status).toBe("placed");
    expect(again.orders).toHaveLength(1);
    expect(await ordersOf("demo-clinic-purchaser")).toBe(before + 1);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from clinic_orders where order_id = ${again.orders[0].id} and location_id = ${north}`,
      ),
    ).toBe(1);
    // the limit stays raised: this order now counts in the purchaser's last 24 hours
  });

  it("checkout's budget panel is the gate's answer for the order as it stands, and writes nothing", async () => {
    const north = loc["Heartland North"]!;
    await emptyCart(north);
    const spentBefore = (await (await locations(get("/api/clinic/locations", c.owner))).json()).data.find(
      (l: { id: number }) => l.id === north,
    ).spent_this_month as number;
    // a budget with $500 left this month
    await editLocation(
      send("PATCH", `/api/clinic/locations/${north}`, { monthly_budget: spentBefore + 500 }, c.manager),
      params({ id: String(north) }),
    );
    const preview = async (cookie: string) => {
      const res = await budget(postJson("/api/checkout/budget", {}, cookie));
      expect(res.status).toBe(200);
      return (await res.json()).data;
    };

    // the requester's $200 order: held whatever the budget says, and the panel says so before the button is pressed
    await fill(c.requester, [{ item: items[0]!, quantity: 1 }]);
    const before = await snapshot();
    const asked = await preview(c.requester);
    expect(await snapshot()).toBe(before);
    expect(asked.kind).toBe("preview");
    expect(asked.preview).toMatchObject({
      location: "Heartland North",
      decision: "hold",
      reasons: ["Requesters' orders go to an approver."],
      limitCents: Math.round((spentBefore + 500) * 100),
      spentCents: Math.round(spentBefore * 100),
    });
    expect(asked.preview.orderCents).toBeGreaterThanOrEqual(20_000);
    expect(asked.preview.leftCents).toBe(50_000 - asked.preview.orderCents);
    const held = await (await checkOut(c.requester)).json();
    expect(held.status).toBe("pending_approval");
    const [row] = await queryRows<{ total: number }>(
      h.db,
      sql`select total_cents as total from clinic_approvals where id = ${held.approval_id}`,
    );
    // the panel's "this order" is the total the door judged
    expect(row!.total).toBe(asked.preview.orderCents);

    // the purchaser's $200 order fits their limit and the budget: placed, as the panel said
    await fill(c.purchaser, [{ item: items[1]!, quantity: 1 }]);
    const fits = await preview(c.purchaser);
    expect(fits.preview).toMatchObject({ decision: "place", reasons: [], state: expect.stringMatching(/ok|warn/) });
    const placed = await (await checkOut(c.purchaser)).json();
    expect(placed.orders).toHaveLength(1);
    expect(Math.round(placed.total * 100)).toBe(fits.preview.orderCents);

    // with it spent, a second $200 order plus another passes the budget: the panel says it will wait
    await fill(c.purchaser, [{ item: items[1]!, quantity: 2 }]);
    const over = await preview(c.purchaser);
    expect(over.preview.state).toBe("over");
    expect(over.preview.decision).toBe("hold");
    expect(over.preview.reasons).toContain("This order would pass the location's monthly budget.");
    expect(over.preview.spentCents).toBe(Math.round(spentBefore * 100) + fits.preview.orderCents);
    expect((await checkOut(c.purchaser).then((r) => r.json())).status).toBe("pending_approval");

    // a one-person clinic without a budget: placed, no budget to show; a visitor is asked to sign in
    await fill(c.other, [{ item: items[0]!, quantity: 1 }]);
    const solo = await preview(c.other);
    expect(solo.preview).toMatchObject({ decision: "place", limitCents: null, leftCents: null, state: "none" });
    expect((await budget(postJson("/api/checkout/budget", {}))).status).toBe(401);
    const badVendors = await budget(postJson("/api/checkout/budget", { vendor_ids: ["x"] }, c.other));
    expect(badVendors.status).toBe(400);
  });

  it("order guides take a SKU (of a product or a variation) or a picked product, never an unknown one", async () => {
    const made = await (await createGuide(postJson("/api/clinic/guides", { name: "Exam room" }, c.purchaser))).json();
    const id = String(made.data.id);
    const [p] = await queryRows<{ id: number; sku: string }>(
      h.db,
      sql`select id, sku from products where id = ${items[0]!.id}`,
    );
    const [v] = await queryRows<{ id: number; product_id: number; sku: string }>(
      h.db,
      sql`select id, product_id, sku from product_variations order by id limit 1`,
    );
    const item = (body: unknown, cookie = c.purchaser) =>
      setItem(postJson(`/api/clinic/guides/${id}/items`, body, cookie), params({ id }));
    const before = await snapshot();
    const unknown = await item({ sku: "NO-SUCH-SKU", par_level: 2 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("No product has the SKU “NO-SUCH-SKU”. Check it, or search by name.");
    const nothing = await item({ par_level: 2 });
    expect((await nothing.json()).message).toBe("Search for a product or type its SKU.");
    const zero = await item({ sku: p!.sku, par_level: 0 });
    expect((await zero.json()).message).toBe("The par level is at least 1.");
    // another clinic's guide is refused, whatever it names
    expect((await item({ sku: p!.sku, par_level: 2 }, c.other)).status).toBe(403);
    expect(await snapshot()).toBe(before);

    const bySku = await (await item({ sku: p!.sku.toLowerCase(), par_level: 4 })).json();
    expect(bySku.data).toMatchObject({ product_id: p!.id, variation_id: null, par_level: 4, added: true });
    const again = await (await item({ product_id: p!.id, par_level: 6 })).json();
    expect(again.data).toMatchObject({ product_id: p!.id, par_level: 6, added: false });
    if (v) {
      const byVariation = await (await item({ sku: v.sku, par_level: 1 })).json();
      expect(byVariation.data).toMatchObject({ product_id: v.product_id, variation_id: v.id });
    }
    const rows = await queryRows<{ product_id: number; par_level: number }>(
      h.db,
      sql`select product_id, par_level from clinic_order_guide_items where guide_id = ${Number(id)} and product_id = ${p!.id}`,
    );
    expect(rows).toEqual([{ product_id: p!.id, par_level: 6 }]);
  });

  it("the shared cart says whose it is; one's own cart is one's own", async () => {
    const shared = await (
      await cartListing(
        get("/api/cart-listing-app/demo-clinic-purchaser?related=0", c.purchaser),
        params({ userId: "demo-clinic-purchaser" }),
      )
    ).json();
    expect(shared.cart_owner).toEqual({ location: "Heartland North", shared: true });
    const own = await (
      await cartListing(get("/api/cart-listing-app/demo-buyer?related=0", c.other), params({ userId: "demo-buyer" }))
    ).json();
    expect(own.cart_owner.shared).toBe(false);
  });
});
