import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { backends, createTestDb } from "../helpers/test-db";
import { sessionCookie } from "../helpers/sessions";
import { tableCounts, everyRoute } from "../helpers/every-route";

/**
 * Every route file under `/api/vendor` (found on disk, so new ones are covered) refuses visitors (401)
 * and every account that is not a vendor user (403): buyers, sales reps, clinic managers and the
 * operator. Only the public API description answers everyone. Nothing a vendor can change moves.
 */
const VENDOR_API = path.resolve(__dirname, "../../src/app/api/vendor");
const PUBLIC = new Set(["GET http://localhost:3000/api/vendor/v1/openapi.json"]);
const TABLES = [
  "products",
  "orders",
  "orderItems",
  "coupons",
  "vendorApiKeys",
  "vendorChatMessages",
  "requestAnswers",
  "productImages",
  "shipments",
  "orderStatusHistory",
  "auditLog",
  "mailOutbox",
  "productVariations",
  "productSetItems",
  "productVideos",
  "vendorMembers",
  "vendorWebhooks",
  "orderReturns",
  "orderReturnLines",
  "orderRefunds",
  "services",
  "servicePlans",
  "user",
] as const;

describe.each(backends)("every /api/vendor route refuses non-vendors on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const cookies: [string, string | undefined, number][] = [];

  const snapshot = () => tableCounts(db.db, TABLES);

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    await db.db.insert(schema.vendors).values({ id: 1, name: "Sandhill Surgical", slug: "sandhill-surgical" });
    await seedDemoVendorUsers(db.db);
    cookies.push(
      ["visitor", undefined, 401],
      ["buyer", await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026"), 403],
      ["sales rep", await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026"), 403],
      ["clinic manager", await sessionCookie("manager@dvm.demo", "DemoManager#2026"), 403],
      ["operator", await sessionCookie("operator@dvm.demo", "DemoOperator#2026"), 403],
    );
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("answers 401 or 403 to every method of every route, with nothing changed", async () => {
    const before = await snapshot();
    const routes = await everyRoute(VENDOR_API, "/api/vendor", { month: "2026-11", kind: "logo" });
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      if (PUBLIC.has(route.label)) continue;
      for (const [who, cookie, status] of cookies) {
        expect((await route.call(cookie)).status, `${who}: ${route.label}`).toBe(status);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
