import { expect, test, type Browser, type Page } from "./fixtures";
import { DEMO, signIn } from "./helpers";
import { shot } from "./cart-helpers";

type Offer = {
  product_id: number;
  vendor_id: number;
  vendor_name: string;
  slug: string;
  price: number | null;
  can_buy: boolean;
};
const VENDORS = [
  { email: "vendor@dvm.demo", password: "DemoVendor#2026", price: "11.00" },
  { email: "logovendor@dvm.demo", password: "DemoLogo#2026", price: "9.50" },
];

/** An item the seed lists at Sandhill Surgical (1), the logo vendor (1402) and at least one more, all buyable. */
async function itemAcrossVendors(page: Page): Promise<Offer[]> {
  for (let id = 27; id < 4000; id += 20) {
    const res = await page.request.get(`/api/products/${id}/offers`);
    if (!res.ok()) continue;
    const offers = ((await res.json()).offers as Offer[]).filter((o) => o.can_buy && o.price !== null);
    if (offers.length >= 3 && offers.some((o) => o.vendor_id === 1) && offers.some((o) => o.vendor_id === 1402))
      return offers;
  }
  throw new Error("the seed has no item sold by vendors 1, 1402 and another");
}

async function quoteAsVendor(browser: Browser, who: (typeof VENDORS)[number], rfqNote: string) {
  const ctx = await browser.newContext();
  const vendor = await ctx.newPage();
  await vendor.goto("/vendor/signin");
  await vendor.getByLabel("Vendor email").fill(who.email);
  await vendor.getByLabel("Password").fill(who.password);
  await vendor.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(vendor.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await vendor.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Quotes" }).click();
  await expect(vendor.getByRole("heading", { name: "Requests for quote" })).toBeVisible();
  const inbox = vendor.getByRole("list", { name: "Requests for quote sent to you" });
  const row = inbox.getByRole("listitem").filter({ hasText: rfqNote });
  await row.getByLabel("Price each ($)").fill(who.price);
  await row.getByLabel("Valid until").fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await shot(vendor, `vendor-rfqs-${who.email.split("@")[0]}`);
  await row.getByRole("button", { name: "Send quote" }).click();
  await expect(row.getByText("quoted", { exact: true })).toBeVisible();
  await ctx.close();
}

test("an expired quote's price is refused at checkout with a sentence", async ({ page }) => {
  await signIn(page, { email: "quotes@dvm.demo", password: "DemoQuotes#2026" });
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page.getByText(
      /The quoted price of \$12\.50 for .+ expired on \d{4}-\d{2}-\d{2}; remove the line or ask the vendor for a new quote\./,
    ),
  ).toBeVisible();
  await shot(page, "checkout-expired-quote");
});

test("a buyer compares an item across vendors, swaps to the cheaper one, asks two vendors for quotes and buys at the lower quote", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.buyer);
  const offers = await itemAcrossVendors(page);
  const dearest = [...offers].sort((a, b) => b.price! - a.price!)[0]!;

  // the product page lists every vendor's offer of the item once it comes into view, read with the
  // buyer's other parts on arrival rather than asked on their own
  const offerReads: string[] = [];
  page.on("request", (r) => /\/api\/products\/\d+\/offers/.test(r.url()) && offerReads.push(r.url()));
  await page.goto(`/${dearest.slug}`);
  const alsoSold = page.getByRole("region", { name: "Also sold by" });
  await alsoSold.scrollIntoViewIfNeeded();
  for (const o of offers) await expect(alsoSold.getByText(o.vendor_name, { exact: true }).first()).toBeVisible();
  expect(offerReads).toEqual([]);
  await shot(page, "product-also-sold-by");
  await alsoSold.getByRole("button", { name: `Add ${dearest.vendor_name}'s offer to cart` }).click();
  await expect(alsoSold.getByRole("status")).toBeVisible();

  // the cart says the same item is cheaper elsewhere and swaps the line in one step; its hints are
  // drawn with the page (above the lines, so nothing moves when they come), not asked for after it
  const hintReads: string[] = [];
  page.on("request", (r) => /\/api\/(cart\/hints|buyer-parts\?hints)/.test(r.url()) && hintReads.push(r.url()));
  const html = await (await page.request.get("/cart")).text();
  expect(html).toContain("Cheaper elsewhere");
  await page.goto("/cart");
  const cheaper = page.getByRole("region", { name: "Cheaper elsewhere" });
  await expect(cheaper).toBeVisible();
  expect(hintReads).toEqual([]);
  await shot(page, "cart-cheaper-elsewhere");
  await cheaper
    .getByRole("button", { name: /^Switch to / })
    .first()
    .click();
  await expect(cheaper.getByText(/now comes from/)).toBeVisible();

  // one request for quote to two vendors, started from the item's offers
  const vendor1 = offers.find((o) => o.vendor_id === 1)!;
  const logo = offers.find((o) => o.vendor_id === 1402)!;
  await page.goto(`/user/rfqs/new?product=${vendor1.product_id}`);
  await page.getByRole("checkbox", { name: vendor1.vendor_name }).check();
  await page.getByRole("checkbox", { name: logo.vendor_name }).check();
  const note = `E2E request ${Date.now()}`;
  await page.getByLabel("Note to the vendors (optional)").fill(note);
  await shot(page, "rfq-new");
  await page.getByRole("button", { name: "Send request for quote" }).click();
  await expect(page.getByRole("heading", { name: /^Request for quote #\d+$/ })).toBeVisible();
  const rfqUrl = page.url();

  for (const v of VENDORS) await quoteAsVendor(browser, v, note);

  // the quotes side by side; the cheaper one is ticked, accepted into the cart, and bought at its price
  await page.goto(rfqUrl);
  const lower = page.getByRole("region", { name: `${logo.vendor_name}'s quote` });
  await expect(lower.getByText("Lowest")).toBeVisible();
  await expect(page.getByRole("region", { name: `${vendor1.vendor_name}'s quote` })).toBeVisible();
  await shot(page, "rfq-quotes");
  await lower.getByRole("button", { name: `Accept ${logo.vendor_name}'s price for 1 line` }).click();
  await expect(lower.getByText(/added to your cart/)).toBeVisible();

  await page.goto("/checkout");
  // checkout lists line totals: the accepted line costs its quantity at the quoted $9.50
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  const totals = await page
    .getByRole("listitem")
    .filter({ hasText: /×\s*\d+\s*\$[\d,.]+/ })
    .allTextContents();
  const atQuote = totals.some((t) => {
    const m = /×\s*(\d+)\s*\$([\d,.]+)\s*$/.exec(t);
    return !!m && Number(m[1]) * 950 === Math.round(Number(m[2].replace(/,/g, "")) * 100);
  });
  expect(atQuote, `no checkout line at $9.50 each in ${JSON.stringify(totals)}`).toBe(true);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-placed\?ids=/);
  await page.goto("/user/rfqs");
  await shot(page, "rfq-list");
});
