import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";
import { buyableFromVendors, shot } from "./cart-helpers";
import { requestProducts } from "./requests-helpers";

const VENDOR = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };

test("buyer orders from the demo vendor; the vendor ships with tracking and a lot; the buyer sees it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const product = buyableFromVendors(200).find((p) => p.vendorId === 1)!;
  expect(product, "the seed has a buyable product of vendor 1 (Sandhill Surgical)").toBeTruthy();

  // The buyer orders it.
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await signIn(buyer, DEMO.buyer);
  const add = await buyer.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: product.id, vendor_id: product.vendorId, quantity: 2 },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  await buyer.goto("/checkout");
  await buyer.getByRole("button", { name: "Place order" }).click();
  await expect(buyer).toHaveURL(/\/order-placed\?ids=/);
  const [orderNumber] = await buyer.getByRole("link", { name: /^DVM-/ }).allTextContents();
  expect(orderNumber).toBeTruthy();

  // A buyer never opens the portal.
  await buyer.goto("/vendor");
  await expect(buyer.getByRole("heading", { name: "The vendor portal is for vendor accounts" })).toBeVisible();

  // The vendor signs in ('As vendor' leads to /vendor/signin), finds the order and ships it.
  const vendorCtx = await browser.newContext();
  const vendor = await vendorCtx.newPage();
  await vendor.goto("/vendor/signin");
  await vendor.getByLabel("Vendor email").fill(VENDOR.email);
  await vendor.getByLabel("Password").fill(VENDOR.password);
  await vendor.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(vendor.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await shot(vendor, "vendor-dashboard");
  await vendor.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Orders" }).click();
  await vendor.getByLabel("Order number, clinic or product").fill(orderNumber!);
  await vendor.getByRole("button", { name: "Filter" }).click();
  await shot(vendor, "vendor-orders");
  await vendor.getByRole("link", { name: orderNumber! }).click();
  await expect(vendor.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await vendor.getByRole("button", { name: "Accept order" }).click();
  await expect(vendor.getByText("Order accepted.")).toBeVisible();
  await vendor.getByLabel("Carrier").fill("UPS");
  await vendor.getByLabel("Tracking number").fill("1ZE2E0001");
  await vendor.getByLabel("Lot").fill("LOT-E2E-7");
  await vendor.getByLabel("Expiry").fill("2030-06-30");
  await vendor.getByRole("button", { name: "Record shipment" }).click();
  await expect(vendor.getByText("Shipment recorded; the buyer has been notified.")).toBeVisible();
  await expect(vendor.getByRole("heading", { name: "Shipments" })).toBeVisible();
  await shot(vendor, "vendor-order");

  // The buyer sees 'shipped', the tracking number and the lot.
  await buyer.goto("/track-order");
  await buyer.getByLabel("Order number").fill(orderNumber!);
  await buyer.getByLabel("Email", { exact: true }).fill(DEMO.buyer.email);
  await buyer.getByRole("button", { name: "Track order" }).click();
  await buyer.getByRole("link", { name: /^Order details/ }).click();
  await expect(buyer.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(buyer.getByText("shipped").first()).toBeVisible();
  await expect(buyer.getByText("1ZE2E0001").first()).toBeVisible();
  await expect(buyer.getByText(/Lot LOT-E2E-7/)).toBeVisible();
  await shot(buyer, "buyer-shipped");

  // Every portal page renders for the vendor at both widths.
  for (const path of ["/vendor/listings", "/vendor/requests", "/vendor/api-keys"]) {
    await vendor.goto(path);
    await expect(vendor.getByRole("navigation", { name: "Vendor portal" })).toBeVisible();
    await shot(vendor, `vendor-${path.split("/").pop()}`);
  }
  await buyerCtx.close();
  await vendorCtx.close();
});

test("the vendor answers a price request and the buyer then buys at the quoted price", async ({ browser }) => {
  test.setTimeout(180_000);
  // A price-on-request product of vendor 1 that the requests journey does not use.
  const taken = requestProducts.priceOnRequest().id;
  const product = seededProduct(
    (p) =>
      p.id !== taken &&
      p.vendorId === 1 &&
      p.seePrice === "request" &&
      p.type === "simple" &&
      p.inStock === "Y" &&
      p.quantity >= 5 &&
      p.level <= 5 &&
      !p.minimumOrder &&
      (p.maxQuantityThreshold === null || p.maxQuantityThreshold >= 2),
  );

  // The buyer asks for the price (the request journey itself is covered in requests.spec.ts).
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await signIn(buyer, DEMO.buyer);
  const asked = await buyer.request.post("/api/show-price-vendor-email", {
    data: { vendor_id: product.vendorId, customer_id: "demo-buyer", product_id: product.id },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();

  // The vendor quotes $12.34 for that buyer from the requests inbox.
  const vendorCtx = await browser.newContext();
  const vendor = await vendorCtx.newPage();
  await vendor.goto("/vendor/signin");
  await vendor.getByLabel("Vendor email").fill(VENDOR.email);
  await vendor.getByLabel("Password").fill(VENDOR.password);
  await vendor.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(vendor.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await vendor.goto("/vendor/requests?type=price");
  const form = vendor.getByRole("form", { name: `Quote ${product.name}` }).first();
  await form.getByLabel("Quoted price ($)").fill("12.34");
  await form.getByLabel("Valid until").fill("2099-12-31");
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(vendor.getByRole("form", { name: `Quote ${product.name}` })).toHaveCount(0);
  await shot(vendor, "vendor-requests-quoted");
  // the same request is a one-line RFQ: the RFQ inbox lists it as a price request, quoted
  await vendor.goto("/vendor/rfqs?status=quoted");
  const inbox = vendor.getByRole("list", { name: "Requests for quote sent to you" });
  const row = inbox.getByRole("listitem").filter({ hasText: product.name }).first();
  await expect(row).toContainText("price request");
  // its form starts from the quote the buyer was sent
  await expect(row.getByLabel("Price each ($)")).toHaveValue("12.34");
  await expect(row.getByRole("button", { name: "Update quote" })).toBeVisible();
  await shot(vendor, "vendor-rfqs-price-request");
  // on a phone the request and its quote form fit the screen: nothing scrolls sideways
  await vendor.setViewportSize({ width: 375, height: 800 });
  expect(
    await inbox.evaluate((ul) => ul.scrollWidth <= ul.clientWidth && document.documentElement.scrollWidth <= 375),
  ).toBe(true);
  await vendor.setViewportSize({ width: 1280, height: 800 });

  // My requests says it was answered and opens the quote
  await buyer.goto("/my-requests");
  const mine = buyer.getByRole("listitem").filter({ hasText: product.name }).first();
  await mine.getByRole("link", { name: "See the quote" }).click();
  await expect(buyer.getByRole("heading", { name: /^Request for quote #\d+$/ })).toBeVisible();
  await expect(buyer.getByText("Price request", { exact: false }).first()).toBeVisible();
  await expect(buyer.getByText("$12.34").first()).toBeVisible();
  await shot(buyer, "buyer-price-request-quote");

  // The buyer sees the quoted price on the product page and buys at it.
  await buyer.goto(`/${product.slug}`);
  await expect(buyer.getByText("Your quoted price from Sandhill Surgical, valid until 2099-12-31")).toBeVisible();
  await expect(buyer.getByTestId("price")).toHaveText("$12.34");
  const add = await buyer.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: product.id, vendor_id: product.vendorId, quantity: 2 },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  await buyer.goto("/cart");
  await expect(buyer.getByText("Quoted price, valid until 2099-12-31")).toBeVisible();
  await expect(buyer.getByText("$24.68").first()).toBeVisible();
  await buyer.goto("/checkout");
  await buyer.getByRole("button", { name: "Place order" }).click();
  await expect(buyer).toHaveURL(/\/order-placed\?ids=/);

  // Another buyer still cannot see the price.
  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await signIn(other, DEMO.lowLevel);
  await other.goto(`/${product.slug}`);
  await expect(other.getByRole("button", { name: "Request for Price" }).first()).toBeVisible();
  await expect(other.getByText("$12.34")).toHaveCount(0);
  await buyerCtx.close();
  await vendorCtx.close();
  await otherCtx.close();
});

async function signInVendor(page: import("./fixtures").Page) {
  await page.goto("/vendor/signin");
  await page.getByLabel("Vendor email").fill(VENDOR.email);
  await page.getByLabel("Password").fill(VENDOR.password);
  await page.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

test("the vendor creates a listing with a picture; it shows on the storefront", async ({ page }) => {
  test.setTimeout(120_000);
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Sterile gauze pads ${sku}`;
  await signInVendor(page);
  await page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Listings" }).click();
  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page.getByRole("heading", { name: "New listing" })).toBeVisible();
  const form = page.getByRole("form", { name: "New listing" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("SKU").fill(sku);
  await form.getByLabel("Category").selectOption({ index: 1 });
  await form.getByRole("textbox", { name: "Brand", exact: true }).fill("Acme");
  await form.getByLabel("Short description").fill("Soft, absorbent and sterile.");
  await form.getByLabel("Catalog price ($)").fill("24.50");
  await form.getByLabel("Stock", { exact: true }).fill("40");
  await form.getByLabel("Quick fact 1 label").fill("Species");
  await form.getByLabel("Quick fact 1 value").fill("Equine");
  await shot(page, "vendor-listing-new");
  await form.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/vendor\/listings\/\d+\?created=1/);
  await expect(page.getByText("Listing created. Add its pictures below.")).toBeVisible();

  // A real PNG, drawn here; the server checks it by content and re-encodes it into three sizes.
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0d8573" } })
    .png()
    .toBuffer();
  await page.getByLabel(/Add a picture/).setInputFiles({ name: "gauze.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByRole("img", { name: "Picture 1" })).toBeVisible();
  await shot(page, "vendor-listing-edit");

  // On the storefront: the name, the SKU and the uploaded picture (not a drawn placeholder).
  await page.getByRole("link", { name: "View on the storefront" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("sku").first()).toHaveText(sku);
  const picture = page.getByRole("img", { name }).first();
  await expect(picture).toHaveAttribute("src", /\/media\/products\/large\/u\d+-[0-9a-f]{16}\.webp/);
});

test("the vendor edits stock of several listings at once from the listings table", async ({ page }) => {
  test.setTimeout(120_000);
  const product = seededProduct((p) => p.vendorId === 1 && p.type === "simple");
  await signInVendor(page);
  await page.goto(`/vendor/listings?q=${encodeURIComponent(product.sku)}`);
  const stock = page.getByLabel(`Stock of ${product.sku}`);
  await expect(stock).toBeVisible();

  // inline: type a stock and save
  await stock.fill("55");
  await page.getByRole("button", { name: "Save changes (1)" }).click();
  await expect(page.getByText("Saved 1 listing.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Stock of ${product.sku}`)).toHaveValue("55");

  // selected rows: one stock for every selected row
  await page.getByLabel(`Select ${product.sku}`).check();
  await page.getByLabel("Stock for selected").fill("60");
  await page.getByRole("button", { name: "Apply to 1 selected" }).click();
  await expect(page.getByLabel(`Stock of ${product.sku}`)).toHaveValue("60");
  await page.getByRole("button", { name: "Save changes (1)" }).click();
  await expect(page.getByText("Saved 1 listing.")).toBeVisible();
  await shot(page, "vendor-listings-bulk");
});

test("the statement page shows the month's commission and offers the PDF", async ({ page }) => {
  await signInVendor(page);
  await expect(page.getByRole("img", { name: /Bar chart of gross sales per day/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Statements" }).click();
  await expect(page.getByRole("heading", { name: /^Statement \d{4}-\d{2}$/ })).toBeVisible();
  await expect(page.getByText(/commission for your shop is/)).toBeVisible();
  await expect(page.getByText(/^Commission \(\d+(\.\d+)?%\)$/)).toBeVisible();
  await expect(page.getByText("Net payout", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    /\/api\/vendor\/v1\/statements\/\d{4}-\d{2}\/pdf/,
  );
  await shot(page, "vendor-statements");
});

test("the vendor adds variations and a video link; the product page offers the options and the video", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sku = `E2V-${Date.now().toString(36).toUpperCase()}`;
  const name = `Nitrile exam gloves ${sku}`;
  await signInVendor(page);
  await page.goto("/vendor/listings/new");
  const form = page.getByRole("form", { name: "New listing" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("SKU", { exact: true }).fill(sku);
  await form.getByLabel("Category").selectOption({ index: 1 });
  await form.getByLabel("Catalog price ($)").fill("20");
  await form.getByLabel("Stock", { exact: true }).fill("10");
  for (const [i, size, price] of [
    [1, "Small", "18.50"],
    [2, "Large", "22"],
  ] as const) {
    await form.getByRole("button", { name: "Add a variation" }).click();
    await form.getByLabel(`Variation ${i} option`).fill(size);
    await form.getByLabel(`Variation ${i} sku`).fill(`${sku}-${size[0]}`);
    await form.getByLabel(`Variation ${i} price ($)`).fill(price);
    await form.getByLabel(`Variation ${i} stock`).fill("5");
  }
  await shot(page, "vendor-listing-variations");
  await form.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/vendor\/listings\/\d+\?created=1/);
  await expect(page.getByLabel("Variation 2 option").filter({ visible: true })).toHaveValue("Large");

  await page.getByLabel("YouTube or Vimeo link").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByText("YouTube: dQw4w9WgXcQ")).toBeVisible();
  await page.getByLabel("YouTube or Vimeo link").fill("https://example.com/clip");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByText(/Only YouTube and Vimeo links are accepted/)).toBeVisible();

  await page.getByRole("link", { name: "View on the storefront" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Small" }).first()).toBeAttached();
  await expect(page.getByRole("radio", { name: "Large" }).first()).toBeAttached();
  await expect(page.getByRole("button", { name: `Play video: ${name}` }).first()).toBeVisible();
});
