import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  priceRequests,
  products,
  requestAnswers,
  rfqQuoteLines,
  rfqQuotes,
  rfqVendors,
  sampleRequests,
} from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as answer } from "@/app/api/vendor/v1/requests/[id]/answer/route";
import { GET as list } from "@/app/api/vendor/v1/requests/route";
import { GET as myNotifications } from "@/app/api/user/notifications/[userId]/route";
import { notificationHref, type NotificationItem } from "@/features/notifications/rules";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { insertPriceRequest } from "../helpers/price-requests";

describe.each(backends)("vendor requests inbox on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let buyer: string;
  let otherVendor: string;
  let provider: string;
  const made = { price: 0, sample: 0, otherPrice: 0, otherSample: 0, declined: 0 };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    provider = await sessionCookie("provider@dvm.demo", "DemoProvider#2026");
    const [mine, second] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.vendorId, 1))
      .orderBy(products.id)
      .limit(2);
    const [theirs] = await h.db.select({ id: products.id }).from(products).where(eq(products.vendorId, 1402)).limit(1);
    const row = (productId: number, vendorId: number) => ({ userId: "demo-buyer", vendorId, productId });
    ({ id: made.price } = await insertPriceRequest(h.db, row(mine!.id, 1)));
    ({ id: made.otherPrice } = await insertPriceRequest(h.db, row(theirs!.id, 1402)));
    [{ id: made.sample }] = await h.db
      .insert(sampleRequests)
      .values(row(mine!.id, 1))
      .returning({ id: sampleRequests.id });
    [{ id: made.declined }] = await h.db
      .insert(sampleRequests)
      .values(row(second!.id, 1))
      .returning({ id: sampleRequests.id });
    [{ id: made.otherSample }] = await h.db
      .insert(sampleRequests)
      .values(row(theirs!.id, 1402))
      .returning({ id: sampleRequests.id });
  });
  const inbox = async (query: string, cookie = owner) =>
    (await list(get(`/api/vendor/v1/requests?${query}`, cookie))).json();
  afterAll(async () => h?.dispose());

  const url = (id: number) => `/api/vendor/v1/requests/${id}/answer`;
  const quote = { type: "price", price: 42.5, valid_until: "2099-12-31" };

  it("lists this vendor's requests; signed out 401, buyer 403", async () => {
    const body = await (await list(get("/api/vendor/v1/requests?type=price", owner))).json();
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([made.price]);
    expect((await answer(postJson(url(made.price), quote), params({ id: String(made.price) }))).status).toBe(401);
    expect((await answer(postJson(url(made.price), quote, buyer), params({ id: String(made.price) }))).status).toBe(
      403,
    );
  });

  it("quotes a price until a date: the buyer is notified; staff, past dates and other vendors are refused", async () => {
    const p = params({ id: String(made.price) });
    expect((await answer(postJson(url(made.price), quote, staff), p)).status).toBe(403);
    const past = await answer(postJson(url(made.price), { ...quote, valid_until: "2001-01-01" }, owner), p);
    expect((await past.json()).message).toBe("Valid until cannot be in the past.");
    const other = await answer(postJson(url(made.otherPrice), quote, owner), params({ id: String(made.otherPrice) }));
    expect(other.status).toBe(404);
    const [still] = await h.db.select().from(priceRequests).where(eq(priceRequests.id, made.otherPrice));
    expect(still.status).toBe("open");

    expect(await (await answer(postJson(url(made.price), quote, owner), p)).json()).toEqual({
      success: true,
      status: "answered",
    });
    // the answer is the quote of the one-line RFQ the price request is, for the quantity asked
    const [a] = await h.db
      .select({ price: rfqQuoteLines.priceCents, quantity: rfqQuoteLines.quantity, status: rfqVendors.status })
      .from(priceRequests)
      .innerJoin(rfqVendors, eq(rfqVendors.rfqId, priceRequests.rfqId))
      .innerJoin(rfqQuotes, eq(rfqQuotes.rfqVendorId, rfqVendors.id))
      .innerJoin(rfqQuoteLines, eq(rfqQuoteLines.quoteId, rfqQuotes.id))
      .where(eq(priceRequests.id, made.price));
    expect(a).toEqual({ price: 4250, quantity: 1, status: "quoted" });
    const notes = await h.db.select().from(notifications).where(eq(notifications.userId, "demo-buyer"));
    expect(notes.some((n) => n.body.includes("quoted $42.50") && n.body.includes("2099-12-31"))).toBe(true);
    // the notification, as the buyer's panel lists it, opens the buyer's requests page
    const listed = await (
      await myNotifications(get("/api/user/notifications/demo-buyer", buyer), params({ userId: "demo-buyer" }))
    ).json();
    const quoted = listed.notifications.data.find((n: NotificationItem) => n.body.includes("quoted $42.50"));
    expect(notificationHref(quoted)).toBe("/my-requests");
    expect((await answer(postJson(url(made.price), quote, owner), p)).status).toBe(409);
  });

  it("samples: decline needs a reason; approve with tracking, then sent", async () => {
    const p = params({ id: String(made.sample) });
    const decline = await answer(postJson(url(made.sample), { type: "sample", action: "decline" }, staff), p);
    expect(decline.status).toBe(400);
    expect((await answer(postJson(url(made.sample), { type: "sample", action: "sent" }, staff), p)).status).toBe(409);
    const approve = { type: "sample", action: "approve", tracking: "1ZSAMPLE" };
    expect(await (await answer(postJson(url(made.sample), approve, staff), p)).json()).toMatchObject({
      status: "approved",
    });
    const sent = await answer(postJson(url(made.sample), { type: "sample", action: "sent" }, staff), p);
    expect(await sent.json()).toMatchObject({ status: "shipped" });
    const [row] = await h.db.select().from(sampleRequests).where(eq(sampleRequests.id, made.sample));
    expect(row.status).toBe("shipped");
  });

  it("the list shows each answer: a quote's price and last day, a sample's tracking", async () => {
    const prices = await inbox("type=price");
    expect(prices.data.find((r: { id: number }) => r.id === made.price)).toMatchObject({
      status: "answered",
      answers: [{ action: "quote", price: 42.5, valid_until: "2099-12-31", tracking: null, reason: null }],
    });
    const samples = await inbox("type=sample", staff);
    const shipped = samples.data.find((r: { id: number }) => r.id === made.sample);
    expect(shipped.status).toBe("shipped");
    expect(shipped.answers.map((a: { action: string; tracking: string | null }) => [a.action, a.tracking])).toEqual([
      ["approve", "1ZSAMPLE"],
      ["sent", null],
    ]);
  });

  it("staff decline with a reason the buyer reads; the list says why", async () => {
    const p = params({ id: String(made.declined) });
    const body = { type: "sample", action: "decline", reason: "Samples of this item are out until spring." };
    expect(await (await answer(postJson(url(made.declined), body, staff), p)).json()).toEqual({
      success: true,
      status: "declined",
    });
    const notes = await h.db.select().from(notifications).where(eq(notifications.userId, "demo-buyer"));
    expect(notes.some((n) => n.body.includes("declined") && n.body.includes("out until spring"))).toBe(true);
    const row = (await inbox("type=sample")).data.find((r: { id: number }) => r.id === made.declined);
    expect(row.answers).toEqual([expect.objectContaining({ action: "decline", reason: body.reason })]);
    // a declined request takes no further answer
    expect((await answer(postJson(url(made.declined), { type: "sample", action: "approve" }, owner), p)).status).toBe(
      409,
    );
  });

  it("filters by status, and says which statuses a kind of request has", async () => {
    const ids = async (q: string) => (await inbox(q)).data.map((r: { id: number }) => r.id);
    expect(await ids("type=sample&status=shipped")).toEqual([made.sample]);
    expect(await ids("type=sample&status=declined")).toEqual([made.declined]);
    expect(await ids("type=sample&status=pending")).toEqual([]);
    expect(await ids("type=price&status=answered")).toEqual([made.price]);
    const wrong = await list(get("/api/vendor/v1/requests?type=price&status=shipped", owner));
    expect([wrong.status, (await wrong.json()).message]).toEqual([400, "A price request is open or answered."]);
  });

  it("another vendor's requests: not listed, 404 and unchanged; a service provider has none", async () => {
    expect((await inbox("type=sample", otherVendor)).data.map((r: { id: number }) => r.id)).toEqual([made.otherSample]);
    const approve = { type: "sample", action: "approve", tracking: "1ZNOPE" };
    const theirs = await answer(
      postJson(url(made.otherSample), approve, owner),
      params({ id: String(made.otherSample) }),
    );
    expect(theirs.status).toBe(404);
    const ours = await answer(
      postJson(url(made.declined), approve, otherVendor),
      params({ id: String(made.declined) }),
    );
    expect(ours.status).toBe(404);
    const [still] = await h.db.select().from(sampleRequests).where(eq(sampleRequests.id, made.otherSample));
    expect(still.status).toBe("pending");
    const answersOfTheirs = await h.db
      .select()
      .from(requestAnswers)
      .where(eq(requestAnswers.requestId, made.otherSample));
    expect(answersOfTheirs.filter((a) => a.kind === "sample")).toEqual([]);
    expect((await list(get("/api/vendor/v1/requests?type=sample", provider))).status).toBe(403);
    expect(
      (await answer(postJson(url(made.otherSample), approve, provider), params({ id: String(made.otherSample) })))
        .status,
    ).toBe(403);
  });
});
