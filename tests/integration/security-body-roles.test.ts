// Large-body routes ask who is calling before they read a byte, and refuse an oversized body unread.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stateLicences } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as addLicence } from "@/app/api/compliance/licences/route";
import { POST as addDea } from "@/app/api/compliance/dea/route";
import { POST as importCsv } from "@/app/api/vendor/v1/products/import/route";
import { POST as importRecalls } from "@/app/api/admin/recalls/import/route";
import { ROUTE_BODY_LIMITS } from "@/lib/route-limits";
import { backends, createTestDb } from "../helpers/test-db";
import { sessionCookie } from "../helpers/sessions";

const MB = 1024 * 1024;

/** A request whose body (`total` bytes, chunked) records how much of it was pulled. */
function upload(url: string, type: string, total: number, cookie: string, declare = false) {
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const part = new Uint8Array(Math.min(64 * 1024, total - pulled.bytes)).fill(0x61);
        pulled.bytes += part.byteLength;
        controller.enqueue(part);
      },
      // nothing is pulled ahead of a reader
    },
    { highWaterMark: 0 },
  );
  const req = new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: {
      "content-type": type,
      origin: "http://localhost:3000",
      cookie,
      ...(declare ? { "content-length": String(total) } : {}),
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, pulled };
}

describe.each(backends)("security: role before body on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let requester: string;
  let owner: string;
  let staff: string;
  let buyer: string;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 50 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    requester = await sessionCookie("requester@dvm.demo", "DemoRequester#2026");
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  const rows = async (table: typeof products | typeof stateLicences) =>
    (await h.db.select({ n: count() }).from(table))[0]!.n;

  it("refuses a clinic requester's 300 MB licence body with 403 without pulling a byte", async () => {
    const before = await rows(stateLicences);
    for (const [route, url] of [
      [addLicence, "/api/compliance/licences"],
      [addDea, "/api/compliance/dea"],
    ] as const) {
      const { req, pulled } = upload(url, "application/json", 300 * MB, requester);
      const res = await route(req);
      expect(res.status).toBe(403);
      expect((await res.json()).success).toBe(false);
      expect(pulled.bytes).toBe(0);
    }
    expect(await rows(stateLicences)).toBe(before);
  });

  it("reads a manager's licence body within 1 MB", async () => {
    const { req, pulled } = upload("/api/compliance/licences", "application/json", 50 * MB, buyer);
    expect((await addLicence(req)).status).toBe(413);
    expect(pulled.bytes).toBeLessThan(MB + 256 * 1024);
  });

  it("refuses vendor staff's CSV import commit with 403 before reading it", async () => {
    const { req, pulled } = upload("/api/vendor/v1/products/import", "text/csv", 100 * MB, staff);
    expect((await importCsv(req)).status).toBe(403);
    expect(pulled.bytes).toBe(0);
  });

  it("answers 413 to a declared oversize CSV import without reading it, and writes nothing", async () => {
    const before = await rows(products);
    const total = ROUTE_BODY_LIMITS.vendorImport + 1;
    const { req, pulled } = upload("/api/vendor/v1/products/import", "text/csv", total, owner, true);
    const res = await importCsv(req);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The request is too large: send at most 20 MB.");
    expect(pulled.bytes).toBe(0);
    expect(await rows(products)).toBe(before);
  });

  it("cuts a chunked 100 MB CSV import off at 20 MB", async () => {
    const { req, pulled } = upload("/api/vendor/v1/products/import", "text/csv", 100 * MB, owner);
    expect((await importCsv(req)).status).toBe(413);
    expect(pulled.bytes).toBeLessThan(ROUTE_BODY_LIMITS.vendorImport + 256 * 1024);
  });

  it("refuses a non-operator's recall import before reading it", async () => {
    const { req, pulled } = upload("/api/admin/recalls/import", "text/csv", 100 * MB, buyer);
    expect([401, 403]).toContain((await importRecalls(req)).status);
    expect(pulled.bytes).toBe(0);
  });
});
