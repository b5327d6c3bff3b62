import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as coupon } from "@/app/api/checkout/coupon/route";
import { POST as address } from "@/app/api/checkout/addresses/route";
import { POST as chat } from "@/app/api/vendor-chat/[vendorId]/route";
import { GET as live } from "@/app/api/live/route";
import { POST as track } from "@/app/api/track-order/route";
import { POST as profileImage } from "@/app/api/user/profile-image/[userId]/route";
import { resetLocalRateLimits } from "@/lib/rate-limit";
import { LIVE_STREAMS_PER_ACCOUNT, ROUTE_LIMITS } from "@/lib/route-limits";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts } from "../helpers/cart-fixtures";

describe.each(backends)("security: limits on routes that had none, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let vendorId: number;
  beforeAll(async () => {
    h = await createTestDb(backend);
    resetLocalRateLimits();
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    vendorId = (await buyableProducts(h.db, 1))[0]!.vendor_id;
  });
  afterAll(async () => h?.dispose());

  it("limits coupon checks per account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ROUTE_LIMITS.couponCheck[0]; i++)
      statuses.push(
        (await coupon(postJson("/api/checkout/coupon", { vendor_id: vendorId, code: `GUESS${i}` }, buyer))).status,
      );
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits vendor chat messages per account", async () => {
    let last = 0;
    for (let i = 0; i <= ROUTE_LIMITS.vendorChat[0]; i++) {
      const req = postJson(`/api/vendor-chat/${vendorId}`, { message: `hello ${i}` }, buyer);
      last = (await chat(req, params({ vendorId: String(vendorId) }))).status;
    }
    expect(last).toBe(429);
  });

  it("limits checkout addresses per account", async () => {
    const body = { full_name: "A B", line1: "1 Main St", city: "Town", state: "OR", zip: "97201", country: "US" };
    const statuses: number[] = [];
    for (let i = 0; i <= ROUTE_LIMITS.checkoutAddress[0]; i++)
      statuses.push((await address(postJson("/api/checkout/addresses", body, buyer))).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits profile image uploads per account, before reading the upload", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ROUTE_LIMITS.profileImage[0]; i++) {
      const form = new FormData();
      form.append("image", new File([new TextEncoder().encode("not an image")], "x.png", { type: "image/png" }));
      const req = new Request("http://localhost:3000/api/user/profile-image/demo-buyer", {
        method: "POST",
        body: form,
        headers: { origin: "http://localhost:3000", cookie: buyer },
      });
      statuses.push((await profileImage(req, params({ userId: "demo-buyer" }))).status);
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits guest order tracking per e-mail even when the address rotates", async () => {
    let last = 0;
    for (let i = 0; i <= 10; i++) {
      const req = postJson("/api/track-order", { order_number: `DVM-${1000 + i}`, email: "buyer@dvm.demo" });
      req.headers.set("x-forwarded-for", `203.0.113.${i + 1}`);
      last = (await track(req)).status;
    }
    expect(last).toBe(429);
  });

  it("caps the live streams one account holds open, and frees a slot when one closes", async () => {
    const aborts: AbortController[] = [];
    const open = async () => {
      const abort = new AbortController();
      aborts.push(abort);
      return live(new Request("http://localhost:3000/api/live", { headers: { cookie: buyer }, signal: abort.signal }));
    };
    for (let i = 0; i < LIVE_STREAMS_PER_ACCOUNT; i++) expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(429);
    aborts[0]!.abort();
    expect((await open()).status).toBe(200);
    for (const a of aborts) a.abort();
  });
});
