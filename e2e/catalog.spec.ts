import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";
import { cartRouteOrStub, openCardQuickView } from "./catalog-helpers";

const visible = (p: { seePrice: string }) => p.seePrice === "without_login" || p.seePrice === "login";
const simpleBuyable = seededProduct(
  (p) =>
    p.type === "simple" &&
    p.regulatoryClass === "none" &&
    p.seePrice === "without_login" &&
    p.inStock === "Y" &&
    p.quantity > 20 &&
    p.level <= 1 &&
    p.vendorId !== 407 &&
    p.maxQuantityThreshold === null &&
    (p.minimumOrder ?? 0) >= 2,
);
const variationProduct = seededProduct(
  (p) =>
    p.type === "variation" &&
    p.regulatoryClass === "none" &&
    visible(p) &&
    p.level <= 5 &&
    p.vendorId !== 407 &&
    p.variations.filter((v) => v.quantity > 0).length >= 2,
);
const highLevel = seededProduct(
  (p) =>
    p.type === "simple" &&
    p.regulatoryClass === "none" &&
    visible(p) &&
    p.level > 1 &&
    p.inStock === "Y" &&
    p.quantity > 0 &&
    p.vendorId !== 407,
);

test.describe("catalog quick view and buy box", () => {
  test("visitor: card eye opens quick view with sign-in buttons; Escape closes after the animation", async ({
    page,
    request,
  }) => {
    const dialog = await openCardQuickView(page, request, simpleBuyable);
    await expect(dialog.getByRole("link", { name: "Sign in to Buy" })).toHaveAttribute(
      "href",
      /\/auth\/signin\?callbackUrl=/,
    );
    await expect(dialog.getByText(simpleBuyable.sku, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View Detail" })).toHaveAttribute("href", `/${simpleBuyable.slug}`);
    await expect(dialog.getByRole("img", { name: /^Rated .* out of 5$/ })).toBeVisible();
    await expect(dialog.getByLabel("Quantity", { exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("visitor: a login-only price reads 'Signin to see the price'", async ({ page }) => {
    const loginOnly = seededProduct((p) => p.seePrice === "login" && p.vendorId !== 407 && (p.priceCents ?? 0) > 0);
    await page.goto(`/${loginOnly.slug}`);
    await expect(page.getByRole("link", { name: "Signin to see the price" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to Buy" })).toBeVisible();
  });

  test("customer: choose a variation (hash, SKU), stepper rules and add to cart", async ({ page, request }) => {
    await signIn(page, DEMO.buyer);
    const bodies = await cartRouteOrStub(page);
    const dialog = await openCardQuickView(page, request, variationProduct);
    const stocked = variationProduct.variations.filter((v) => v.quantity > 0);
    const second = stocked[1]!;
    await dialog.getByText(second.caption, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(second.sku)}$`));
    await expect(dialog.getByTestId("sku")).toHaveText(second.sku);

    const qty = dialog.getByLabel("Quantity", { exact: true });
    const start = Number(await qty.inputValue());
    expect(start).toBeGreaterThanOrEqual(Math.max(1, second.minimumOrder ?? 1));
    await qty.fill("");
    await qty.pressSequentially("a1b");
    await expect(qty).toHaveValue("1"); // digits only
    await qty.blur();
    await expect(qty).toHaveValue(String(Math.max(1, second.minimumOrder ?? 1))); // corrected to the minimum order
    await dialog.getByRole("button", { name: "Decrease quantity" }).click();
    await dialog.getByRole("button", { name: "Decrease quantity" }).click();
    const afterMinus = Number(await qty.inputValue());
    expect(afterMinus).toBeGreaterThanOrEqual(1); // floor of 1
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await expect(qty).toHaveValue(String(afterMinus + 1));

    const add = dialog.getByRole("button", { name: "Add To Cart" });
    await add.click();
    await expect(add).toBeDisabled(); // disabled with a loader while adding
    await expect(dialog.getByRole("status").filter({ hasText: /cart/i })).toBeVisible();
    const result = dialog.getByRole("status").filter({ hasText: /cart/i });
    await expect(result).toBeHidden({ timeout: 6000 }); // the result message stays 3 s
    expect(bodies[0]).toEqual({
      type: "product",
      product_id: variationProduct.id,
      vendor_id: variationProduct.vendorId,
      quantity: afterMinus + 1,
      variation_id: expect.any(Number),
    });
    await expect(add).toBeEnabled();
  });

  test("customer: /{slug}#{sku} preselects that variation on the product page", async ({ page }) => {
    await signIn(page, DEMO.buyer);
    const v = variationProduct.variations[0]!;
    await page.goto(`/${variationProduct.slug}#${encodeURIComponent(v.sku)}`);
    await expect(page.getByTestId("sku")).toHaveText(v.sku);
    await expect(page.getByRole("heading", { level: 1, name: variationProduct.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
  });

  test("low-level customer: upgrade notice and Upgrade Level link", async ({ page, request }) => {
    await signIn(page, DEMO.lowLevel);
    const dialog = await openCardQuickView(page, request, highLevel);
    await expect(dialog.getByText(`Upgrade yourself to level ${highLevel.level} to buy this product.`)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Upgrade Level" })).toHaveAttribute("href", "/documents");
    await expect(dialog.getByRole("button", { name: "Add To Cart" })).toHaveCount(0);
  });

  test("sales rep: no buy button, stepper or upgrade prompt", async ({ page, request }) => {
    await signIn(page, DEMO.salesRep);
    const dialog = await openCardQuickView(page, request, highLevel);
    await expect(dialog.getByText(highLevel.sku, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add To Cart" })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Sign in to Buy" })).toHaveCount(0);
    await expect(dialog.getByLabel("Quantity", { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(/Upgrade yourself/)).toHaveCount(0);
  });

  test("category page keeps filters, sort and page in the URL", async ({ page, request }) => {
    const res = await request.get(`/api/product-view/${simpleBuyable.slug}`);
    const { data } = await res.json();
    await page.goto(`/${data.categories[0].slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    // click, not check(): a click that comes before the filters' code is held and played once it
    // has hydrated (components/islands), so the box ticks a moment later, on the way to the new URL
    await page.getByRole("checkbox", { name: "In stock only" }).click();
    await expect(page).toHaveURL(/stock=1/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole("checkbox", { name: "In stock only" })).toBeChecked();
    const next = page.getByRole("link", { name: "Next" });
    if (await next.count()) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
    }
  });

  test("a filter from a link the boxes do not list stays named and survives the next change", async ({
    page,
    request,
  }) => {
    const res = await request.get(`/api/product-view/${simpleBuyable.slug}`);
    const { data } = await res.json();
    await page.goto(`/${data.categories[0].slug}?brand=No+Such+Brand`);
    await expect(page.getByText("No products match these filters.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue("No Such Brand");
    await page.getByRole("checkbox", { name: "In stock only" }).click(); // held until the code arrives, as above
    await expect(page).toHaveURL(/stock=1/);
    await expect(page).toHaveURL(/brand=No\+Such\+Brand/);
    await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue("No Such Brand");
  });

  test("vendor page shows the shop, free-shipping note and product grid", async ({ page, request }) => {
    const res = await request.get(`/api/product-view/${simpleBuyable.slug}`);
    const { data } = await res.json();
    await page.goto(`/vendors/${data.vendor.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: data.vendor.name })).toBeVisible();
    if (data.vendor.minimum_amount_for_free_shipping)
      await expect(page.getByText(/^Free shipping on minimum order of \$/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Quick view:/ }).first()).toBeAttached();
  });

  test("videos load no player until played", async ({ page }) => {
    const withVideo = seededProduct((p) => p.videos.some((v) => v.videoType === "youtube") && p.imageKeys >= 1);
    const outside: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
    });
    await page.goto(`/${withVideo.slug}`);
    const first = withVideo.videos.findIndex((v) => v.videoType === "youtube");
    await page.getByRole("button", { name: `Show video ${first + 1}` }).click();
    const play = page.getByRole("button", { name: `Play video: ${withVideo.name}` });
    await expect(play).toBeVisible();
    expect(outside).toEqual([]);
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ body: "<html></html>", contentType: "text/html" }),
    );
    await play.click();
    await expect(page.locator("iframe[src*='youtube-nocookie.com/embed/']")).toBeAttached();
  });
});
