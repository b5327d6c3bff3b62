import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, user, vendorApplications, vendorMembers, vendors, verification } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { advanceIdSequences } from "@/db/seed/id-sequences";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { GET as listGet } from "@/app/api/admin/applications/route";
import { GET as oneGet, POST as decide } from "@/app/api/admin/applications/[id]/route";
import { getAuth } from "@/features/accounts/server/auth";
import { requireVendor } from "@/features/vendor-portal/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

describe.each(backends)("seller applications in the console on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let operator: string;
  let buyer: string;
  let salesRep: string;
  let vendorUser: string;
  let appId: number;

  async function apply(company: string, email: string): Promise<number> {
    const [row] = await db.db
      .insert(vendorApplications)
      .values({ company, contactName: "Ada Lovelace", email, message: "We sell sutures." })
      .returning({ id: vendorApplications.id });
    return row!.id;
  }

  /** Everything a decision could change, to prove a refused or repeated one changed nothing. */
  async function snapshot() {
    const [apps, vendorRows, users, members, audit, mails] = await Promise.all([
      db.db.select().from(vendorApplications).orderBy(vendorApplications.id),
      db.db.select().from(vendors).orderBy(vendors.id),
      db.db.select({ n: count() }).from(user),
      db.db.select({ n: count() }).from(vendorMembers),
      db.db.select({ n: count() }).from(auditLog),
      db.db.select({ n: count() }).from(mailOutbox),
    ]);
    return JSON.stringify({ apps, vendorRows, users, members, audit, mails });
  }

  const approve = (id: number, cookie?: string) =>
    decide(postJson(`/api/admin/applications/${id}`, { decision: "approve" }, cookie), params({ id: String(id) }));

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    await db.db.insert(vendors).values({ id: 1, name: "Existing Vendor", slug: "acme-vet" });
    await advanceIdSequences(db.db);
    await seedDemoVendorUsers(db.db);
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    salesRep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    vendorUser = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    appId = await apply("Acme Vet", "Owner@Acme-Vet.test");
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("refuses visitors (401) and buyers, sales reps and vendor users (403), changing nothing", async () => {
    const before = await snapshot();
    for (const [who, cookie, status] of [
      ["visitor", undefined, 401],
      ["buyer", buyer, 403],
      ["sales rep", salesRep, 403],
      ["vendor user", vendorUser, 403],
    ] as const) {
      for (const [name, call] of [
        ["list", () => listGet(get("/api/admin/applications?status=pending", cookie))],
        ["open", () => oneGet(get(`/api/admin/applications/${appId}`, cookie), params({ id: String(appId) }))],
        ["approve", () => approve(appId, cookie)],
        [
          "reject",
          () =>
            decide(
              postJson(`/api/admin/applications/${appId}`, { decision: "reject", reason: "No licence" }, cookie),
              params({ id: String(appId) }),
            ),
        ],
      ] as const) {
        const res = await call();
        expect(res.status, `${who}: ${name}`).toBe(status);
        expect(await res.json(), `${who}: ${name}`).toMatchObject({ success: false });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("lists the queue by status and opens one", async () => {
    const pending = await (await listGet(get("/api/admin/applications?status=pending", operator))).json();
    expect(pending).toMatchObject({ success: true, total: 1, data: [{ id: appId, company: "Acme Vet" }] });
    const approved = await (await listGet(get("/api/admin/applications?status=approved", operator))).json();
    expect(approved.total).toBe(0);
    const bad = await listGet(get("/api/admin/applications?status=maybe", operator));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/status must be one of pending, approved, rejected/);
    const one = await (
      await oneGet(get(`/api/admin/applications/${appId}`, operator), params({ id: String(appId) }))
    ).json();
    expect(one.data).toMatchObject({ company: "Acme Vet", status: "pending" });
  });

  it("a rejection needs a reason; without one nothing changes", async () => {
    const before = await snapshot();
    const res = await decide(
      postJson(`/api/admin/applications/${appId}`, { decision: "reject", reason: " " }, operator),
      params({ id: String(appId) }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/reason/);
    expect(await snapshot()).toBe(before);
  });

  it("approving twice at once creates one vendor and one owner; the second is told it is decided", async () => {
    const [a, b] = await Promise.all([approve(appId, operator), approve(appId, operator)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).message).toMatch(/already approved/);
    const created = await db.db.select().from(vendors).where(eq(vendors.name, "Acme Vet"));
    expect(created).toHaveLength(1);
    expect(created[0]!.slug).toBe("acme-vet-2"); // "acme-vet" was taken
    const [owner] = await db.db.select().from(user).where(eq(user.email, "owner@acme-vet.test"));
    expect(owner).toMatchObject({ role: "vendor", confirmed: 1 });
    const members = await db.db.select().from(vendorMembers).where(eq(vendorMembers.userId, owner!.id));
    expect(members).toEqual([expect.objectContaining({ vendorId: created[0]!.id, role: "owner" })]);
    const [app] = await db.db.select().from(vendorApplications).where(eq(vendorApplications.id, appId));
    expect(app).toMatchObject({ status: "approved", decidedBy: "operator@dvm.demo", vendorId: created[0]!.id });
    const audits = await db.db.select().from(auditLog).where(eq(auditLog.action, "application.approve"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorEmail: "operator@dvm.demo", targetId: String(appId) });
  });

  it("the invited owner chooses a password from the mailed link and signs in to the vendor portal", async () => {
    const mails = await db.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@acme-vet.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("/vendor/signin");
    const token = /reset-password\?token=([^&\s]+)&for=vendor/.exec(mails[0]!.body)?.[1];
    expect(token).toBeTruthy();
    const auth = await getAuth();
    await auth.api.resetPassword({ body: { token: decodeURIComponent(token!), newPassword: "NewOwner#2026" } });
    const cookie = await sessionCookie("owner@acme-vet.test", "NewOwner#2026");
    const ctx = await requireVendor(get("/api/vendor/v1/orders", cookie));
    expect(ctx).toMatchObject({ role: "owner", sellerName: "Acme Vet" });
    // the link worked once
    expect(await db.db.select().from(verification).where(eq(verification.value, ctx.userId!))).toEqual([]);
  });

  it("an applicant whose e-mail already has an account is refused with a sentence; nothing changes", async () => {
    const id = await apply("Buyer's Side Shop", "buyer@dvm.demo");
    const before = await snapshot();
    const res = await approve(id, operator);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/already exists/);
    expect(await snapshot()).toBe(before);
  });

  it("rejects with a reason the applicant is mailed, audited; a decided one cannot be rejected again", async () => {
    const id = await apply("Shady Pharma", "shady@pharma.test");
    const res = await decide(
      postJson(`/api/admin/applications/${id}`, { decision: "reject", reason: "No state licence on file" }, operator),
      params({ id: String(id) }),
    );
    expect(res.status).toBe(200);
    const [app] = await db.db.select().from(vendorApplications).where(eq(vendorApplications.id, id));
    expect(app).toMatchObject({ status: "rejected", reason: "No state licence on file" });
    const [mail] = await db.db.select().from(mailOutbox).where(eq(mailOutbox.to, "shady@pharma.test"));
    expect(mail!.body).toContain("No state licence on file");
    expect(await db.db.select().from(vendors).where(eq(vendors.name, "Shady Pharma"))).toEqual([]);
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, "application.reject"));
    expect(audit).toMatchObject({
      targetId: String(id),
      after: { status: "rejected", reason: "No state licence on file" },
    });
    const before = await snapshot();
    expect((await approve(id, operator)).status).toBe(409);
    expect(await snapshot()).toBe(before);
  });
});
