import { expect, test, type Page } from "./fixtures";
import { islandsHydrated, seededProduct } from "./helpers";

const amoxicillin = seededProduct((p) => p.id === 1);

function headerSearch(page: Page) {
  return page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
}
const panel = (page: Page) => page.getByRole("region", { name: "Search results" });

/** Records quick-view requests so the test sees the event the catalog's host listens to. */
async function recordQuickViews(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __quickViews: string[] };
    w.__quickViews = [];
    window.addEventListener("dvm:quick-view", (e) => w.__quickViews.push((e as CustomEvent<string>).detail));
  });
}
/**
 * After page.clock.install(): stop the clock so only runFor moves timers (debounce, 0.5 s, 1.5 s),
 * once the header search has hydrated (its timers must start under the paused clock).
 */
async function pauseClock(page: Page) {
  await islandsHydrated(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
const quickViews = (page: Page) => page.evaluate(() => (window as unknown as { __quickViews: string[] }).__quickViews);

test("typing with a typo shows matching products in the panel; nonsense shows 'No results found.'", async ({
  page,
}) => {
  await page.goto("/");
  await headerSearch(page).fill("amoxicilin");
  const results = panel(page);
  await expect(results.getByRole("link", { name: /Amoxicillin Trihydrate Tablets/ }).first()).toBeVisible();
  // names are cut to 45 characters plus '...'
  await expect(results.getByText(`${amoxicillin.name.slice(0, 45)}...`, { exact: true })).toBeVisible();
  await headerSearch(page).fill("qqzzxxwv");
  await expect(results.getByText("No results found.")).toBeVisible();
});

test("typing 'carprofne' in the header shows carprofen products", async ({ page }) => {
  await page.goto("/");
  await headerSearch(page).pressSequentially("carprofne", { delay: 40 });
  await expect(
    panel(page)
      .getByRole("link", { name: /Carprofen/ })
      .first(),
  ).toBeVisible();
});

test("typing 'carprofne' in the header shows carprofen products, and one request goes out for a fast typist", async ({
  page,
}) => {
  // The page's clock is ours and paused: every keystroke lands inside the debounce however busy the
  // machine is. (An installed clock still runs in real time until paused: a busy machine then spent
  // the whole debounce between two keystrokes, and the journey saw one request per key.)
  await page.clock.install();
  await page.goto("/");
  await islandsHydrated(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/search?")) searches.push(new URL(r.url()).searchParams.get("search_input") ?? "");
  });
  for (const key of "carprofne") {
    await headerSearch(page).press(key);
    await page.clock.runFor(40);
  }
  await page.clock.runFor(500);
  await expect(
    panel(page)
      .getByRole("link", { name: /Carprofen/ })
      .first(),
  ).toBeVisible();
  expect(searches.length).toBeLessThanOrEqual(2);
  expect(searches.at(-1)).toBe("carprofne");
});

test("blank Enter or icon click shows 'Enter something' and does not search", async ({ page }) => {
  await page.goto("/");
  await headerSearch(page).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Enter something" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await headerSearch(page).fill("   ");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Enter something" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("Enter goes to the all-results page with facets that filter through the URL", async ({ page }) => {
  await page.goto("/");
  await headerSearch(page).fill("vacine");
  await headerSearch(page).press("Enter");
  await expect(page).toHaveURL(/\/all-search-results\/search\/vacine$/);
  await expect(page.getByRole("heading", { level: 1, name: "Results for “vacine”" })).toBeVisible();
  const facets = page.getByRole("complementary").getByRole("navigation", { name: "Filter results" });
  await expect(facets.getByRole("heading", { name: "Brand" })).toBeVisible();
  const firstBrand = facets.getByRole("region", { name: "Brand" }).getByRole("link").first();
  const brandName = (await firstBrand.locator("span").first().innerText()).trim();
  await firstBrand.click();
  await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brandName).replace(/%20/g, "\\+")}`));
  await expect(page.getByRole("link", { name: "Clear all filters" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a long facet group lists five values and the rest on Show all, from page to page; a value picked from the rest stays in view", async ({
  page,
}) => {
  await page.goto("/all-search-results/search/dog"); // more than one page of results, a dozen vendors
  const vendors = page.getByRole("navigation", { name: "Filter results" }).getByRole("region", { name: "Vendor" });
  const values = vendors.getByRole("listitem");
  await expect(values).toHaveCount(5);
  const showAll = vendors.getByRole("link", { name: /^Show all \d+$/ });
  const total = Number((await showAll.innerText()).replace("Show all ", ""));
  expect(total).toBeGreaterThan(6);
  await showAll.click();
  await expect(page).toHaveURL(/[?&]more=vendor$/);
  await expect(values).toHaveCount(total);
  // the group stays listed whole on the next page of results
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2&more=vendor$/);
  await expect(values).toHaveCount(total);
  // the last vendor was folded away; picking it filters, folds the group again and keeps it shown as chosen
  const last = values.last().getByRole("link");
  const name = (await last.locator("span").first().innerText()).trim();
  await last.click();
  await expect(page).toHaveURL(/[?&]vendor=[^&]+$/);
  await expect(values).toHaveCount(6);
  await expect(vendors.locator('[aria-current="true"]')).toContainText(name);
  await vendors.getByRole("link", { name: /^Show all/ }).click();
  await expect(values).toHaveCount(total);
  await vendors.getByRole("link", { name: "Show fewer" }).click();
  await expect(values).toHaveCount(6);
});

test("the eye icon asks for a quick view after 0.5 s with a loader and closes the panel", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await recordQuickViews(page);
  await pauseClock(page);
  await headerSearch(page).fill("amoxicillin trihydrate");
  await page.clock.runFor(200);
  const eye = panel(page).getByRole("button", { name: `Quick view ${amoxicillin.name}` });
  await eye.click();
  await expect(eye).toHaveAttribute("aria-busy", "true");
  await page.clock.runFor(400);
  expect(await quickViews(page)).toEqual([]);
  await expect(eye).toBeVisible();
  await page.clock.runFor(150);
  await expect(panel(page)).toBeHidden();
  expect(await quickViews(page)).toEqual([amoxicillin.slug]);
});

test("on that product's own page the eye only closes the panel", async ({ page }) => {
  await page.goto(`/${amoxicillin.slug}`);
  await recordQuickViews(page);
  await headerSearch(page).fill("amoxicillin trihydrate");
  await panel(page)
    .getByRole("button", { name: `Quick view ${amoxicillin.name}` })
    .click();
  await expect(panel(page)).toBeHidden();
  expect(await quickViews(page)).toEqual([]);
});

test("clearing the text closes the panel after 1.5 s on desktop; the backdrop closes it at once", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await pauseClock(page);
  await headerSearch(page).fill("glove");
  await page.clock.runFor(200);
  await expect(panel(page).getByRole("link").first()).toBeVisible();
  await headerSearch(page).fill("");
  await page.clock.runFor(1000);
  await expect(panel(page)).toBeVisible();
  await page.clock.runFor(600);
  await expect(panel(page)).toBeHidden();

  await headerSearch(page).fill("glove");
  await page.clock.runFor(200);
  await expect(panel(page)).toBeVisible();
  await page.getByTestId("search-backdrop").click({ position: { x: 20, y: 600 } });
  await expect(panel(page)).toBeHidden();
});

test("a result link goes to the product page and navigation closes the panel", async ({ page }) => {
  await page.goto("/");
  await headerSearch(page).fill(amoxicillin.sku);
  await panel(page)
    .getByRole("link", { name: /Amoxicillin Trihydrate/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${amoxicillin.slug}$`));
  await expect(panel(page)).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the results page offers a full-width search with the same panel", async ({ page }) => {
    await page.goto("/all-search-results/search/gloves");
    await expect(page.getByRole("heading", { level: 1, name: "Results for “gloves”" })).toBeVisible();
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search products" });
    await box.fill("amox");
    await expect(
      panel(page)
        .getByRole("link", { name: /Amoxicillin/ })
        .first(),
    ).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/all-search-results\/search\/amox$/);
  });
});
