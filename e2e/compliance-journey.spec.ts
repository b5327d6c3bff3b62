import { expect, test, type Browser, type Page } from "./fixtures";
import { buyableFromVendors } from "./cart-helpers";
import { DEMO, seededProduct, signIn } from "./helpers";

const OPERATOR = { email: "operator@dvm.demo", password: "DemoOperator#2026" };
const VENDOR = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };
// a one-person clinic with no credentials at all, so the demo buyer stays without a DEA registration
// for compliance.spec.ts
const CLINIC = DEMO.lowLevel;
// (7+5+3) + 2*(6+4+2) = 39: the check digit is 9
const GOOD_DEA = "BL7654329";
const BAD_DEA = "BL7654321";

const controlled = seededProduct(
  (p) =>
    p.regulatoryClass === "CIII" &&
    p.type === "simple" &&
    p.inStock === "Y" &&
    p.quantity > 5 &&
    (p.seePrice === "without_login" || p.seePrice === "login") &&
    p.level <= 1 &&
    p.vendorId !== 407 &&
    !p.minimumOrder &&
    (p.priceCents ?? p.priceCatalogCents) > 0,
);

async function contextPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function operatorSignIn(page: Page, callbackUrl: string) {
  await page.goto(`/admin/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

async function vendorSignIn(page: Page) {
  await page.goto("/vendor/signin");
  await page.getByLabel("Vendor email").fill(VENDOR.email);
  await page.getByLabel("Password").fill(VENDOR.password);
  await page.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("a clinic without a DEA registration adds one (a bad check digit first), the operator verifies it, the clinic buys a Schedule III product", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const clinic = await contextPage(browser);
  await signIn(clinic, CLINIC);

  // Refused first, naming what is missing.
  await clinic.goto(`/${controlled.slug}`);
  await expect(clinic.getByText("Schedule III controlled").first()).toBeVisible();
  await clinic.getByRole("button", { name: "Add To Cart" }).click();
  await expect(clinic.getByText(/Add a DEA registration for .+ that covers Schedule III\./)).toBeVisible();

  // A wrong check digit is refused and nothing is saved; the right number is saved, waiting for verification.
  await clinic.goto("/compliance");
  const dea = clinic.getByRole("form", { name: "Add a DEA registration" });
  await dea.getByLabel("DEA number").fill(BAD_DEA);
  await dea.getByLabel("Registered state").fill("MO");
  await dea.getByLabel("Expires on").fill("2030-06-30");
  await dea.getByRole("button", { name: "Save DEA registration" }).click();
  await expect(clinic.getByRole("main").getByRole("alert")).toHaveText("The DEA number's check digit does not match.");
  await dea.getByLabel("DEA number").fill(GOOD_DEA);
  const savedDea = clinic.waitForResponse((r) => r.url().endsWith("/api/compliance/dea") && r.status() === 201);
  await dea.getByRole("button", { name: "Save DEA registration" }).click();
  await savedDea;
  await clinic.reload();
  await expect(clinic.getByText(`DEA ${GOOD_DEA}`)).toBeVisible();
  await expect(clinic.getByText(`DEA ${BAD_DEA}`)).toHaveCount(0);
  // controlled items also need a state licence where they ship
  const licence = clinic.getByRole("form", { name: "Add a state licence" });
  await licence.getByLabel("State").fill("MO");
  await licence.getByLabel("Licence number").fill("MO-VET-E2E-0042");
  await licence.getByLabel("Expires on").fill("2030-06-30");
  const savedLicence = clinic.waitForResponse((r) => r.url().endsWith("/api/compliance/licences") && r.ok());
  await licence.getByRole("button", { name: "Save state licence" }).click();
  await savedLicence;
  await clinic.reload();
  await expect(clinic.getByText("MO licence MO-VET-E2E-0042")).toBeVisible();

  // The operator verifies both from the console's credentials page.
  const operator = await contextPage(browser);
  await operatorSignIn(operator, "/admin/credentials");
  await operator.goto("/admin/credentials");
  const queue = operator.getByRole("table", { name: "DEA registrations and state licences to verify" });
  // the DEA's schedules and the registrant are shown beside the number
  await expect(queue.getByRole("row").filter({ hasText: `DEA ${GOOD_DEA}` })).toContainText("Schedules");
  for (const label of [`DEA ${GOOD_DEA}`, "MO licence MO-VET-E2E-0042"]) {
    const row = queue.getByRole("row").filter({ hasText: label });
    await row.getByRole("button", { name: "Verify" }).click();
    // once verified it leaves the queue for the list of verified ones
    await expect(row).toHaveCount(0);
    await expect(
      operator
        .getByRole("table", { name: "Verified DEA registrations and state licences" })
        .getByRole("row")
        .filter({ hasText: label }),
    ).toHaveCount(1);
  }

  // Now the clinic buys the Schedule III product.
  await clinic.goto("/compliance");
  await expect(
    clinic
      .getByRole("listitem")
      .filter({ hasText: `DEA ${GOOD_DEA}` })
      .getByText("Verified"),
  ).toBeVisible();
  await clinic.goto(`/${controlled.slug}`);
  await clinic.getByRole("button", { name: "Add To Cart" }).click();
  await expect(clinic.getByRole("status").filter({ hasText: /cart/i }).first()).toBeVisible();
  await clinic.goto("/checkout");
  await clinic.getByRole("button", { name: "Place order" }).click();
  await expect(clinic).toHaveURL(/\/order-placed\?ids=/);
  await expect(clinic.getByRole("link", { name: /^DVM-/ }).first()).toBeVisible();
});

test("the operator imports a recall of a lot the buyer received; the buyer acknowledges it once", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const product = buyableFromVendors(200).find((p) => p.vendorId === 1)!;
  expect(product, "the seed has a buyable product of vendor 1 (Sandhill Surgical)").toBeTruthy();
  // a lot number carries digits, as real ones do (the Code Info reader does not take a word for a lot)
  const lot = `RCL${Date.now()}`;
  const recallNumber = `D-${Date.now() % 10000}-2026`;

  // The buyer orders it and the vendor ships it with a lot.
  const buyer = await contextPage(browser);
  await signIn(buyer, DEMO.buyer);
  const add = await buyer.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: product.id, vendor_id: product.vendorId, quantity: 1 },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  await buyer.goto("/checkout");
  await buyer.getByRole("button", { name: "Place order" }).click();
  await expect(buyer).toHaveURL(/\/order-placed\?ids=/);
  const orderNumbers = await buyer.getByRole("link", { name: /^DVM-/ }).allTextContents();

  const vendor = await contextPage(browser);
  await vendorSignIn(vendor);
  let shipped = false;
  for (const orderNumber of orderNumbers) {
    await vendor.goto(`/vendor/orders?q=${encodeURIComponent(orderNumber)}`);
    const link = vendor.getByRole("link", { name: orderNumber });
    if ((await link.count()) === 0) continue; // another vendor's part of the checkout
    await link.click();
    await expect(vendor.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    await vendor.getByLabel("Carrier").fill("UPS");
    await vendor.getByLabel("Tracking number").fill("1ZRECALL01");
    await vendor.getByLabel("Lot").fill(lot);
    await vendor.getByLabel("Expiry").fill("2030-06-30");
    await vendor.getByRole("button", { name: "Record shipment" }).click();
    await expect(vendor.getByText("Shipment recorded; the buyer has been notified.")).toBeVisible();
    shipped = true;
    break;
  }
  expect(shipped, "the vendor found its order").toBe(true);

  // The operator checks the recall file (dry run), sees the buyer's clinic, and imports it.
  const csv = [
    "Recall Number,Classification,Product Description,Recalling Firm,Reason for Recall,Code Info,Recall Initiation Date,Status",
    `${recallNumber},Class II,"${product.name.replace(/"/g, '""')}, SKU ${product.sku}","Sandhill Surgical, Inc.",Sterility cannot be assured.,"Lot #: ${lot}; Exp 06/2030",11/20/2026,Ongoing`,
  ].join("\n");
  const operator = await contextPage(browser);
  await operatorSignIn(operator, "/admin/recalls");
  await operator.goto("/admin/recalls");
  await operator
    .getByLabel("Recall CSV file")
    .setInputFiles({ name: "recalls.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await operator.getByRole("button", { name: "Check file" }).click();
  const preview = operator.getByRole("region", { name: "Import recalls" });
  await expect(preview.getByText(/Ready: 1 recall to import, 1 clinic location\(s\) to notify\./)).toBeVisible();
  await expect(preview.getByText(/Riverbend Animal Hospital/)).toBeVisible();
  await operator.getByRole("button", { name: "Import recalls" }).click();
  await expect(operator.getByText("Imported 1 recall; 1 clinic location notified.")).toBeVisible();
  await operator.getByRole("link", { name: recallNumber }).click();
  await expect(operator.getByRole("heading", { name: `Recall ${recallNumber} · Class II` })).toBeVisible();
  await expect(operator.getByRole("cell", { name: "Not yet" })).toBeVisible();

  // The buyer reads it in the notifications and acknowledges it on the recall page, once.
  await buyer.goto("/notifications");
  await expect(buyer.getByText(new RegExp(`recall ${recallNumber}`)).first()).toBeVisible();
  await buyer.goto("/compliance/recalls");
  const notice = buyer.getByRole("listitem", { name: `Recall ${recallNumber}` });
  await expect(notice.getByText(lot).first()).toBeVisible();
  await expect(notice.getByText(/What to do: stop using these lots/)).toBeVisible();
  await notice.getByRole("button", { name: `I have checked my stock for recall ${recallNumber}` }).click();
  await expect(notice.getByText(/Checked: acknowledged by .+ on /)).toBeVisible();
  await expect(notice.getByRole("button")).toHaveCount(0);

  // The operator sees it acknowledged.
  await operator.reload();
  await expect(operator.getByRole("cell", { name: /by / })).toBeVisible();
  await expect(operator.getByText("Every location told more than 24 hours ago has acknowledged.")).toBeVisible();
});
