import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { mailOutbox, vendorApiKeys, vendorMembers, vendors, verification } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { GET as listTeam, POST as invite } from "@/app/api/vendor/v1/team/route";
import { DELETE as removeMember, PATCH as patchMember } from "@/app/api/vendor/v1/team/[id]/route";
import { POST as resend } from "@/app/api/vendor/v1/team/[id]/invitation/route";
import { GET as keysList, POST as keyCreate } from "@/app/api/vendor/v1/api-keys/route";
import { DELETE as keyRevoke } from "@/app/api/vendor/v1/api-keys/[id]/route";
import { GET as coupons } from "@/app/api/vendor/v1/coupons/route";
import { GET as settings } from "@/app/api/vendor/v1/settings/route";
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { callAuth } from "./accounts-helpers";

const send = (method: string, url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const withKey = (url: string, key: string) =>
  new Request(`http://localhost:3000${url}`, {
    headers: { authorization: `Bearer ${key}`, [CLIENT_IP_HEADER]: "198.51.100.7" },
  });

type Listed = { id: number; email: string; role: string; pending: boolean; invitation: { link: string } | null };

/**
 * The owner's team and API keys without the OpenAPI document: invitations stay pending until the
 * invitee first opens the portal, can be resent (old links die) or revoked, and never make an owner;
 * keys may carry a last day, after which the server refuses them. Managers and staff manage neither;
 * another vendor's ids are 404 with nothing changed.
 */
describe.each(backends)("vendor team invitations and API key expiry on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let otherOwner: string;
  let manager = "";

  const team = async (cookie = owner): Promise<Listed[]> =>
    (await (await listTeam(get("/api/vendor/v1/team", cookie))).json()).data;
  const memberRows = () => h.db.select().from(vendorMembers).orderBy(vendorMembers.id);
  const mailsTo = (to: string) => h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  const tokenOf = (body: string) => decodeURIComponent(/token=([^&\s]+)/.exec(body)![1]!);
  const memberId = async (email: string) => (await team()).find((m) => m.email === email)!.id;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    await h.db.insert(vendors).values([
      { id: 1, name: "Sandhill Surgical", slug: "sandhill-surgical" },
      { id: 1402, name: "Logo Vendor", slug: "logo-vendor" },
    ]);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherOwner = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
  });
  afterAll(async () => h?.dispose());

  describe("invitations", () => {
    it("nobody is invited as owner (400, nothing written)", async () => {
      const before = await memberRows();
      const res = await invite(
        postJson("/api/vendor/v1/team", { email: "boss@clinic.test", name: "Bo Boss", role: "owner" }, owner),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        "Bo Boss has not accepted the invitation yet; invite as manager or staff, and make them owner once they have signed in.",
      );
      expect(await memberRows()).toEqual(before);
      expect(await mailsTo("boss@clinic.test")).toHaveLength(0);
    });

    it("an invitee is pending with a valid link; members who joined are not", async () => {
      const res = await invite(
        postJson("/api/vendor/v1/team", { email: "nia@clinic.test", name: "Nia Moss", role: "manager" }, owner),
      );
      expect(res.status).toBe(201);
      const listed = await team();
      expect(listed.map((m) => [m.email, m.pending])).toEqual([
        ["vendor@dvm.demo", false],
        ["vendorstaff@dvm.demo", false],
        ["nia@clinic.test", true],
      ]);
      const nia = listed.find((m) => m.email === "nia@clinic.test")!;
      expect(nia.invitation).toMatchObject({ link: "valid" });
      expect(listed[0]!.invitation).toBeNull();
    });

    it("an invitee who has not signed in cannot be made owner (409); another role is fine", async () => {
      const id = await memberId("nia@clinic.test");
      const made = await patchMember(send("PATCH", "/x", { role: "owner" }, owner), params({ id: String(id) }));
      expect(made.status).toBe(409);
      expect((await made.json()).message).toBe(
        "Nia Moss has not accepted the invitation yet; invite as manager or staff, and make them owner once they have signed in.",
      );
      expect((await memberRows()).find((m) => m.id === id)!.role).toBe("manager");
      const staffed = await patchMember(send("PATCH", "/x", { role: "staff" }, owner), params({ id: String(id) }));
      expect(staffed.status).toBe(200);
      await patchMember(send("PATCH", "/x", { role: "manager" }, owner), params({ id: String(id) }));
    });

    it("resending mails a new link and the old one stops working; staff and another vendor cannot", async () => {
      const id = await memberId("nia@clinic.test");
      const [first] = await mailsTo("nia@clinic.test");
      const before = { members: await memberRows(), mails: (await mailsTo("nia@clinic.test")).length };
      for (const [cookie, status] of [
        [staff, 403],
        [otherOwner, 404],
        [undefined, 401],
      ] as const) {
        expect((await resend(postJson("/x", {}, cookie), params({ id: String(id) }))).status).toBe(status);
      }
      expect(await memberRows()).toEqual(before.members);
      expect(await mailsTo("nia@clinic.test")).toHaveLength(before.mails);

      const res = await resend(postJson("/x", {}, owner), params({ id: String(id) }));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, email: "nia@clinic.test" });
      const mails = await mailsTo("nia@clinic.test");
      expect(mails).toHaveLength(2);
      expect(mails[1]!.body).toMatch(/as manager/);
      expect(
        (await callAuth("/reset-password", { token: tokenOf(first!.body), newPassword: "an old link" })).status,
      ).toBe(400);
      // the new link sets her password; she is still pending until she opens the portal
      const accepted = await callAuth("/reset-password", {
        token: tokenOf(mails[1]!.body),
        newPassword: "Nia manages the desk",
      });
      expect(accepted.status).toBe(200);
      expect((await team()).find((m) => m.id === id)).toMatchObject({ pending: true, invitation: { link: "none" } });
    });

    it("signing in to the portal accepts the invitation; then she may be made owner, and is not resent", async () => {
      manager = await sessionCookie("nia@clinic.test", "Nia manages the desk");
      expect((await settings(get("/api/vendor/v1/settings", manager))).status).toBe(200);
      const id = await memberId("nia@clinic.test");
      expect((await team()).find((m) => m.id === id)).toMatchObject({ pending: false, invitation: null });
      const again = await resend(postJson("/x", {}, owner), params({ id: String(id) }));
      expect([again.status, (await again.json()).message]).toEqual([409, "Nia Moss has already joined the team."]);
      // a manager manages neither the team nor keys
      expect((await listTeam(get("/api/vendor/v1/team", manager))).status).toBe(403);
      expect((await resend(postJson("/x", {}, manager), params({ id: String(id) }))).status).toBe(403);
      expect((await keysList(get("/api/vendor/v1/api-keys", manager))).status).toBe(403);
      const owned = await patchMember(send("PATCH", "/x", { role: "owner" }, owner), params({ id: String(id) }));
      expect(owned.status).toBe(200);
      expect((await memberRows()).find((m) => m.id === id)!.role).toBe("owner");
    });

    it("revoking an invitation removes the membership and its link", async () => {
      await invite(
        postJson("/api/vendor/v1/team", { email: "kit@clinic.test", name: "Kit Lane", role: "staff" }, owner),
      );
      const id = await memberId("kit@clinic.test");
      const [mail] = await mailsTo("kit@clinic.test");
      expect((await removeMember(send("DELETE", "/x", undefined, otherOwner), params({ id: String(id) }))).status).toBe(
        404,
      );
      const gone = await removeMember(send("DELETE", "/x", undefined, owner), params({ id: String(id) }));
      expect(gone.status).toBe(200);
      expect((await team()).map((m) => m.email)).not.toContain("kit@clinic.test");
      const links = await h.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, `reset-password:${tokenOf(mail!.body)}`));
      expect(links).toHaveLength(0);
      expect(
        (await callAuth("/reset-password", { token: tokenOf(mail!.body), newPassword: "too late now" })).status,
      ).toBe(400);
    });
  });

  describe("API keys with an expiry", () => {
    const create = (body: unknown, cookie = owner) => keyCreate(postJson("/api/vendor/v1/api-keys", body, cookie));
    const keyCount = async () => (await h.db.select().from(vendorApiKeys)).length;

    it("refuses an expiry in the past, too far ahead or not a date, creating nothing", async () => {
      const before = await keyCount();
      for (const [expires_on, message] of [
        [day(-1), "The expiry cannot be in the past."],
        [day(4 * 366), "The expiry can be at most 3 years ahead; leave it empty for a key that does not expire."],
        ["next week", "The expiry must be a date like 2027-03-31."],
      ]) {
        const res = await create({ name: "ERP", scopes: ["read"], expires_on });
        expect([res.status, (await res.json()).message]).toEqual([400, message]);
      }
      expect((await create({ name: "ERP", scopes: ["read"] }, staff)).status).toBe(403);
      expect(await keyCount()).toBe(before);
    });

    it("a key works through its last day; past it the server refuses it with its date", async () => {
      const res = await create({ name: "Season sync", scopes: ["read"], expires_on: day(0) });
      expect(res.status).toBe(201);
      const made = await res.json();
      expect(made).toMatchObject({ scopes: ["read"], expires_at: `${day(0)}T23:59:59.999Z` });
      expect((await coupons(withKey("/api/vendor/v1/coupons", made.key))).status).toBe(200);
      // time passes: the key's last moment is now behind us
      await h.db.execute(
        sql`update vendor_api_keys set expires_at = now() - interval '1 minute' where id = ${made.id}`,
      );
      const [{ last_used_at: usedBefore }] = await queryRows<{ last_used_at: Date }>(
        h.db,
        sql`select last_used_at from vendor_api_keys where id = ${made.id}`,
      );
      const refused = await coupons(withKey("/api/vendor/v1/coupons", made.key));
      expect(refused.status).toBe(401);
      expect((await refused.json()).message).toMatch(/^This API key expired on \d{4}-\d{2}-\d{2}; the shop's owner/);
      const [{ last_used_at: usedAfter }] = await queryRows<{ last_used_at: Date }>(
        h.db,
        sql`select last_used_at from vendor_api_keys where id = ${made.id}`,
      );
      expect(usedAfter).toEqual(usedBefore);
      const listed = await (await keysList(get("/api/vendor/v1/api-keys", owner))).json();
      expect(listed.data.find((k: { id: number }) => k.id === made.id)).toMatchObject({ state: "expired" });
    });

    it("a key without an expiry works until revoked; another vendor cannot revoke it", async () => {
      const made = await (await create({ name: "Forever", scopes: ["read"] })).json();
      expect(made.expires_at).toBeNull();
      expect((await coupons(withKey("/api/vendor/v1/coupons", made.key))).status).toBe(200);
      const theirs = await keyRevoke(send("DELETE", "/x", undefined, otherOwner), params({ id: String(made.id) }));
      expect(theirs.status).toBe(404);
      expect((await coupons(withKey("/api/vendor/v1/coupons", made.key))).status).toBe(200);
      expect((await keyRevoke(send("DELETE", "/x", undefined, owner), params({ id: String(made.id) }))).status).toBe(
        200,
      );
      const listed = await (await keysList(get("/api/vendor/v1/api-keys", owner))).json();
      expect(listed.data.find((k: { id: number }) => k.id === made.id)).toMatchObject({ state: "revoked" });
      expect((await coupons(withKey("/api/vendor/v1/coupons", made.key))).status).toBe(401);
    });
  });
});
