import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "./fixtures";
import { buyableFromVendors } from "./cart-helpers";
import { operatorSignIn, openSection } from "./console-helpers";
import { DEMO, signIn } from "./helpers";

// A buyer returns one unit of a delivered invoice order; the vendor approves and receives it; the credit
// shows on both sides and the credit note downloads. Then a clinic manager uploads a tax-exemption
// certificate and the operator verifies it. Each new screen is looked at 375 and 1280 px wide.

const VENDOR = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };
const MANAGER = { email: "manager@dvm.demo", password: "DemoManager#2026" };
const SHOTS = "/tmp/returns-shots";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // the storefront's cookie notice and webinar banner would cover the screen being looked at
  for (const close of ["Close cookie notice", "Close webinar banner"]) {
    const button = page.getByRole("button", { name: close });
    if (await button.isVisible()) await button.click();
  }
  for (const [w, tag] of [
    [1280, "d"],
    [375, "m"],
  ] as const) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${tag}-${name}.png`, fullPage: true });
    // at phone width the page itself never scrolls sideways
    if (w === 375)
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function vendorSignIn(page: Page) {
  await page.goto("/vendor/signin");
  await page.getByLabel("Vendor email").fill(VENDOR.email);
  await page.getByLabel("Password").fill(VENDOR.password);
  await page.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** A vendor API call from the signed-in portal page (the session cookie, and the Origin the auth checks). */
async function vendorPost(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe.configure({ mode: "serial" });

test("a buyer returns one unit of a delivered invoice order; the vendor approves and receives it; the credit shows on both sides", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const product = buyableFromVendors(50).find((p) => p.vendorId === 1)!;
  expect(product, "a plain product of Sandhill Surgical (vendor 1) in the seed").toBeTruthy();

  // The order: two units, on invoice terms, shipped and delivered by the vendor. The product page says
  // the vendor's return window.
  const buyer = await newPage(browser);
  await signIn(buyer, DEMO.buyer);
  await buyer.goto(`/${product.slug}`);
  await expect(buyer.getByText("Returns accepted within 30 days of delivery.")).toBeVisible();
  const added = await buyer.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: product.id, vendor_id: product.vendorId, quantity: 2 },
    headers: { origin: new URL(buyer.url()).origin },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await buyer.goto("/checkout");
  await buyer.getByRole("button", { name: "Place order" }).click();
  await expect(buyer).toHaveURL(/\/order-placed\?ids=/);
  // the cart may hold other vendors' lines too: the order to return is Sandhill's
  let orderId = 0;
  for (const id of new URL(buyer.url()).searchParams.get("ids")!.split(",").map(Number)) {
    const { order } = (await (await buyer.request.get(`/api/orders/${id}`)).json()) as {
      order: { vendor: { id: number } };
    };
    if (order.vendor.id === 1) orderId = id;
  }
  expect(orderId).toBeGreaterThan(0);
  const vendor = await newPage(browser);
  await vendorSignIn(vendor);
  await openSection(vendor, "Settings", "Vendor portal");
  await expect(vendor.getByLabel("Return window (days after delivery; 0 for no returns)")).toHaveValue("30");
  await shot(vendor, "vendor-settings-return-window");
  await vendorPost(vendor, `/api/vendor/v1/orders/${orderId}/ship`, { carrier: "UPS", tracking_number: "1ZRET0001" });
  await vendorPost(vendor, `/api/vendor/v1/orders/${orderId}/deliver`, {});

  // The buyer asks to return one unit, with a reason from the list.
  await buyer.goto(`/user/order-details/${orderId}`);
  await expect(buyer.getByRole("heading", { name: "Returns" })).toBeVisible();
  await buyer.getByRole("button", { name: "Return items" }).click();
  await buyer.getByLabel("Quantity to return").first().selectOption("1");
  await buyer.getByLabel("Reason").first().selectOption({ label: "Arrived damaged" });
  await shot(buyer, "buyer-return-form");
  await buyer.getByRole("button", { name: "Ask for the return" }).click();
  await expect(buyer.getByText(/^Return RMA-.+ requested; the vendor will answer\.$/)).toBeVisible();
  const rmaArticle = buyer.getByRole("article", { name: /^Return RMA-/ });
  await expect(rmaArticle).toContainText("Requested");
  const rma = (await rmaArticle.getAttribute("aria-label"))!.replace(/^Return /, "");

  // The vendor finds it under Returns, approves it with a label note, then receives the parcel.
  await openSection(vendor, "Returns", "Vendor portal");
  await expect(vendor.getByRole("heading", { name: "Returns" })).toBeVisible();
  await vendor.getByLabel("RMA, order, clinic or product").fill(rma);
  await vendor.getByRole("button", { name: "Filter" }).click();
  await expect(vendor.getByText(rma)).toBeVisible();
  await shot(vendor, "vendor-returns-requested");
  await vendor.getByRole("button", { name: "Approve" }).click();
  await vendor.getByLabel("Label note for the buyer (optional)").fill("Use the prepaid UPS label we e-mailed.");
  await vendor.getByRole("button", { name: "Approve return" }).click();
  await expect(vendor.getByRole("cell", { name: "Approved" })).toBeVisible();
  await vendor.getByRole("button", { name: "Mark received" }).click();
  await expect(vendor.getByRole("alertdialog")).toContainText("refunded at once");
  await vendor.getByRole("button", { name: "Received: refund" }).click();
  const credit = vendor.getByText(/^CN-.+ \$\d+\.\d{2}$/);
  await expect(credit).toBeVisible();
  const creditNote = (await credit.textContent())!.split(" ")[0]!;
  await expect(vendor.getByRole("link", { name: "Credit note (PDF)" })).toBeVisible();
  await shot(vendor, "vendor-returns-received");

  // The statement lists the credit; the buyer's order page shows it and its credit note downloads.
  await openSection(vendor, "Statements", "Vendor portal");
  await expect(vendor.getByRole("heading", { name: /^Refunds in/ })).toBeVisible();
  await expect(vendor.getByRole("cell", { name: creditNote })).toBeVisible();
  await shot(vendor, "vendor-statement-refunds");

  await buyer.reload();
  await expect(rmaArticle).toContainText("Received");
  await expect(rmaArticle).toContainText(`Credit note ${creditNote}`);
  await shot(buyer, "buyer-order-credited");
  const download = buyer.waitForEvent("download");
  await buyer.getByRole("link", { name: "Download credit note (PDF)" }).click();
  expect((await download).suggestedFilename()).toBe(`${creditNote}.pdf`);
});

test("a clinic manager uploads a tax-exemption certificate for a location; the operator verifies it in the console", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = await newPage(browser);
  // signed in through the auth endpoint (the storefront's sign-in form is another journey's subject)
  await manager.goto("/auth/signin");
  const signedIn = await manager.request.post("/api/auth/sign-in/email", {
    data: MANAGER,
    headers: { origin: new URL(manager.url()).origin },
  });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  await manager.goto("/clinic/locations");
  await manager
    .getByRole("link", { name: / of Heartland/ })
    .first()
    .click();
  await expect(manager.getByRole("heading", { name: "Sales tax exemption" })).toBeVisible();
  await manager.getByLabel("Certificate number").fill("E2E-4455");
  await manager.getByLabel("Issuing state").fill("MO");
  await manager.getByLabel(/^Certificate \(PDF/).setInputFiles({
    name: "certificate.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% exemption certificate\n"),
  });
  await manager.getByRole("button", { name: "Upload certificate" }).click();
  await expect(manager.getByText("Certificate uploaded. The marketplace verifies it shortly.")).toBeVisible();
  await expect(manager.getByText("Waiting for verification")).toBeVisible();
  await shot(manager, "clinic-location-exemption");

  const operator = await newPage(browser);
  await operatorSignIn(operator, "/admin");
  await openSection(operator, "Tax exemptions");
  await expect(operator.getByRole("heading", { name: "Tax-exemption certificates" })).toBeVisible();
  await expect(operator.getByText("MO E2E-4455")).toBeVisible();
  await shot(operator, "console-tax-exemptions");
  await operator
    .getByRole("row", { name: /MO E2E-4455/ })
    .getByRole("button", { name: "Verify" })
    .click();
  await operator.getByRole("button", { name: "Verify certificate" }).click();
  await expect(operator.getByText("MO E2E-4455")).toHaveCount(0);

  await manager.reload();
  await expect(manager.getByText("Verified: orders to this location carry no sales tax")).toBeVisible();
});
