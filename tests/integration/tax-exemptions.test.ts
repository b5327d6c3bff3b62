import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { auditLog, notifications, taxExemptions } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { GET as mine, POST as upload } from "@/app/api/clinic/locations/[id]/tax-exemptions/route";
import { GET as queue } from "@/app/api/admin/tax-exemptions/route";
import { POST as review } from "@/app/api/admin/tax-exemptions/[id]/review/route";
import { GET as file } from "@/app/api/admin/tax-exemptions/[id]/file/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const PDF = new TextEncoder().encode("%PDF-1.4\n% a certificate\n");

function form(url: string, cookie: string, fields: Record<string, string>, bytes: Uint8Array | null = PDF) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (bytes) body.append("file", new File([bytes as BlobPart], "certificate.pdf", { type: "application/pdf" }));
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", cookie },
    body,
  });
}

describe.each(backends)("tax-exemption certificates on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let loc = 0;
  let otherLoc = 0;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    for (const [who, email, pw] of [
      ["owner", "owner@dvm.demo", "DemoOwner#2026"],
      ["manager", "manager@dvm.demo", "DemoManager#2026"],
      ["purchaser", "purchaser@dvm.demo", "DemoPurchaser#2026"],
      ["buyer", "buyer@dvm.demo", "DemoBuyer#2026"],
      ["operator", "operator@dvm.demo", "DemoOperator#2026"],
    ])
      c[who!] = await sessionCookie(email!, pw!);
    const locs = await queryRows<{ id: number; user_id: string }>(
      h.db,
      sql`select l.id, m.user_id from clinic_locations l join member m on m.organization_id = l.organization_id
          where m.user_id in ('demo-clinic-owner', 'demo-buyer') order by l.id`,
    );
    loc = locs.find((l) => l.user_id === "demo-clinic-owner")!.id;
    otherLoc = locs.find((l) => l.user_id === "demo-buyer")!.id;
  });
  afterAll(async () => h?.dispose());

  const rows = async () => Number((await h.db.select({ n: count() }).from(taxExemptions))[0]!.n);
  const up = (cookie: string, at: number, fields: Record<string, string>, bytes?: Uint8Array | null) =>
    upload(form(`/api/clinic/locations/${at}/tax-exemptions`, cookie, fields, bytes), params({ id: String(at) }));
  const good = { certificate_number: "12-3456789", state: "mo", expires_on: "2030-12-31" };

  it("refuses a purchaser, another clinic's location and bad input with a sentence, writing nothing", async () => {
    const purchaser = await up(c.purchaser!, loc, good);
    expect(purchaser.status).toBe(403);
    expect((await up(c.owner!, otherLoc, good)).status).toBe(404);
    const notPdf = await up(c.owner!, loc, good, new TextEncoder().encode("hello"));
    expect([notPdf.status, (await notPdf.json()).message]).toEqual([400, "Only PDF, PNG or JPG files are allowed."]);
    const none = await up(c.owner!, loc, good, null);
    expect((await none.json()).message).toBe("Please select a file.");
    const state = await up(c.owner!, loc, { ...good, state: "Missouri" });
    expect([state.status, (await state.json()).message]).toEqual([
      400,
      "Enter the issuing state as two letters, like TX.",
    ]);
    expect(await rows()).toBe(0);
  });

  it("a manager uploads; the operator verifies it (audited, the clinic told); a decided certificate stays decided", async () => {
    const res = await up(c.manager!, loc, good);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const listed = await (
      await mine(get(`/api/clinic/locations/${loc}/tax-exemptions`, c.owner!), params({ id: String(loc) }))
    ).json();
    expect(listed.data[0]).toMatchObject({
      id,
      label: "MO 12-3456789",
      status: "pending",
      in_use: false,
      expires_on: "2030-12-31",
    });

    expect((await queue(get("/api/admin/tax-exemptions", c.buyer!))).status).toBe(403);
    const q = await (await queue(get("/api/admin/tax-exemptions", c.operator!))).json();
    expect(q.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(q.total).toBe(q.data.length);
    // searched by clinic, location or number, a page at a time
    const number = q.data
      .find((r: { id: number }) => r.id === id)
      .label.split(" ")
      .pop();
    const found = await (await queue(get(`/api/admin/tax-exemptions?q=${number}`, c.operator!))).json();
    expect([found.data.map((r: { id: number }) => r.id), found.total]).toEqual([[id], 1]);
    const none = await (await queue(get("/api/admin/tax-exemptions?q=no-such-clinic", c.operator!))).json();
    expect([none.data, none.total]).toEqual([[], 0]);
    const bad = await queue(get("/api/admin/tax-exemptions?page=0", c.operator!));
    expect([bad.status, (await bad.json()).message]).toEqual([400, "The page must be at least 1."]);
    const pdf = await file(get(`/api/admin/tax-exemptions/${id}/file`, c.operator!), params({ id: String(id) }));
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect((await file(get(`/api/admin/tax-exemptions/${id}/file`, c.owner!), params({ id: String(id) }))).status).toBe(
      403,
    );

    const p = params({ id: String(id) });
    const url = `/api/admin/tax-exemptions/${id}/review`;
    expect((await review(postJson(url, { decision: "verify" }, c.owner!), p)).status).toBe(403);
    const noReason = await review(postJson(url, { decision: "reject" }, c.operator!), p);
    expect([noReason.status, (await noReason.json()).message]).toEqual([
      400,
      "Give the clinic a reason for rejecting the certificate.",
    ]);
    const ok = await review(postJson(url, { decision: "verify" }, c.operator!), p);
    expect(ok.status).toBe(200);
    expect((await review(postJson(url, { decision: "reject", reason: "Too late" }, c.operator!), p)).status).toBe(409);
    const [t] = await h.db.select().from(taxExemptions).where(eq(taxExemptions.id, id));
    expect(t).toMatchObject({ status: "verified", reviewedBy: "operator@dvm.demo" });
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "tax_exemption.verify"));
    expect(audit).toHaveLength(1);
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, "demo-clinic-manager"));
    expect(told.some((n) => n.body.includes("MO 12-3456789 was verified"))).toBe(true);
    const after = await (
      await mine(get(`/api/clinic/locations/${loc}/tax-exemptions`, c.owner!), params({ id: String(loc) }))
    ).json();
    expect(after.data[0]).toMatchObject({ status: "verified", in_use: true });
  });
});
