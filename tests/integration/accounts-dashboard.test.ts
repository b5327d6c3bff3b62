import { eq } from "drizzle-orm";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, user } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { PUT as putProfile } from "@/app/api/user/profile/[userId]/route";
import { POST as postImage } from "@/app/api/user/profile-image/[userId]/route";
import { GET as listAddr, POST as addAddr } from "@/app/api/user/addresses/[userId]/route";
import { DELETE as delAddr, PUT as putAddr } from "@/app/api/user/addresses/[userId]/[addressId]/route";
import { GET as listDocs, POST as postDoc } from "@/app/api/user/documents/[userId]/route";
import { GET as mediaUser } from "@/app/media/users/[name]/route";
import { runAdminCommand } from "@/features/admin/server/cli";
import { DOCUMENT_TEXT } from "@/features/accounts/rules";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";
import { countWhere } from "./accounts-helpers";

const dir = mkdtempSync(path.join(tmpdir(), "dvm-accounts-"));
process.env.UPLOAD_DIR = dir;
reloadConfig();

function send(method: string, url: string, body: unknown, cookie?: string): Request {
  const isForm = body instanceof FormData;
  return new Request(`http://localhost:3000${url}`, {
    method,
    body: isForm ? body : JSON.stringify(body),
    headers: {
      origin: "http://localhost:3000",
      ...(isForm ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
  });
}
const fileForm = (
  fields: Record<string, string>,
  bytes: Uint8Array,
  name: string,
  type = "application/octet-stream",
) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append(fields.kind ? "file" : "image", new File([bytes as BlobPart], name, { type }));
  return f;
};
const ADDRESS = {
  label: "Clinic",
  fullName: "Dana W",
  line1: "1 Main St",
  city: "Springfield",
  state: "MO",
  zip: "65806",
  country: "US",
  isDefaultShipping: true,
};

describe.each(backends)("accounts dashboard API on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let low: string;
  let png: Uint8Array;
  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    png = new Uint8Array(
      await sharp({ create: { width: 40, height: 40, channels: 3, background: "#0d8573" } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await db?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("updates the profile and answers 400/401/403 without writing", async () => {
    const p = {
      firstName: "Dana",
      lastName: "Whitfield-Ray",
      clinicName: "Riverbend",
      state: "Missouri",
      country: "United States",
    };
    const ok = await putProfile(
      send("PUT", "/api/user/profile/demo-buyer", p, buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(ok.status).toBe(200);
    expect((await db.db.select({ n: user.name }).from(user).where(eq(user.id, "demo-buyer")))[0]!.n).toBe(
      "Dana Whitfield-Ray",
    );
    const bad = await putProfile(
      send("PUT", "/api/user/profile/demo-buyer", { ...p, firstName: " " }, buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("First name is required.");
    expect(
      (await putProfile(send("PUT", "/api/user/profile/demo-buyer", p), params({ userId: "demo-buyer" }))).status,
    ).toBe(401);
    expect(
      (
        await putProfile(
          send("PUT", "/api/user/profile/demo-buyer", { ...p, lastName: "Hacked" }, low),
          params({ userId: "demo-buyer" }),
        )
      ).status,
    ).toBe(403);
    expect(await countWhere(db.db, `"user"`, `last_name = 'Hacked'`)).toBe(0);
  });

  it("stores the profile image under a server-chosen name and serves it", async () => {
    const res = await postImage(
      send("POST", "/api/user/profile-image/demo-buyer", fileForm({}, png, "../../evil.png", "image/png"), buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(res.status).toBe(200);
    const { vet_dvm_profile_image: name, url } = await res.json();
    expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(existsSync(path.join(dir, "users", name))).toBe(true);
    const served = await mediaUser(get(url), params({ name }));
    expect(served.headers.get("content-type")).toBe("image/webp");
    const notImage = await postImage(
      send(
        "POST",
        "/api/user/profile-image/demo-buyer",
        fileForm({}, new TextEncoder().encode("<svg onload=alert(1)>"), "x.png"),
        buyer,
      ),
      params({ userId: "demo-buyer" }),
    );
    expect(notImage.status).toBe(400);
    expect(
      (
        await postImage(
          send("POST", "/api/user/profile-image/demo-buyer", fileForm({}, png, "a.png"), low),
          params({ userId: "demo-buyer" }),
        )
      ).status,
    ).toBe(403);
    expect((await mediaUser(get("/media/users/..%2F..%2Fsecret"), params({ name: "../../secret" }))).status).toBe(404);
  });

  it("creates, edits, lists and deletes addresses with one default shipping address", async () => {
    const created = await addAddr(
      send("POST", "/api/user/addresses/demo-buyer", ADDRESS, buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(created.status).toBe(201);
    const { address } = await created.json();
    const list = (
      await (await listAddr(get("/api/user/addresses/demo-buyer", buyer), params({ userId: "demo-buyer" }))).json()
    ).addresses;
    expect(list.filter((a: { isDefaultShipping: boolean }) => a.isDefaultShipping)).toHaveLength(1);
    const edited = await putAddr(
      send("PUT", `/api/user/addresses/demo-buyer/${address.id}`, { ...ADDRESS, city: "Branson" }, buyer),
      params({ userId: "demo-buyer", addressId: String(address.id) }),
    );
    expect((await edited.json()).address.city).toBe("Branson");
    // another user cannot touch it, even through their own path
    expect(
      (
        await delAddr(
          send("DELETE", `/api/user/addresses/demo-lowlevel/${address.id}`, null, low),
          params({ userId: "demo-lowlevel", addressId: String(address.id) }),
        )
      ).status,
    ).toBe(404);
    expect((await listAddr(get("/api/user/addresses/demo-buyer", low), params({ userId: "demo-buyer" }))).status).toBe(
      403,
    );
    expect((await listAddr(get("/api/user/addresses/demo-buyer"), params({ userId: "demo-buyer" }))).status).toBe(401);
    const bad = await addAddr(
      send("POST", "/api/user/addresses/demo-buyer", { ...ADDRESS, zip: "!" }, buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await delAddr(
          send("DELETE", "/api/user/addresses/demo-buyer/abc", null, buyer),
          params({ userId: "demo-buyer", addressId: "abc" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await delAddr(
          send("DELETE", `/api/user/addresses/demo-buyer/${address.id}`, null, buyer),
          params({ userId: "demo-buyer", addressId: String(address.id) }),
        )
      ).status,
    ).toBe(200);
    expect(await countWhere(db.db, "addresses", `id = ${address.id}`)).toBe(0);
  });

  it("accepts a credential checked by content, lists it and raises the level on approval", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
    const res = await postDoc(
      send(
        "POST",
        "/api/user/documents/demo-lowlevel",
        fileForm({ kind: "veterinary_license" }, pdf, "license.pdf"),
        low,
      ),
      params({ userId: "demo-lowlevel" }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await db.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ mime: "application/pdf", status: "pending", originalName: "license.pdf" });
    expect(existsSync(path.join(dir, "documents", row!.fileName))).toBe(true);

    await runAdminCommand({ command: "approve-document", id });
    expect((await db.db.select({ level: user.level }).from(user).where(eq(user.id, "demo-lowlevel")))[0]!.level).toBe(
      3,
    );
    const listed = await (
      await listDocs(get("/api/user/documents/demo-lowlevel", low), params({ userId: "demo-lowlevel" }))
    ).json();
    expect(listed).toMatchObject({ success: true, level: 3, documents: [{ id, status: "approved", levelGranted: 3 }] });
    await expect(runAdminCommand({ command: "reject-document", id })).rejects.toThrow(/already approved/);
  });

  it("refuses a renamed non-document, an unknown kind, no file and other users", async () => {
    const before = await countWhere(db.db, "documents", "true");
    const fake = await postDoc(
      send(
        "POST",
        "/api/user/documents/demo-lowlevel",
        fileForm(
          { kind: "dea_registration" },
          new TextEncoder().encode("MZ\x90 not a pdf"),
          "dea.pdf",
          "application/pdf",
        ),
        low,
      ),
      params({ userId: "demo-lowlevel" }),
    );
    expect(fake.status).toBe(400);
    expect((await fake.json()).message).toBe(DOCUMENT_TEXT.type);
    expect(
      (
        await postDoc(
          send("POST", "/api/user/documents/demo-lowlevel", fileForm({ kind: "passport" }, png, "p.png"), low),
          params({ userId: "demo-lowlevel" }),
        )
      ).status,
    ).toBe(400);
    const empty = new FormData();
    empty.append("kind", "resale_certificate");
    const none = await postDoc(
      send("POST", "/api/user/documents/demo-lowlevel", empty, low),
      params({ userId: "demo-lowlevel" }),
    );
    expect((await none.json()).message).toBe(DOCUMENT_TEXT.none);
    expect(
      (
        await postDoc(
          send("POST", "/api/user/documents/demo-buyer", fileForm({ kind: "resale_certificate" }, png, "p.png"), low),
          params({ userId: "demo-buyer" }),
        )
      ).status,
    ).toBe(403);
    expect((await listDocs(get("/api/user/documents/demo-buyer"), params({ userId: "demo-buyer" }))).status).toBe(401);
    expect(await countWhere(db.db, "documents", "true")).toBe(before);
  });
});
