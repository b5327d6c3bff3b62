import { expect, test, type APIRequestContext } from "./fixtures";
import { formatUsd } from "../src/lib/money";
import type { SeedProduct } from "../src/db/seed/seed-types";
import { seededProduct } from "./helpers";

// A visitor's HTML (page markup and the RSC payload inside it), and the public JSON reads, never
// hold a price that see_price hides. "already-requested" is per buyer and never stored on a
// product, so a visitor meets only the three stored values; the shown one is the control.
const withPrice = (seePrice: SeedProduct["seePrice"]) =>
  seededProduct(
    (p) =>
      p.type === "simple" &&
      p.seePrice === seePrice &&
      p.vendorId !== 407 &&
      (p.priceCents ?? 0) >= 1000 &&
      p.priceCatalogCents >= 1000,
  );

/**
 * The ways one of the product's prices reaches a page: "$1,234.50" in markup, 1234.5 under a price
 * key in the RSC payload or JSON. (Bare cents are not searched: any 4-6 digit number would match.)
 */
function priceTraces(p: SeedProduct): RegExp[] {
  const cents = [p.priceCents, p.priceCatalogCents, p.priceDiscountedCents].filter((c): c is number => !!c);
  return cents.flatMap((c) => [
    new RegExp(formatUsd(c).replace(/[$.]/g, "\\$&")),
    new RegExp(`"price[a-z_]*\\\\?"\\s*:\\s*${c / 100}(?![\\d])`),
  ]);
}

async function visitorViews(request: APIRequestContext, p: SeedProduct): Promise<Record<string, string>> {
  const view = await request.get(`/api/product-view/${p.slug}`);
  expect(view.ok()).toBe(true);
  const json = await view.text();
  const { data } = JSON.parse(json) as { data: { categories: { slug: string }[]; vendor: { slug: string } } };
  const leaf = data.categories[data.categories.length - 1]!.slug;
  const page = await request.get(`/${p.slug}`);
  const listing = await request.get(`/${leaf}?vendor=${data.vendor.slug}`);
  expect(page.ok() && listing.ok()).toBe(true);
  return { "product page": await page.text(), "category page": await listing.text(), "product-view API": json };
}

for (const seePrice of ["login", "request"] as const) {
  test(`a visitor's HTML holds no price of a see_price=${seePrice} product`, async ({ request }) => {
    const product = withPrice(seePrice);
    const views = await visitorViews(request, product);
    expect(views["product page"]).toContain(product.name);
    expect(views["category page"]).toContain(product.name);
    for (const [where, text] of Object.entries(views))
      for (const trace of priceTraces(product)) expect(text, `${where} matches ${trace}`).not.toMatch(trace);
  });
}

test("the control: a see_price=without_login product's price is in the visitor's HTML", async ({ request }) => {
  const product = withPrice("without_login");
  const views = await visitorViews(request, product);
  for (const text of [views["product page"], views["category page"]])
    expect(priceTraces(product).some((trace) => trace.test(text))).toBe(true);
});
