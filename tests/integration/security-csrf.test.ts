import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as chat } from "@/app/api/vendor-chat/[vendorId]/route";
import { PUT as profile } from "@/app/api/user/profile/[userId]/route";
import { POST as chatLogin } from "@/app/api/chat/v1/auth/login/route";
import { crossSiteProblem } from "@/lib/csrf";
import { backends, createTestDb } from "../helpers/test-db";
import { params, sessionCookie } from "../helpers/sessions";
import { buyableProducts } from "../helpers/cart-fixtures";

const SITE = "http://localhost:3000";
function req(url: string, method: string, headers: Record<string, string>, body: string) {
  return new Request(`${SITE}${url}`, { method, headers, body });
}

describe("crossSiteProblem", () => {
  const post = (headers: Record<string, string>) => new Request(`${SITE}/api/x`, { method: "POST", headers });
  it("passes same-origin, cookie-less and non-browser requests", () => {
    expect(crossSiteProblem(post({ cookie: "a=b", origin: SITE, "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(crossSiteProblem(post({ origin: "https://evil.example" }))).toBeNull();
    expect(crossSiteProblem(post({ cookie: "a=b" }))).toBeNull();
    expect(
      crossSiteProblem(new Request(`${SITE}/api/x`, { headers: { cookie: "a", origin: "https://e.x" } })),
    ).toBeNull();
  });
  it.each<Record<string, string>>([
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site", origin: "http://localhost:4000" },
    { origin: "http://localhost:4000" },
    { origin: "null" },
    { origin: "https://evil.example" },
  ])("refuses a cookie-carrying POST with %o", (h) => {
    expect(crossSiteProblem(post({ cookie: "a=b", ...h }))).toMatch(/Cross-site/);
  });
});

describe.each(backends)("security: CSRF and content types on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let vendorId: number;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 40 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    vendorId = (await buyableProducts(h.db, 1))[0]!.vendor_id;
  });
  afterAll(async () => h?.dispose());
  const messages = async () =>
    (await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from vendor_chat_messages`))[0]!.n;

  it("a page on another port of this host cannot post a vendor-chat message as the buyer", async () => {
    const before = await messages();
    const forged = req(
      `/api/vendor-chat/${vendorId}`,
      "POST",
      {
        cookie: buyer,
        origin: "http://localhost:4000",
        "sec-fetch-site": "same-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      "message=hello+from+elsewhere",
    );
    const res = await chat(forged, params({ vendorId: String(vendorId) }));
    expect(res.status).toBe(403);
    expect(await messages()).toBe(before);
    const own = req(
      `/api/vendor-chat/${vendorId}`,
      "POST",
      { cookie: buyer, origin: SITE, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      JSON.stringify({ message: "hello from the site" }),
    );
    expect((await chat(own, params({ vendorId: String(vendorId) }))).status).toBe(200);
  });

  it("a JSON route answers 415 to a form post and changes nothing", async () => {
    const res = await profile(
      req("/api/user/profile/demo-buyer", "PUT", { cookie: buyer, origin: SITE, "content-type": "text/plain" }, "{}"),
      params({ userId: "demo-buyer" }),
    );
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/JSON/);
  });

  it("the chat login checks the origin too", async () => {
    const res = await chatLogin(
      req(
        "/api/chat/v1/auth/login",
        "POST",
        { cookie: buyer, origin: "https://evil.example", "content-type": "application/json" },
        JSON.stringify({ email: "buyer@dvm.demo" }),
      ),
    );
    expect(res.status).toBe(403);
  });
});
