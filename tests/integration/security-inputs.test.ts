import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as order } from "@/app/api/orders/[orderId]/route";
import { GET as thread } from "@/app/api/vendor-chat/[vendorId]/route";
import { POST as coupon } from "@/app/api/checkout/coupon/route";
import { POST as chatLoginRoute } from "@/app/api/chat/v1/auth/login/route";
import { POST as chat } from "@/app/api/chat/v1/agent/chat/route";
import { GET as authSignIn } from "@/app/api/auth/signin/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { chatLogin, chatSend } from "../helpers/assistant-requests";

describe.each(backends)("security: bad input is a 4xx, never a 500, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 }); // the assistant then has candidates to rank
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

  it.each(["constructor", "gloves for dogs constructor", "__proto__ toString hasOwnProperty"])(
    "the assistant answers a chat message %j like any other",
    async (text) => {
      const token = (await (await chatLoginRoute(chatLogin("clinic@example.com"))).json()).data.access_token;
      const res = await chat(chatSend(token, { text }));
      expect(res.status).toBe(200);
      expect(typeof (await res.json()).data.answer).toBe("string");
    },
  );

  it("a CR/LF in the sign-in callbackUrl is a same-site redirect without a split header", async () => {
    const res = await authSignIn(
      get("/api/auth/signin?callbackUrl=%2Fcart%0D%0ASet-Cookie%3A%20a%3Db%0D%0A%2F%2Fevil.example"),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toBeNull();
    const location = res.headers.get("location")!;
    const callback = new URL(location, "http://localhost:3000").searchParams.get("callbackUrl")!;
    expect(callback).not.toMatch(/[\r\n]/);
    expect(new URL(callback, "http://localhost:3000").origin).toBe("http://localhost:3000");
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
