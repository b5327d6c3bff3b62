import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";

test("a signed-in customer follows a featured product to its page and sees its price", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured products" });
  const firstCard = featured.getByRole("article").filter({ hasText: /\$\d/ }).first();
  const name = (await firstCard.getByRole("heading").innerText()).trim();
  await firstCard.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  await expect(page.getByText("Signin to see the price")).toHaveCount(0);
});

test("a visitor sees 'Signin to see the price' on a login-priced product", async ({ page }) => {
  const { slug } = seededProduct((p) => p.seePrice === "login" && (p.priceCents ?? 0) > 0);
  await page.goto(`/${slug}`);
  // related products below may have public prices, so look at this product's own box
  const product = page.getByRole("region", { name: "Product", exact: true });
  await expect(product.getByRole("link", { name: "Signin to see the price" })).toBeVisible();
  await expect(product.getByText(/^\$[\d,]+\.\d{2}$/)).toHaveCount(0);
});

test("an unknown slug is a real 404 page and a JSON 404", async ({ page, request }) => {
  const res = await page.goto("/no-such-product-anywhere");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  const api = await request.get("/api/product-view/no-such-product-anywhere");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, message: "Product not found." });
});

const ROUTES = [
  "/",
  "/auth/signin",
  "/vendors",
  "/service-providers",
  "/shop-now",
  "/track-order",
  "/virtual-expo",
  "/blogs",
  "/on-demand-learning",
  "/learn-at-lunch",
  "/today-deals",
  "/featured-products",
  "/hot-products",
  "/sell-on-dvm",
  "/sponsored-program",
  "/vet-rep-finder",
  "/about-us",
  "/faqs",
  "/our-mission",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/video-meeting",
  "/all-search-results/search/vaccine",
];

test("every route of the spec answers with a real page", async ({ request }) => {
  for (const path of ROUTES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
});

test("pages that need an account send visitors to sign in and back", async ({ page }) => {
  await page.goto("/wishlist");
  await expect(page).toHaveURL(/\/auth\/signin\?error=SessionRequired&callbackUrl=%2Fwishlist/);
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  await page.getByLabel("Email").fill(DEMO.buyer.email);
  await page.getByLabel("Password").fill(DEMO.buyer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
});
