// The cart page kept per session by the server in front of Next (features/cart/server/kept-page.ts):
// handed out again until anything it shows changes, whichever code or statement changed it. The front
// is the real page cache handler; Next's render is stood in for by a server that draws the cart's
// listing with the same `cartPage` and notes what it shows under the front's token, as the page does.
import { sql } from "drizzle-orm";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { getAuth } from "@/features/accounts/server/auth";
import { viewerFromRequest } from "@/features/accounts/server/session";
import { noteKeptCart } from "@/features/cart/server/kept-page";
import { cartPage } from "@/features/cart/server/listing";
import { KEEP_HEADER } from "@/lib/kept-pages";
import { webRequest } from "@/server/front-route-answer";
import { withPageCache } from "@/server/page-cache/handler";
import { backends, createTestDb } from "../helpers/test-db";
import { postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, firstLocationOf, setStock } from "../helpers/cart-fixtures";

describe.each(backends)("the cart page kept per session (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let next: Server;
  let front: Server;
  let base: string;
  let renders = 0;
  /** runs inside the next render, after the cart is read and before the page is sent */
  let duringRender: (() => Promise<unknown>) | null = null;
  const c: Record<string, string> = {};
  let lines: { id: number; vendor_id: number }[] = [];

  /** What Next's cart page does with the front's token: draw the cart, note what it shows. */
  async function drawCart(req: IncomingMessage) {
    renders++;
    const viewer = await viewerFromRequest(webRequest(req));
    if (!viewer) return { status: 307, body: "" };
    const page = await cartPage(viewer);
    await duringRender?.();
    duringRender = null;
    const token = req.headers[KEEP_HEADER];
    noteKeptCart(typeof token === "string" ? token : null, page.shows);
    return { status: 200, body: JSON.stringify(page.listing) };
  }

  async function visit(cookie: string) {
    const res = await fetch(`${base}/cart`, { headers: { cookie } });
    const body = await res.text();
    return { state: res.headers.get("x-page-cache"), listing: res.status === 200 ? JSON.parse(body) : null };
  }
  const priceOf = (listing: { vendorProducts: { products: { product_id: number; price: number }[] }[] }, id: number) =>
    listing.vendorProducts.flatMap((v) => v.products).find((p) => p.product_id === id)?.price;
  const addLine = (cookie: string, id: number, vendor: number, qty = 1) =>
    add(postJson("/api/add-cart-app", { type: "product", product_id: id, vendor_id: vendor, quantity: qty }, cookie));
  /** a second visit that is a hit: the page is kept again after the change */
  async function keptAgain(cookie: string) {
    expect((await visit(cookie)).state).toBe("HIT");
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 80 });
    await seedDemoUsers(h.db);
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    c.other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    lines = await buyableProducts(h.db, 3);
    for (const l of lines) await setStock(h.db, l.id, 50);
    for (const l of lines.slice(0, 2)) expect((await addLine(c.buyer!, l.id, l.vendor_id)).status).toBe(200);
    expect((await addLine(c.other!, lines[2]!.id, lines[2]!.vendor_id)).status).toBe(200);
    await import("@/features/cart/server/kept-page"); // registers the cart's keeper, as Next's first load does

    const render = (req: IncomingMessage, res: ServerResponse) =>
      drawCart(req).then(({ status, body }) => res.writeHead(status, { "content-type": "text/html" }).end(body));
    next = createServer((req, res) => void render(req, res));
    await new Promise<void>((r) => next.listen(0, "127.0.0.1", r));
    const upstream = `http://127.0.0.1:${(next.address() as AddressInfo).port}`;
    const handler = withPageCache(render, () => upstream, {
      ttlMs: 30_000,
      maxBytes: 8 << 20,
    });
    front = createServer((req, res) => void handler(req, res));
    await new Promise<void>((r) => front.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => front?.close(() => r()));
    await new Promise<void>((r) => next?.close(() => r()));
    await h?.dispose();
  });

  it("draws the cart once, then hands the same page to the same session", async () => {
    const first = await visit(c.buyer!);
    expect(first.state).toBe("MISS");
    expect(first.listing.count).toBe(2);
    const before = renders;
    const second = await visit(c.buyer!);
    expect(second).toEqual({ state: "HIT", listing: first.listing });
    expect(renders).toBe(before);
    // another buyer's session has a page of its own, never the kept one: their own lines at their prices
    const other = await visit(c.other!);
    expect(other.state).toBe("MISS");
    expect(other.listing.count).toBe(1);
    const theirViewer = await viewerFromRequest(
      new Request("http://localhost/cart", { headers: { cookie: c.other! } }),
    );
    expect(other.listing).toEqual((await cartPage(theirViewer!)).listing);
    await keptAgain(c.other!);
  });

  it("draws it again after a price change made by hand, outside the app", async () => {
    await keptAgain(c.buyer!);
    await h.db.execute(
      sql`update products set price_cents = 12345, price_catalog_cents = 12345 where id = ${lines[0]!.id}`,
    );
    const after = await visit(c.buyer!);
    expect(after.state).toBe("MISS");
    expect(priceOf(after.listing, lines[0]!.id)).toBe(123.45);
    await keptAgain(c.buyer!);
  });

  it("keeps other buyers' pages through a change to one buyer's cart", async () => {
    await keptAgain(c.buyer!);
    await keptAgain(c.other!);
    expect((await addLine(c.buyer!, lines[2]!.id, lines[2]!.vendor_id)).status).toBe(200);
    const mine = await visit(c.buyer!);
    expect(mine.state).toBe("MISS");
    expect(mine.listing.count).toBe(3);
    await keptAgain(c.other!);
    // a buyer's own cart (no clinic) as well as a clinic location's
    expect((await addLine(c.other!, lines[0]!.id, lines[0]!.vendor_id)).status).toBe(200);
    const theirs = await visit(c.other!);
    expect(theirs.state).toBe("MISS");
    expect(theirs.listing.count).toBe(2);
    await keptAgain(c.buyer!);
  });

  it("draws a location's shared cart again when another member adds to it", async () => {
    const cookie = await sessionCookie("purchaser@dvm.demo", "DemoPurchaser#2026");
    const location = await firstLocationOf(h.db, "demo-clinic-purchaser");
    const first = await visit(cookie);
    expect(first.state).toBe("MISS");
    await keptAgain(cookie);
    // a line another member of the location put in its cart (written by hand: only the location is shared)
    const l = lines[1]!;
    await h.db.execute(
      sql`insert into cart_items (user_id, product_id, vendor_id, quantity, location_id) values ('demo-clinic-requester', ${l.id}, ${l.vendor_id}, 2, ${location})`,
    );
    const after = await visit(cookie);
    expect(after.state).toBe("MISS");
    expect(after.listing.count).toBe(first.listing.count + 1);
  });

  it("draws it again after a change to anything else a page may show, and not after a log's", async () => {
    await keptAgain(c.buyer!);
    await h.db.execute(
      sql`insert into audit_log (actor_id, actor_email, action, target_type, target_id) values ('demo-buyer', 'buyer@dvm.demo', 'test', 'cart', '1')`,
    );
    await keptAgain(c.buyer!);
    await h.db.execute(sql`update vendors set name = 'Renamed Vendor' where id = ${lines[0]!.vendor_id}`);
    const after = await visit(c.buyer!);
    expect(after.state).toBe("MISS");
    expect(after.listing.vendorProducts.map((v: { name: string }) => v.name)).toContain("Renamed Vendor");
    // an address added for the buyer shows in the cart's address choice
    await keptAgain(c.buyer!);
    await h.db.execute(
      sql`insert into addresses (user_id, label, full_name, line1, city, state, zip, country) values ('demo-buyer', 'Annex', 'Demo Buyer', '9 Kept St', 'Austin', 'TX', '78701', 'US')`,
    );
    const withAddress = await visit(c.buyer!);
    expect(withAddress.state).toBe("MISS");
    expect(withAddress.listing.addresses.map((a: { line1: string }) => a.line1)).toContain("9 Kept St");
  });

  it("keeps nothing a change committed during the render could make stale", async () => {
    await keptAgain(c.buyer!);
    await h.db.execute(sql`update products set quantity = 40 where id = ${lines[1]!.id}`);
    // the render reads the cart, then a write commits before the page is sent: it is shown, not kept
    duringRender = () => h.db.execute(sql`update products set quantity = 30 where id = ${lines[1]!.id}`);
    expect((await visit(c.buyer!)).state).toBe("MISS");
    const next = await visit(c.buyer!);
    expect(next.state).toBe("MISS");
    const stock = next.listing.vendorProducts
      .flatMap((v: { products: { product_id: number; max_available_quantity: number }[] }) => v.products)
      .find((p: { product_id: number }) => p.product_id === lines[1]!.id)?.max_available_quantity;
    expect(stock).toBe(30);
  });

  it("hands a signed-out session nothing it kept", async () => {
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    expect((await visit(cookie)).state).toBe("MISS");
    await keptAgain(cookie);
    const auth = await getAuth();
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    const after = await fetch(`${base}/cart`, { headers: { cookie } });
    expect(after.status).toBe(307);
    expect(after.headers.get("x-page-cache")).toBeNull();
    const [row] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int n from session where user_id = 'demo-buyer'`,
    );
    expect(row!.n).toBeGreaterThan(0); // the buyer's other sessions are still signed in
  });
});
