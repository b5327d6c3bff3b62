import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { SeedProduct } from "../src/db/seed/generate";

/** Opens a product card's quick view: the card is found on its category page narrowed by vendor and brand. */
export async function openCardQuickView(page: Page, request: APIRequestContext, product: SeedProduct) {
  const res = await request.get(`/api/product-view/${product.slug}`);
  const { data } = (await res.json()) as {
    data: { categories: { slug: string }[]; vendor: { slug: string }; brand: string };
  };
  const leaf = data.categories[data.categories.length - 1]!.slug;
  await page.goto(`/${leaf}?vendor=${data.vendor.slug}&brand=${encodeURIComponent(data.brand)}`);
  await page.getByRole("button", { name: `Quick view: ${product.name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: product.name, exact: true })).toBeVisible();
  return dialog;
}

/**
 * Lets the add-to-cart call through to the server; if this build has no such route yet
 * (the cart work lands separately) it answers like the SPEC §7 response instead.
 */
export async function cartRouteOrStub(page: Page) {
  const bodies: unknown[] = [];
  await page.route("**/api/add-cart-app", async (route) => {
    bodies.push(route.request().postDataJSON());
    await new Promise((r) => setTimeout(r, 300)); // keep the loader on screen long enough to see
    const res = await route.fetch();
    if (res.status() !== 404) return route.fulfill({ response: res });
    return route.fulfill({
      json: {
        success: true,
        message: "Added 1 to your cart.",
        currentProductCountInCart: 1,
        minimum_order: null,
      },
    });
  });
  return bodies;
}
