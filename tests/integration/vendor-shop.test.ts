import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "better-auth/crypto";
import {
  account,
  mailOutbox,
  user,
  servicePlans,
  serviceProviders,
  services,
  session,
  vendorMembers,
  vendors,
  verification,
} from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as readSettings, PATCH as patchSettings } from "@/app/api/vendor/v1/settings/route";
import { POST as uploadPicture } from "@/app/api/vendor/v1/settings/pictures/[kind]/route";
import { GET as listTeam, POST as invite } from "@/app/api/vendor/v1/team/route";
import { GET as media } from "@/app/media/products/[size]/[name]/route";
import { DELETE as removeMember, PATCH as patchMember } from "@/app/api/vendor/v1/team/[id]/route";
import { GET as listServices, POST as createService } from "@/app/api/vendor/v1/services/route";
import { PATCH as patchService } from "@/app/api/vendor/v1/services/[id]/route";
import { getVendorBySlug } from "@/features/catalog/server/vendors";
import { getService, getServiceProvider, listServiceProviders } from "@/features/catalog/server/services";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { callAuth } from "./accounts-helpers";

const send = (method: string, url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const picture = (kind: string, bytes: Uint8Array, cookie?: string) => {
  const body = new FormData();
  body.append("image", new File([bytes as BlobPart], "logo.png", { type: "image/png" }));
  return new Request(`http://localhost:3000/api/vendor/v1/settings/pictures/${kind}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body,
  });
};

/** What a browser gets for an uploaded shop picture at every size: a decodable WebP image. */
async function served(name: string) {
  const out: [string, number, string | null, string | undefined][] = [];
  for (const size of ["thumbnail", "medium", "large"]) {
    const res = await media(get(`/media/products/${size}/${name}`), params({ size, name }));
    const bytes = res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    out.push([
      size,
      res.status,
      res.headers.get("content-type"),
      bytes ? (await sharp(bytes).metadata()).format : undefined,
    ]);
  }
  return out;
}
const everySize = (type = "image/webp") => ["thumbnail", "medium", "large"].map((size) => [size, 200, type, "webp"]);

describe.each(backends)("vendor shop settings, team and services (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let dir: string;
  let owner: string;
  let staff: string;
  let otherOwner: string;
  let provider: string;
  let buyer: string;
  let png: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dvm-shop-"));
    process.env.UPLOAD_DIR = dir;
    process.env.UPLOAD_STORAGE = "disk";
    reloadConfig();
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherOwner = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    provider = await sessionCookie("provider@dvm.demo", "DemoProvider#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#0d8573" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await h?.dispose();
    delete process.env.UPLOAD_DIR;
    delete process.env.UPLOAD_STORAGE;
    reloadConfig();
    await rm(dir, { recursive: true, force: true });
  });

  const vendor = async (id: number) => (await h.db.select().from(vendors).where(eq(vendors.id, id)))[0]!;

  describe("settings", () => {
    it("signed out 401, a buyer 403", async () => {
      expect((await readSettings(get("/api/vendor/v1/settings"))).status).toBe(401);
      expect((await patchSettings(send("PATCH", "/api/vendor/v1/settings", { about: "x" }, buyer))).status).toBe(403);
      expect((await uploadPicture(picture("logo", png, buyer), params({ kind: "logo" }))).status).toBe(403);
    });

    it("the owner saves profile, shipping and payment terms; the storefront shows them at once", async () => {
      const res = await patchSettings(
        send(
          "PATCH",
          "/api/vendor/v1/settings",
          {
            about: "Gloves and gauze since 1990.",
            free_shipping_minimum: 150,
            shipping_fee: 7.5,
            payment_terms: "Net 45",
          },
          owner,
        ),
      );
      expect(res.status).toBe(200);
      const v = await vendor(1);
      expect(v).toMatchObject({
        about: "Gloves and gauze since 1990.",
        minimumAmountForFreeShippingCents: 15000,
        shippingFeeCents: 750,
        paymentTerms: "Net 45",
      });
      const shop = await getVendorBySlug(v.slug);
      expect(shop).toMatchObject({ about: "Gloves and gauze since 1990.", payment_terms: "Net 45" });
      // another vendor's settings are untouched
      expect((await vendor(1402)).paymentTerms).toBeNull();
    });

    it("staff may edit the description but not shipping amounts or payment terms (403, nothing saved)", async () => {
      const before = await vendor(1);
      for (const body of [
        { shipping_fee: 1 },
        { payment_terms: "Net 5" },
        { about: "new", free_shipping_minimum: 1 },
      ]) {
        const res = await patchSettings(send("PATCH", "/api/vendor/v1/settings", body, staff));
        expect(res.status).toBe(403);
      }
      expect(await vendor(1)).toEqual(before);
      expect(
        (await patchSettings(send("PATCH", "/api/vendor/v1/settings", { about: "Staff wrote this." }, staff))).status,
      ).toBe(200);
      expect((await vendor(1)).about).toBe("Staff wrote this.");
    });

    it("bad input gets a sentence and changes nothing", async () => {
      const before = await vendor(1);
      const res = await patchSettings(send("PATCH", "/api/vendor/v1/settings", { shipping_fee: "lots" }, owner));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/shipping fee must be a number/i);
      expect(await vendor(1)).toEqual(before);
    });

    it("a logo is checked by content and re-encoded; a non-picture is refused and keeps the old one", async () => {
      const res = await uploadPicture(picture("logo", png, owner), params({ kind: "logo" }));
      expect(res.status).toBe(201);
      const logo = (await vendor(1)).logoFile;
      expect(logo).toMatch(/^u1-[0-9a-f]{16}\.webp$/);
      expect((await getVendorBySlug((await vendor(1)).slug))?.logo_file).toBe(logo);
      // the shop page's <img> gets the picture itself, not a 404
      expect(await served(logo!)).toEqual(everySize());
      const fake = new TextEncoder().encode("<svg onload=alert(1)>not a picture</svg>");
      const bad = await uploadPicture(picture("header", fake, owner), params({ kind: "header" }));
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/Only JPG, PNG and WebP/);
      expect((await vendor(1)).headerFile).toBeNull();
      const header = await uploadPicture(picture("header", png, owner), params({ kind: "header" }));
      expect(header.status).toBe(201);
      expect(await served((await vendor(1)).headerFile!)).toEqual(everySize());
      expect((await uploadPicture(picture("avatar", png, owner), params({ kind: "avatar" }))).status).toBe(404);
    });
  });

  describe("team", () => {
    const members = (vendorId: number) =>
      h.db.select().from(vendorMembers).where(eq(vendorMembers.vendorId, vendorId)).orderBy(vendorMembers.id);

    it("is the owner's: signed out 401, buyer 403, staff 403", async () => {
      expect((await listTeam(get("/api/vendor/v1/team"))).status).toBe(401);
      expect((await listTeam(get("/api/vendor/v1/team", buyer))).status).toBe(403);
      expect((await listTeam(get("/api/vendor/v1/team", staff))).status).toBe(403);
      const body = { email: "new@clinic.test", name: "New Person", role: "staff" };
      expect((await invite(postJson("/api/vendor/v1/team", body, staff))).status).toBe(403);
      expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, "new@clinic.test"))).toHaveLength(0);
    });

    it("the owner lists and invites: a membership and a single-use set-password link in the outbox", async () => {
      const list = await (await listTeam(get("/api/vendor/v1/team", owner))).json();
      expect(list.data.map((m: { email: string }) => m.email)).toEqual(["vendor@dvm.demo", "vendorstaff@dvm.demo"]);
      const res = await invite(
        postJson("/api/vendor/v1/team", { email: "New.Manager@Clinic.test", name: "Nia Moss", role: "manager" }, owner),
      );
      expect(res.status).toBe(201);
      const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, "new.manager@clinic.test"));
      expect(mail!.body).toMatch(/as manager/);
      const token = /token=([^&\s]+)/.exec(mail!.body)![1]!;
      const [v] = await h.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, `reset-password:${decodeURIComponent(token)}`));
      expect(v).toBeTruthy();
      expect((await members(1)).map((m) => m.role)).toEqual(["owner", "staff", "manager"]);
      const again = await invite(
        postJson("/api/vendor/v1/team", { email: "new.manager@clinic.test", name: "Nia Moss", role: "staff" }, owner),
      );
      expect(again.status).toBe(409);
      const bad = await invite(postJson("/api/vendor/v1/team", { email: "nope", name: "X", role: "boss" }, owner));
      expect(bad.status).toBe(400);
    });

    it("another vendor's member ids: 404 and nothing changed", async () => {
      const [theirs] = await members(1402);
      expect(
        (await patchMember(send("PATCH", "/x", { role: "staff" }, owner), params({ id: String(theirs!.id) }))).status,
      ).toBe(404);
      expect(
        (await removeMember(send("DELETE", "/x", undefined, owner), params({ id: String(theirs!.id) }))).status,
      ).toBe(404);
      const [mine] = await members(1);
      expect(
        (await removeMember(send("DELETE", "/x", undefined, otherOwner), params({ id: String(mine!.id) }))).status,
      ).toBe(404);
      expect(await members(1402)).toEqual([theirs]);
      expect((await members(1))[0]).toEqual(mine);
    });

    it("the last owner cannot be demoted or removed", async () => {
      const [theirs] = await members(1402);
      const demote = await patchMember(
        send("PATCH", "/x", { role: "manager" }, otherOwner),
        params({ id: String(theirs!.id) }),
      );
      expect(demote.status).toBe(409);
      expect((await demote.json()).message).toMatch(/last owner/);
      expect((await members(1402))[0]!.role).toBe("owner");
    });

    it("changing a role and removing a member; removal ends their sessions", async () => {
      const staffRow = (await members(1)).find((m) => m.userId === "demo-vendor-staff")!;
      const up = await patchMember(
        send("PATCH", "/x", { role: "manager" }, owner),
        params({ id: String(staffRow.id) }),
      );
      expect(up.status).toBe(200);
      expect((await members(1)).find((m) => m.id === staffRow.id)!.role).toBe("manager");
      expect((await readSettings(get("/api/vendor/v1/settings", staff))).status).toBe(200);
      const gone = await removeMember(send("DELETE", "/x", undefined, owner), params({ id: String(staffRow.id) }));
      expect(gone.status).toBe(200);
      expect(await h.db.select().from(session).where(eq(session.userId, "demo-vendor-staff"))).toHaveLength(0);
      expect((await readSettings(get("/api/vendor/v1/settings", staff))).status).toBe(401);
    });
    it("a removed member can be re-invited: a new link, the new role, and they sign in again", async () => {
      // the previous test removed the staff member; their account stays, with no team
      expect(await h.db.select().from(vendorMembers).where(eq(vendorMembers.userId, "demo-vendor-staff"))).toEqual([]);
      const res = await invite(
        postJson("/api/vendor/v1/team", { email: "vendorstaff@dvm.demo", name: "Sam Staff", role: "staff" }, owner),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      const [row] = await h.db.select().from(vendorMembers).where(eq(vendorMembers.userId, "demo-vendor-staff"));
      expect(row).toMatchObject({ vendorId: 1, role: "staff" });
      const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, "vendorstaff@dvm.demo"));
      const token = decodeURIComponent(/token=([^&\s]+)/.exec(mails.at(-1)!.body)![1]!);
      const accepted = await callAuth("/reset-password", { token, newPassword: "a second shift at the depot" });
      expect(accepted.status).toBe(200);
      const back = await sessionCookie("vendorstaff@dvm.demo", "a second shift at the depot");
      expect((await readSettings(get("/api/vendor/v1/settings", back))).status).toBe(200);
      // staff again: the role is the one of the new invitation
      expect((await listTeam(get("/api/vendor/v1/team", back))).status).toBe(403);
      // the link works once
      expect((await callAuth("/reset-password", { token, newPassword: "yet another shift here" })).status).toBe(400);
    });

    it("an address on a team, or a buyer's, cannot be invited (409, nothing written)", async () => {
      const before = await members(1);
      for (const [email, message] of [
        ["vendorstaff@dvm.demo", /already on your team/],
        ["logovendor@dvm.demo", /another shop's team/],
        ["buyer@dvm.demo", /already exists/],
      ] as const) {
        const res = await invite(postJson("/api/vendor/v1/team", { email, name: "Someone", role: "staff" }, owner));
        expect(res.status, email).toBe(409);
        expect((await res.json()).message).toMatch(message);
      }
      expect(await members(1)).toEqual(before);
    });
  });

  describe("a service provider's profile", () => {
    const providerRow = async (id: number) =>
      (await h.db.select().from(serviceProviders).where(eq(serviceProviders.id, id)))[0]!;

    it("reads as a profile: description and pictures, no shipping or payment terms", async () => {
      const res = await readSettings(get("/api/vendor/v1/settings", provider));
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data).toMatchObject({ kind: "provider", slug: (await providerRow(1)).slug, logo: null, header: null });
    });

    it("saves the description; the public profile page's data shows it, another provider's stays", async () => {
      const other = await providerRow(2);
      const res = await patchSettings(
        send("PATCH", "/api/vendor/v1/settings", { about: "Practice software with a human on the phone." }, provider),
      );
      expect(res.status).toBe(200);
      const page = await getServiceProvider((await providerRow(1)).slug);
      expect(page?.about).toBe("Practice software with a human on the phone.");
      expect(await providerRow(2)).toEqual(other);
    });

    it("refuses shipping amounts and payment terms with a sentence, saving nothing", async () => {
      const before = await providerRow(1);
      for (const body of [{ shipping_fee: 5 }, { about: "x", payment_terms: "Net 30" }]) {
        const res = await patchSettings(send("PATCH", "/api/vendor/v1/settings", body, provider));
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(/description, a logo and a header; nothing was saved/);
      }
      expect(await providerRow(1)).toEqual(before);
    });

    it("takes a logo and a header checked by content; the profile page shows them, vendors' rows untouched", async () => {
      const vendorBefore = await vendor(1);
      const logo = await uploadPicture(picture("logo", png, provider), params({ kind: "logo" }));
      expect(logo.status).toBe(201);
      const header = await uploadPicture(picture("header", png, provider), params({ kind: "header" }));
      expect(header.status).toBe(201);
      const row = await providerRow(1);
      expect(row.logoFile).toMatch(/^u1-[0-9a-f]{16}\.webp$/);
      expect(row.headerFile).toMatch(/^u1-[0-9a-f]{16}\.webp$/);
      const page = await getServiceProvider(row.slug);
      expect(page).toMatchObject({ logo_file: row.logoFile, header_file: row.headerFile });
      expect((await listServiceProviders()).find((p) => p.id === 1)?.logo_file).toBe(row.logoFile);
      expect(await served(row.logoFile!)).toEqual(everySize());
      expect(await served(row.headerFile!)).toEqual(everySize());
      const fake = new TextEncoder().encode("GIF89a not really");
      expect((await uploadPicture(picture("logo", fake, provider), params({ kind: "logo" }))).status).toBe(400);
      expect((await providerRow(1)).logoFile).toBe(row.logoFile);
      expect(await vendor(1)).toEqual(vendorBefore);
    });

    it("a buyer and a product vendor cannot change it", async () => {
      const before = await providerRow(1);
      expect((await patchSettings(send("PATCH", "/api/vendor/v1/settings", { about: "x" }, buyer))).status).toBe(403);
      await patchSettings(send("PATCH", "/api/vendor/v1/settings", { about: "Vendor's own text." }, otherOwner));
      expect(await providerRow(1)).toEqual(before);
    });
  });

  describe("services of a service provider", () => {
    const plan = { name: "Clinic plan", type: "monthly", fee: 49.5, additional_fee: 10, equipment_fee: 0 };
    let created: number;

    it("a product vendor, a buyer and a visitor cannot use it", async () => {
      expect((await listServices(get("/api/vendor/v1/services"))).status).toBe(401);
      expect((await listServices(get("/api/vendor/v1/services", buyer))).status).toBe(403);
      expect((await listServices(get("/api/vendor/v1/services", owner))).status).toBe(403);
    });

    it("the provider creates a service with plans; bad input is refused with a sentence", async () => {
      const bad = await createService(postJson("/api/vendor/v1/services", { name: "X", plans: [] }, provider));
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/at least one plan/);
      const res = await createService(
        postJson(
          "/api/vendor/v1/services",
          { name: "Tele-dermatology reads", description: "Within 24 h.", plans: [plan] },
          provider,
        ),
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      created = body.data.id;
      expect(body.data.plans[0]).toMatchObject({ fee: 49.5, additional_fee: 10, type: "monthly" });
      const [p] = await h.db.select().from(servicePlans).where(eq(servicePlans.serviceId, created));
      expect(p).toMatchObject({ feeCents: 4950, additionalFeeCents: 1000 });
      expect((await getService(created))?.plans).toHaveLength(1);
    });

    it("edits and unpublishes: the storefront stops showing it, publishing brings it back", async () => {
      const list = await (await listServices(get("/api/vendor/v1/services", provider))).json();
      const planId = list.data.find((s: { id: number }) => s.id === created).plans[0].id;
      const res = await patchService(
        send(
          "PATCH",
          "/x",
          {
            plans: [
              { ...plan, id: planId, fee: 59 },
              { ...plan, name: "Yearly", type: "yearly", fee: 500 },
            ],
          },
          provider,
        ),
        params({ id: String(created) }),
      );
      expect(res.status).toBe(200);
      expect((await getService(created))?.plans.map((p) => p.fee_cents)).toEqual([5900, 50000]);
      expect(
        (await patchService(send("PATCH", "/x", { published: false }, provider), params({ id: String(created) })))
          .status,
      ).toBe(200);
      expect(await getService(created)).toBeNull();
      expect(
        (await patchService(send("PATCH", "/x", { published: true }, provider), params({ id: String(created) })))
          .status,
      ).toBe(200);
      expect(await getService(created)).not.toBeNull();
    });

    it("a provider's staff may publish and describe but not set fees (403, nothing changed)", async () => {
      await h.db.insert(user).values({
        id: "provider-staff",
        name: "Pia Staff",
        email: "providerstaff@clinic.test",
        emailVerified: true,
        firstName: "Pia",
        lastName: "Staff",
        position: "Vendor",
        confirmed: 1,
        role: "vendor",
      });
      await h.db.insert(account).values({
        id: "provider-staff-credential",
        accountId: "provider-staff",
        providerId: "credential",
        userId: "provider-staff",
        password: await hashPassword("ProviderStaff#2026"),
      });
      await h.db.insert(vendorMembers).values({ userId: "provider-staff", serviceProviderId: 1, role: "staff" });
      const pia = await sessionCookie("providerstaff@clinic.test", "ProviderStaff#2026");
      const before = await h.db.select().from(servicePlans).where(eq(servicePlans.serviceId, created));
      const fees = await patchService(
        send("PATCH", "/x", { plans: [{ ...plan, fee: 1 }] }, pia),
        params({ id: String(created) }),
      );
      expect(fees.status).toBe(403);
      expect(
        await createService(postJson("/api/vendor/v1/services", { name: "Cheap", plans: [plan] }, pia)),
      ).toHaveProperty("status", 403);
      expect(await h.db.select().from(servicePlans).where(eq(servicePlans.serviceId, created))).toEqual(before);
      const text = await patchService(
        send("PATCH", "/x", { description: "Reads within 12 h." }, pia),
        params({ id: String(created) }),
      );
      expect(text.status).toBe(200);
    });

    it("another provider's service: 404 and nothing changed", async () => {
      const [theirs] = await h.db.select().from(services).where(ne(services.providerId, 1)).limit(1);
      if (!theirs) return;
      const res = await patchService(
        send("PATCH", "/x", { name: "Hijacked", published: false }, provider),
        params({ id: String(theirs.id) }),
      );
      expect(res.status).toBe(404);
      const [after] = await h.db
        .select()
        .from(services)
        .where(and(eq(services.id, theirs.id)));
      expect(after).toEqual(theirs);
    });
  });
});
