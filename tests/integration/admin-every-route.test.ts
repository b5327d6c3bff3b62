import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { advanceIdSequences } from "@/db/seed/id-sequences";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { backends, createTestDb } from "../helpers/test-db";
import { sessionCookie } from "../helpers/sessions";
import { tableCounts, everyRoute, routeFiles } from "../helpers/every-route";

/**
 * Every route file under `/api/admin`, found on disk (a new route is covered the day it is added), is
 * called with every method it exports as each non-operator role: visitors get 401, buyers, sales reps,
 * vendor users and clinic managers 403, and no table an operator can change moves.
 */
const ADMIN_API = path.resolve(__dirname, "../../src/app/api/admin");

const TABLES = [
  "user",
  "auditLog",
  "vendors",
  "documents",
  "notifications",
  "coinLedger",
  "blogs",
  "faqs",
  "webinars",
  "courses",
  "vendorApplications",
  "infoPages",
  "recalls",
  "speakers",
  "mailOutbox",
  "products",
  "orders",
  "orderStatusHistory",
  "orderRefunds",
  "orderNotes",
  "deaRegistrations",
] as const;

describe.each(backends)("every /api/admin route refuses non-operators on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const cookies: [string, string | undefined, number][] = [];

  const snapshot = () => tableCounts(db.db, TABLES);

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    await db.db.insert(schema.vendors).values({ id: 1, name: "Sandhill Surgical", slug: "sandhill-surgical" });
    await seedDemoVendorUsers(db.db);
    // one of each event kind under the sample id 1, free of dependants, so an unguarded DELETE would remove it
    await db.db.insert(schema.speakers).values({ id: 1, name: "Dr. Ana Ruiz", title: "DVM", bio: "Dentist." });
    await db.db.insert(schema.webinars).values({
      id: 1,
      title: "Dental day",
      link: "dental-day",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      timezone: "America/Chicago",
    });
    await db.db.insert(schema.courses).values({
      id: 1,
      title: "Fluids 101",
      slug: "fluids-101",
      kind: "course",
      description: "Fluid therapy basics.",
    });
    await advanceIdSequences(db.db);
    cookies.push(
      ["visitor", undefined, 401],
      ["buyer", await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026"), 403],
      ["sales rep", await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026"), 403],
      ["vendor owner", await sessionCookie("vendor@dvm.demo", "DemoVendor#2026"), 403],
      ["clinic manager", await sessionCookie("manager@dvm.demo", "DemoManager#2026"), 403],
    );
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("finds the console's routes", () => {
    expect(routeFiles(ADMIN_API).length).toBeGreaterThan(20);
  });

  it("answers 401 or 403 to every method of every route, with nothing changed", async () => {
    const before = await snapshot();
    let calls = 0;
    for (const route of await everyRoute(ADMIN_API, "/api/admin", { kind: "webinars" })) {
      for (const [who, cookie, status] of cookies) {
        expect((await route.call(cookie)).status, `${who}: ${route.label}`).toBe(status);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(await snapshot()).toBe(before);
  });

  it("answers 401 or 403 on the event routes for speakers and courses too, with nothing changed", async () => {
    const before = await snapshot();
    for (const kind of ["speakers", "courses"]) {
      const routes = await everyRoute(path.join(ADMIN_API, "events"), "/api/admin/events", { kind });
      expect(routes.some((r) => r.label.startsWith(`DELETE http://localhost:3000/api/admin/events/${kind}/1`))).toBe(
        true,
      );
      for (const route of routes)
        for (const [who, cookie, status] of cookies)
          expect((await route.call(cookie)).status, `${who}: ${route.label}`).toBe(status);
    }
    expect(await snapshot()).toBe(before);
  });
});
