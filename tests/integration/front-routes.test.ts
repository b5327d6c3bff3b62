// The hot per-buyer reads answered by the server in front of Next: the route module registers its own
// handler, and the front's answer is the handler's, byte for byte, with the headers Next gives every
// response. Whatever is not a registered GET still goes to Next.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as buyerParts } from "@/app/api/buyer-parts/route";
import { GET as offers } from "@/app/api/products/[id]/offers/route";
import { answerFrontRoute, frontRouteOf } from "@/server/front-route-answer";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";
import { buyableProducts } from "../helpers/cart-fixtures";

describe.each(backends)("routes answered in front of Next (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let server: Server;
  let base: string;
  let buyer: string;
  let productId: number;
  const toNext: string[] = [];

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    productId = (await buyableProducts(h.db, 1))[0]!.id;
    // serve.ts's dispatch: a registered GET is answered here, the rest goes on to Next
    server = createServer((req, res) => {
      const route = frontRouteOf(req);
      if (route) return void answerFrontRoute(req, res, route);
      toNext.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await h?.dispose();
  });

  it("answers the buyer's parts as the route itself does, with every response's headers", async () => {
    for (const cookie of [buyer, undefined]) {
      const path = `/api/buyer-parts?cards=${productId}`;
      const front = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      const own = await buyerParts(get(path, cookie));
      expect(front.status).toBe(200);
      expect(await front.json()).toEqual(await own.json());
      expect(front.headers.get("cache-control")).toBe("private, no-store");
      expect(front.headers.get("x-content-type-options")).toBe("nosniff");
      expect(front.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
    const signedIn = await (await fetch(`${base}/api/buyer-parts`, { headers: { cookie: buyer } })).json();
    expect(signedIn.viewer.id).toBe("demo-buyer");
  });

  it("hands a product's offers its id from the path, and the route's own sentences for a bad one", async () => {
    const front = await fetch(`${base}/api/products/${productId}/offers`, { headers: { cookie: buyer } });
    const own = await offers(get(`/api/products/${productId}/offers`, buyer), params({ id: String(productId) }));
    expect(front.status).toBe(200);
    expect(await front.json()).toEqual(await own.json());
    const bad = await fetch(`${base}/api/products/abc/offers`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("The product id must be a number.");
    const missing = await fetch(`${base}/api/products/999999/offers`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Product not found.");
  });

  it("leaves every other request to Next: another method, another path, an unregistered route", async () => {
    toNext.length = 0;
    await fetch(`${base}/api/buyer-parts`, { method: "POST", body: "{}" });
    await fetch(`${base}/api/buyer-parts/x`);
    await fetch(`${base}/api/viewer`);
    expect(toNext).toEqual(["POST /api/buyer-parts", "GET /api/buyer-parts/x", "GET /api/viewer"]);
  });
});
