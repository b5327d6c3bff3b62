import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";

// Visitors share one rendering of a page for a few seconds; signed-in buyers share one member shell of
// it, which holds no price a visitor cannot see, and the page then reads the buyer's own.
const loginPrice = seededProduct(
  (p) =>
    p.type === "simple" &&
    p.seePrice === "login" &&
    p.vendorId !== 407 &&
    p.inStock === "Y" &&
    p.quantity > 20 &&
    p.level <= 1 &&
    p.priceDiscountedCents === null &&
    (p.priceCents ?? 0) > 0,
);

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test("visitors get the shared page; signed-in buyers share a member shell that fills in their price and buy button", async ({
  page,
  request,
}) => {
  const first = await request.get(`/${loginPrice.slug}`);
  expect(first.ok()).toBe(true);
  const second = await request.get(`/${loginPrice.slug}`);
  expect(second.headers()["x-page-cache"]).toBe("HIT");
  expect(await second.text()).toBe(await first.text());

  await page.goto(`/${loginPrice.slug}`);
  await expect(page.getByRole("link", { name: "Signin to see the price" }).first()).toBeVisible();

  await signIn(page, DEMO.buyer, `/${loginPrice.slug}`);
  const signedIn = await page.goto(`/${loginPrice.slug}`);
  expect(["HIT", "MISS"]).toContain(signedIn!.headers()["x-page-cache"]);
  const shell = await signedIn!.text();
  expect(shell).not.toContain(usd(loginPrice.priceCents!)); // the shell is every buyer's: no price of anyone's
  expect(shell).not.toContain("Signin to see the price"); // nor a visitor's prompt: the price holds its place
  await expect(page.getByRole("button", { name: "Add To Cart" }).first()).toBeVisible();
  await expect(page.getByTestId("price").first()).toContainText(usd(loginPrice.priceCents!));
  await expect(page.getByRole("link", { name: "Signin to see the price" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();

  // another buyer gets the same bytes, then their own view
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await signIn(otherPage, DEMO.lowLevel, `/${loginPrice.slug}`);
  const again = await otherPage.goto(`/${loginPrice.slug}`);
  expect(again!.headers()["x-page-cache"]).toBe("HIT");
  expect(await again!.text()).toBe(shell);
  await expect(otherPage.getByTestId("price").first()).toContainText(usd(loginPrice.priceCents!));
  await other.close();
});

test("a member shell reached by a client-side navigation from a buyer's own page shows the buyer's price", async ({
  page,
}) => {
  await signIn(page, DEMO.buyer, "/cart"); // drawn for the buyer: the viewer comes with the page
  await page.goto("/cart");
  await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).fill(loginPrice.sku);
  const shellRequests: string[] = [];
  page.on("response", (r) => {
    if (r.headers()["x-page-cache"]) shellRequests.push(r.url());
  });
  await page
    .getByRole("region", { name: "Search results" })
    .getByRole("link", { name: new RegExp(loginPrice.name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${loginPrice.slug}$`));
  await expect(page.getByTestId("price").first()).toContainText(usd(loginPrice.priceCents!));
  await expect(page.getByRole("button", { name: "Add To Cart" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Signin to see the price" })).toHaveCount(0);
  expect(shellRequests.some((u) => u.includes(loginPrice.slug))).toBe(true); // the page came from the shared cache
});

test("a department's member shell fills in, for a signed-in buyer, every card price a visitor's hides", async ({
  page,
  request,
}) => {
  const visitorHtml = await (await request.get("/pharmaceuticals")).text();
  expect((visitorHtml.match(/Signin to see the price/g) ?? []).length).toBeGreaterThan(0);

  await signIn(page, DEMO.buyer, "/pharmaceuticals");
  const res = await page.goto("/pharmaceuticals");
  expect(["HIT", "MISS"]).toContain(res!.headers()["x-page-cache"]);
  const cards = page.getByRole("main").locator("article");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Signin to see the price" })).toHaveCount(0);
  await expect(page.getByRole("main").locator("article .animate-pulse")).toHaveCount(0); // no placeholder left
  await expect(cards.filter({ hasText: /\$\d/ }).first()).toBeVisible();
});

test("a signed-in product visit reads its buyer in one request and prefetches only what the pointer shows", async ({
  page,
}) => {
  await signIn(page, DEMO.buyer, `/${loginPrice.slug}`);
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/") || url.searchParams.has("_rsc")) asked.push(url.pathname + url.search);
  });
  await page.goto(`/${loginPrice.slug}`);
  await expect(page.getByTestId("price").first()).toContainText(usd(loginPrice.priceCents!));
  await expect(page.getByRole("button", { name: "Add To Cart" }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const buyerReads = asked.filter((u) =>
    /^\/api\/(buyer-parts|viewer|product-view|card-prices|cart-listing-app|user\/wishlist|user\/notifications)/.test(u),
  );
  expect(buyerReads).toEqual([expect.stringMatching(new RegExp(`^/api/buyer-parts\\?product=${loginPrice.slug}`))]);
  expect(asked.filter((u) => u.includes("_rsc="))).toEqual([]); // nothing prefetched on arrival
  // no request twice: "Also sold by" waits for the buyer instead of asking as a visitor first
  // (the live stream is not a read: it reconnects when a busy server drops it, as the bench leaves it out)
  const calls = asked.filter((u) => u.startsWith("/api/") && !u.startsWith("/api/live"));
  expect(calls.filter((u, i) => calls.indexOf(u) !== i)).toEqual([]);
  // "Also sold by" takes its offers from the buyer's parts
  expect(calls.some((u) => /^\/api\/products\/\d+\/offers$/.test(u))).toBe(false);
  // and the countdown banner its webinar: it shows without asking the shared route
  await page.mouse.move(1, 1); // the late widgets load once the page is in use
  await expect(page.getByRole("complementary", { name: "Upcoming webinar" })).toBeVisible({ timeout: 15_000 });
  expect(asked.filter((u) => u.startsWith("/api/next-webinar-popup"))).toEqual([]);
  // the pointer over a link is the intent that prefetches it
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).first().hover();
  await expect.poll(() => asked.some((u) => u.startsWith("/about-us?_rsc="))).toBe(true);
});

test("a visitor's page and its scripts and styles arrive brotli-compressed, the build's files from disk", async ({
  page,
  request,
}) => {
  await request.get(`/${loginPrice.slug}`); // stored once, if no earlier test did
  const hit = await request.get(`/${loginPrice.slug}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(hit.headers()["x-page-cache"]).toBe("HIT");
  expect(hit.headers()["content-encoding"]).toBe("br");
  expect(await hit.text()).toContain("</html>");

  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on("response", async (res) => {
    if (!res.url().includes("/_next/static/") || !/\.(js|css)$/.test(new URL(res.url()).pathname)) return;
    const h = await res.allHeaders();
    assets.push({ url: res.url(), encoding: h["content-encoding"], cache: h["cache-control"] });
  });
  await page.goto(`/${loginPrice.slug}`, { waitUntil: "load" });
  expect(assets.length).toBeGreaterThan(3);
  for (const a of assets) {
    expect(a.encoding, a.url).toBe("br");
    expect(a.cache, a.url).toBe("public, max-age=31536000, immutable");
  }
});
