import { expect, test } from "@playwright/test";
import { DEMO, seededProduct, signIn } from "./helpers";

// Visitors share one rendering of a page for a few seconds; a signed-in buyer always gets their own.
const loginPrice = seededProduct(
  (p) =>
    p.type === "simple" &&
    p.seePrice === "login" &&
    p.vendorId !== 407 &&
    p.inStock === "Y" &&
    p.quantity > 20 &&
    p.level <= 1 &&
    (p.priceCents ?? 0) > 0,
);

test("visitors get the shared page; signing in bypasses it and shows the buyer's price and buy button", async ({
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
  expect(signedIn!.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.getByRole("button", { name: "Add To Cart" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Signin to see the price" })).toHaveCount(0);
});
