import { count, eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  coinLedger,
  documents,
  notifications,
  orders,
  orderStatusHistory,
  searchQueries,
  user,
  vendors,
} from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { GET as auditGet } from "@/app/api/admin/audit/route";
import { GET as usersGet } from "@/app/api/admin/users/route";
import { GET as userGet } from "@/app/api/admin/users/[id]/route";
import { POST as userAction } from "@/app/api/admin/users/[id]/[action]/route";
import { POST as userCoins } from "@/app/api/admin/users/[id]/coins/route";
import { GET as docsGet } from "@/app/api/admin/documents/route";
import { GET as docFile } from "@/app/api/admin/documents/[id]/file/route";
import { POST as docReview } from "@/app/api/admin/documents/[id]/review/route";
import { POST as postDoc } from "@/app/api/user/documents/[userId]/route";
import { POST as announcePost } from "@/app/api/admin/announcements/route";
import { GET as ordersGet } from "@/app/api/admin/orders/route";
import { GET as overviewGet } from "@/app/api/admin/overview/route";
import { GET as sellersGet } from "@/app/api/admin/sellers/route";
import { POST as sellerPost } from "@/app/api/admin/sellers/[id]/route";
import { onChange, type Change } from "@/lib/change-bus";
import { GET as orderGet } from "@/app/api/admin/orders/[id]/route";
import { runAdminCommand } from "@/features/admin/server/cli";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const dir = mkdtempSync(path.join(tmpdir(), "dvm-admin-"));
process.env.UPLOAD_DIR = dir;
reloadConfig();

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe.each(backends)("operator's console API on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let operator: string;
  let buyer: string;
  let salesRep: string;
  let low: string;
  let docId: number;
  let orderId: number;

  async function upload(cookie: string, userId: string): Promise<number> {
    const form = new FormData();
    form.append("kind", "veterinary_license");
    form.append("file", new File([PDF as BlobPart], "licence.pdf", { type: "application/pdf" }));
    const res = await postDoc(
      new Request(`http://localhost:3000/api/user/documents/${userId}`, {
        method: "POST",
        body: form,
        headers: { origin: "http://localhost:3000", cookie },
      }),
      params({ userId }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** Everything an admin route could change, to prove a refused call changed nothing. */
  async function snapshot() {
    const [users, docs, audit, ledger, notes, vendorRows] = await Promise.all([
      db.db.select().from(user).orderBy(user.id),
      db.db.select().from(documents).orderBy(documents.id),
      db.db.select({ n: count() }).from(auditLog),
      db.db.select({ n: count() }).from(coinLedger),
      db.db.select({ n: count() }).from(notifications),
      db.db.select().from(vendors),
    ]);
    return JSON.stringify({ users, docs, audit, ledger, notes, vendorRows });
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    salesRep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    docId = await upload(low, "demo-lowlevel");
    await db.db.insert(vendors).values({ id: 999, name: "Acme Vet Supply", slug: "acme-vet-supply-admin" });
    const [o] = await db.db
      .insert(orders)
      .values({
        orderNumber: "DVM-ADMIN-1",
        userId: "demo-buyer",
        vendorId: 999,
        status: "shipped",
        subtotalCents: 12_345,
        totalCents: 12_345,
        email: "buyer@dvm.demo",
      })
      .returning({ id: orders.id });
    orderId = o!.id;
    await db.db.insert(orderStatusHistory).values([
      { orderId, status: "placed", createdAt: new Date("2026-01-01T10:00:00Z") },
      { orderId, status: "shipped", note: "Tracking 1Z", createdAt: new Date("2026-01-02T10:00:00Z") },
    ]);
  });
  afterAll(async () => {
    await db?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  // every /api/admin route, called with a given cookie
  const routes = (cookie?: string) =>
    [
      ["GET audit", () => auditGet(get("/api/admin/audit?page=1", cookie))],
      ["GET users", () => usersGet(get("/api/admin/users?status=unconfirmed", cookie))],
      ["GET user", () => userGet(get("/api/admin/users/demo-buyer", cookie), params({ id: "demo-buyer" }))],
      [
        "POST confirm",
        () =>
          userAction(
            postJson("/api/admin/users/demo-unconfirmed/confirm", {}, cookie),
            params({ id: "demo-unconfirmed", action: "confirm" }),
          ),
      ],
      [
        "POST deactivate",
        () =>
          userAction(
            postJson("/api/admin/users/demo-buyer/deactivate", {}, cookie),
            params({ id: "demo-buyer", action: "deactivate" }),
          ),
      ],
      [
        "POST coins",
        () =>
          userCoins(
            postJson("/api/admin/users/demo-buyer/coins", { delta: 50, reason: "Goodwill" }, cookie),
            params({ id: "demo-buyer" }),
          ),
      ],
      ["GET documents", () => docsGet(get("/api/admin/documents?status=pending", cookie))],
      [
        "GET document file",
        () => docFile(get(`/api/admin/documents/${docId}/file`, cookie), params({ id: String(docId) })),
      ],
      [
        "POST review",
        () =>
          docReview(
            postJson(`/api/admin/documents/${docId}/review`, { decision: "approve", level: 9 }, cookie),
            params({ id: String(docId) }),
          ),
      ],
      ["GET orders", () => ordersGet(get("/api/admin/orders?status=shipped", cookie))],
      ["GET order", () => orderGet(get(`/api/admin/orders/${orderId}`, cookie), params({ id: String(orderId) }))],
      ["GET sellers", () => sellersGet(get("/api/admin/sellers", cookie))],
      [
        "POST seller",
        () => sellerPost(postJson("/api/admin/sellers/999", { status: "suspended" }, cookie), params({ id: "999" })),
      ],
      ["GET overview", () => overviewGet(get("/api/admin/overview", cookie))],
      ["POST announcement", () => announcePost(postJson("/api/admin/announcements", { kind: "coupon" }, cookie))],
    ] as const;

  it("refuses every admin route to visitors (401) and to buyers and sales reps (403), changing nothing", async () => {
    const before = await snapshot();
    for (const [who, cookie, status] of [
      ["visitor", undefined, 401],
      ["buyer", buyer, 403],
      ["sales rep", salesRep, 403],
      ["low-level buyer", low, 403],
    ] as const) {
      for (const [name, call] of routes(cookie)) {
        const res = await call();
        expect(res.status, `${who}: ${name}`).toBe(status);
        expect(await res.json(), `${who}: ${name}`).toMatchObject({ success: false });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("lists buyers with filters, search and a total; operators are not listed", async () => {
    const res = await usersGet(get("/api/admin/users?status=unconfirmed", operator));
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      total: 1,
      data: [{ id: "demo-unconfirmed", confirmed: false, level: 1 }],
    });
    const all = await (await usersGet(get("/api/admin/users", operator))).json();
    // the five storefront demo buyers (one holds a lapsed quote) and the clinic group's four members; the operator is not a buyer
    expect(all.total).toBe(9);
    const emails = all.data.map((u: { email: string }) => u.email);
    expect(emails).not.toContain("operator@dvm.demo");
    expect(emails).not.toContain("vendor@dvm.demo");
    const q = await (await usersGet(get("/api/admin/users?q=RIVERBEND", operator))).json();
    expect(q.data.map((u: { id: string }) => u.id)).toEqual(["demo-buyer"]);
    // the clinic group's members are level-5 Missouri buyers too
    const lvl = await (await usersGet(get("/api/admin/users?level=5&state=missouri", operator))).json();
    expect(lvl.data.map((u: { id: string }) => u.id)).toContain("demo-buyer");
    expect(lvl.data.map((u: { id: string }) => u.id)).not.toContain("demo-lowlevel");
    expect(lvl.data.every((u: { level: number }) => u.level === 5)).toBe(true);
    const bad = await usersGet(get("/api/admin/users?status=whatever", operator));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/status must be one of/);
  });

  it("opens a buyer with profile, addresses and documents; an operator id is not a buyer", async () => {
    const body = await (
      await userGet(get("/api/admin/users/demo-lowlevel", operator), params({ id: "demo-lowlevel" }))
    ).json();
    expect(body.data.profile).toMatchObject({ email: "lowlevel@dvm.demo", clinic: "Prairie Pet Clinic" });
    expect(body.data.addresses).toHaveLength(1);
    expect(body.data.documents.map((d: { id: number }) => d.id)).toContain(docId);
    const op = await userGet(get("/api/admin/users/demo-operator", operator), params({ id: "demo-operator" }));
    expect(op.status).toBe(404);
  });

  it("confirms a buyer and records who did it, before and after", async () => {
    const res = await userAction(
      postJson("/api/admin/users/demo-unconfirmed/confirm", {}, operator),
      params({ id: "demo-unconfirmed", action: "confirm" }),
    );
    expect(res.status).toBe(200);
    const [u] = await db.db.select().from(user).where(eq(user.id, "demo-unconfirmed"));
    expect(u!.confirmed).toBe(1);
    const audit = await (await auditGet(get("/api/admin/audit?page=1", operator))).json();
    expect(audit.success).toBe(true);
    expect(audit.data[0]).toMatchObject({
      actor: "operator@dvm.demo",
      action: "buyer.confirm",
      target: "user demo-unconfirmed",
      before: { confirmed: 0 },
      after: { confirmed: 1 },
    });
    expect(typeof audit.data[0].at).toBe("string");
    const filtered = await (await auditGet(get("/api/admin/audit?action=buyer.coins", operator))).json();
    expect(filtered.data).toEqual([]);
  });

  it("adjusts coins with a reason and refuses a balance below zero", async () => {
    const before = await snapshot();
    const bad = await userCoins(
      postJson("/api/admin/users/demo-buyer/coins", { delta: -1000, reason: "Too much" }, operator),
      params({ id: "demo-buyer" }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/cannot go below zero/);
    const noReason = await userCoins(
      postJson("/api/admin/users/demo-buyer/coins", { delta: 5, reason: "" }, operator),
      params({ id: "demo-buyer" }),
    );
    expect(noReason.status).toBe(400);
    expect(await snapshot()).toBe(before);
    const ok = await userCoins(
      postJson("/api/admin/users/demo-buyer/coins", { delta: -20, reason: "Duplicate reward" }, operator),
      params({ id: "demo-buyer" }),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.coins).toBe(100);
    const ledger = await db.db.select().from(coinLedger).where(eq(coinLedger.userId, "demo-buyer"));
    expect(ledger.map((l) => [l.amount, l.reason])).toContainEqual([-20, "Operator: Duplicate reward"]);
  });

  it("deactivates a buyer: their session stops working at once; restore brings it back", async () => {
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const call = (action: string) =>
      userAction(postJson(`/api/admin/users/demo-buyer/${action}`, {}, operator), params({ id: "demo-buyer", action }));
    expect((await call("deactivate")).status).toBe(200);
    // the buyer's next request has no viewer (the page's status check signs them out within a minute)
    expect((await usersGet(get("/api/admin/users", cookie))).status).toBe(401);
    expect((await call("activate")).status).toBe(200);
    expect((await call("soft-delete")).status).toBe(200);
    expect((await db.db.select().from(user).where(eq(user.id, "demo-buyer")))[0]!.softDelete).toBe(true);
    expect((await call("restore")).status).toBe(200);
    expect((await usersGet(get("/api/admin/users", cookie))).status).toBe(403);
    const unknown = await call("promote");
    expect(unknown.status).toBe(400);
  });

  it("reviews a credential: file inline, approve with level 3 and an expiry, buyer notified, audited", async () => {
    const queue = await (await docsGet(get("/api/admin/documents?status=pending", operator))).json();
    expect(queue.data).toMatchObject([{ id: docId, email: "lowlevel@dvm.demo", kindLabel: "Veterinary license" }]);
    const file = await docFile(get(`/api/admin/documents/${docId}/file`, operator), params({ id: String(docId) }));
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const past = await docReview(
      postJson(
        `/api/admin/documents/${docId}/review`,
        { decision: "approve", level: 3, expiresOn: "2001-01-01" },
        operator,
      ),
      params({ id: String(docId) }),
    );
    expect(past.status).toBe(400);
    expect((await past.json()).message).toMatch(/after today/);

    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ok = await docReview(
      postJson(`/api/admin/documents/${docId}/review`, { decision: "approve", level: 3, expiresOn: soon }, operator),
      params({ id: String(docId) }),
    );
    expect(ok.status).toBe(200);
    expect((await db.db.select().from(user).where(eq(user.id, "demo-lowlevel")))[0]!.level).toBe(3);
    const notes = await db.db.select().from(notifications).where(eq(notifications.userId, "demo-lowlevel"));
    expect(notes.map((n) => [n.type, n.body])).toContainEqual([
      "account",
      "Your Veterinary license was approved: your account is now level 3.",
    ]);
    const expiring = await (await docsGet(get("/api/admin/documents?expiring=30", operator))).json();
    expect(expiring.data).toMatchObject([{ id: docId, expiresOn: soon }]);
    const audit = await (await auditGet(get("/api/admin/audit?target=document", operator))).json();
    expect(audit.data[0]).toMatchObject({ action: "document.approve", target: `document ${docId}` });
    const again = await docReview(
      postJson(`/api/admin/documents/${docId}/review`, { decision: "reject", reason: "Blurry scan" }, operator),
      params({ id: String(docId) }),
    );
    expect(again.status).toBe(400);
  });

  it("rejects with a reason the buyer reads", async () => {
    const id = await upload(low, "demo-lowlevel");
    const empty = await docReview(
      postJson(`/api/admin/documents/${id}/review`, { decision: "reject", reason: " " }, operator),
      params({ id: String(id) }),
    );
    expect(empty.status).toBe(400);
    const res = await docReview(
      postJson(
        `/api/admin/documents/${id}/review`,
        { decision: "reject", reason: "The scan is unreadable." },
        operator,
      ),
      params({ id: String(id) }),
    );
    expect(res.status).toBe(200);
    const [d] = await db.db.select().from(documents).where(eq(documents.id, id));
    expect(d).toMatchObject({ status: "rejected", rejectReason: "The scan is unreadable." });
    const notes = await db.db.select().from(notifications).where(eq(notifications.userId, "demo-lowlevel"));
    expect(notes.map((n) => n.body)).toContain("Your Veterinary license was not approved: The scan is unreadable.");
  });

  it("lists every order with filters and opens one with its timeline, in dollars", async () => {
    const list = await (await ordersGet(get("/api/admin/orders?status=shipped&q=admin-1", operator))).json();
    expect(list).toMatchObject({ success: true, total: 1, data: [{ id: orderId, total: 123.45, status: "shipped" }] });
    const none = await (await ordersGet(get("/api/admin/orders?status=delivered", operator))).json();
    expect(none).toMatchObject({ total: 0, data: [] });
    const bad = await ordersGet(get("/api/admin/orders?status=lost", operator));
    expect(bad.status).toBe(400);
    const one = await (
      await orderGet(get(`/api/admin/orders/${orderId}`, operator), params({ id: String(orderId) }))
    ).json();
    expect(one.data.timeline.map((t: { status: string }) => t.status)).toEqual(["placed", "shipped"]);
    const missing = await orderGet(get("/api/admin/orders/999999", operator), params({ id: "999999" }));
    expect(missing.status).toBe(404);
  });

  it("the overview counts today's order and buyers and lists searches that found nothing", async () => {
    await db.db.insert(searchQueries).values([
      { query: "Unicorn Feed", results: 0, userId: "demo-buyer" },
      { query: "unicorn feed ", results: 0 },
      { query: "dragon saddle", results: 0 },
      { query: "gauze", results: 12, userId: "demo-lowlevel" },
    ]);
    const body = await (await overviewGet(get("/api/admin/overview", operator))).json();
    expect(body.data.series).toHaveLength(30);
    const today = body.data.series.at(-1);
    expect(today).toMatchObject({ orders: 1, gross: 123.45 });
    expect(today.buyers).toBeGreaterThanOrEqual(4);
    expect(body.data.noResults).toEqual([
      { query: "unicorn feed", count: 2 },
      { query: "dragon saddle", count: 1 },
    ]);
    expect(body.data.searchToCart).toEqual({ searchers: 2, withCart: 0 });
  });

  it("suspends and reactivates a seller, announces the change after commit, sets the commission", async () => {
    const changes: Change[] = [];
    const off = onChange((c) => void changes.push(c));
    const res = await sellerPost(
      postJson("/api/admin/sellers/999", { status: "suspended" }, operator),
      params({ id: "999" }),
    );
    expect(res.status).toBe(200);
    expect((await db.db.select().from(vendors).where(eq(vendors.id, 999)))[0]!.status).toBe("suspended");
    expect(changes).toEqual([{ kind: "vendor", ids: [999] }]);
    const list = await (await sellersGet(get("/api/admin/sellers", operator))).json();
    expect(list.data).toMatchObject([{ id: 999, status: "suspended", commissionPercent: 10, products: 0 }]);
    await sellerPost(postJson("/api/admin/sellers/999", { status: "active" }, operator), params({ id: "999" }));
    const bad = await sellerPost(
      postJson("/api/admin/sellers/999", { commissionPercent: 75 }, operator),
      params({ id: "999" }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/between 0 and 50 percent/);
    const ok = await sellerPost(
      postJson("/api/admin/sellers/999", { commissionPercent: "12.5" }, operator),
      params({ id: "999" }),
    );
    expect((await ok.json()).data).toEqual({ id: 999, status: "active", commissionPercent: 12.5, reviewFirst: false });
    off();
    const audit = await (await auditGet(get("/api/admin/audit?target=vendor", operator))).json();
    expect(audit.data.map((a: { action: string }) => a.action)).toEqual([
      "vendor.commission",
      "vendor.reactivate",
      "vendor.suspend",
    ]);
  });

  it("the command line runs on the same services and is audited as the cli", async () => {
    await runAdminCommand({ command: "unconfirm", email: "UNCONFIRMED@dvm.demo" });
    const audit = await (await auditGet(get("/api/admin/audit?actor=npm", operator))).json();
    expect(audit.data[0]).toMatchObject({ actor: "npm run admin", action: "buyer.unconfirm" });
    await expect(runAdminCommand({ command: "confirm", email: "nobody@dvm.demo" })).rejects.toThrow(/No buyer/);
  });
});
