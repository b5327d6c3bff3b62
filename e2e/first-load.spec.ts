import { expect, test, type Page } from "./fixtures";
import { seededProduct } from "./helpers";

// What a visitor's catalog page downloads on arrival: no query library (signed-in pieces bring it)
// and none of the shell's late widgets (they load 2 s after the load event or on first use).
const product = seededProduct((p) => p.type === "simple" && p.seePrice === "without_login" && p.inStock === "Y");

/** The text of every script the page fetched, by URL. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      scripts.set(
        res.url(),
        res.text().catch(() => ""),
      );
  });
  return scripts;
}

async function scriptTexts(scripts: Map<string, Promise<string>>) {
  return Promise.all([...scripts.values()]);
}

// strings only the query library's core and the late widgets' modules contain
const QUERY_LIBRARY = "observerResultsUpdated";
const LATE_WIDGETS = "Close cookie notice";

for (const path of ["/", "/pharmaceuticals", `/${product.slug}`, "/all-search-results/search/vaccine"])
  test(`a visitor's ${path} arrives without the query library and the late widgets`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const early = await scriptTexts(scripts);
    expect(early.length).toBeGreaterThan(3);
    expect(early.some((t) => t.includes(QUERY_LIBRARY))).toBe(false);
    expect(early.some((t) => t.includes(LATE_WIDGETS))).toBe(false);
    // they come on first use: a scroll brings the widgets
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await scriptTexts(scripts)).some((t) => t.includes(LATE_WIDGETS))).toBe(true);
  });

test("'Ask Anna' clicked before the late widgets arrive still opens the assistant", async ({ page }) => {
  await page.goto(`/${product.slug}`, { waitUntil: "load" });
  // the click is the first use: the widgets load, then the assistant takes the request
  await page.getByRole("button", { name: "Ask Anna" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

// Islands (components/islands): a visitor's buy box, header search, navigation and newsletter
// come as the server's HTML; their code arrives once the page is in use, and what the visitor did
// before it arrived is played again, not lost.
const BUY_BOX = "Previous thumbnails";
const pictured = seededProduct((p) => p.type === "simple" && p.imageKeys >= 2);

test("a visitor's buy box code is not in the first load, and a click before it arrives still counts", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(`/${pictured.slug}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  expect((await scriptTexts(scripts)).some((t) => t.includes(BUY_BOX))).toBe(false);
  const second = page.getByRole("button", { name: "Show image 2" });
  await expect(second).not.toHaveAttribute("aria-current");
  // the first pointer movement asks for the code; the click lands before it has hydrated the gallery
  await second.click();
  await expect(second).toHaveAttribute("aria-current", "true");
  expect((await scriptTexts(scripts)).some((t) => t.includes(BUY_BOX))).toBe(true);
});

test("text typed into the header search before its code arrives still searches", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
  await box.fill("carprofen");
  await expect(
    page
      .getByRole("region", { name: "Search results" })
      .getByRole("link", { name: /Carprofen/ })
      .first(),
  ).toBeVisible();
});

test("the footer newsletter submitted at once after load still subscribes", async ({ page }) => {
  await page.goto("/pharmaceuticals", { waitUntil: "load" });
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.getByLabel("Subscribe to our newsletter").fill(`early-${Date.now()}@clinic.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(/Thank you|subscrib/i);
});

test("an island's code comes two seconds after load when nobody touches the page", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/", { waitUntil: "load" });
  const navBarCode = async () => (await scriptTexts(scripts)).some((t) => t.includes("Virtual Expo submenu"));
  expect(await navBarCode()).toBe(false);
  await expect.poll(navBarCode, { timeout: 6_000 }).toBe(true);
});
