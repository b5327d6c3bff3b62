import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { GET as order } from "@/app/api/orders/[orderId]/route";
import { GET as thread } from "@/app/api/vendor-chat/[vendorId]/route";
import { POST as coupon } from "@/app/api/checkout/coupon/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

describe.each(backends)("security: bad input is a 4xx, never a 500, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  it.each(["2147483648", "99999999999999"])("ids beyond a database integer answer 4xx: %s", async (id) => {
    const statuses = [
      (await order(get(`/api/orders/${id}`, buyer), params({ orderId: id }))).status,
      (await thread(get(`/api/vendor-chat/${id}`, buyer), params({ vendorId: id }))).status,
      (await coupon(postJson("/api/checkout/coupon", { vendor_id: Number(id), code: "X" }, buyer))).status,
    ];
    for (const s of statuses) {
      expect(s).toBeGreaterThanOrEqual(400);
      expect(s).toBeLessThan(500);
    }
  });
});

describe("security: product media sizes", () => {
  it.each(["constructor", "__proto__", "toString", "huge"])("answers 404 to the size %s", async (size) => {
    const { GET: media } = await import("@/app/media/products/[size]/[name]/route");
    const res = await media(
      new Request(`http://localhost/media/products/${size}/a.webp`),
      params({ size, name: "a.webp" }),
    );
    expect(res.status).toBe(404);
  });
});
