import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "./fixtures";
import { buyableOf } from "./cart-helpers";

const MANAGER = { email: "manager@dvm.demo", password: "DemoManager#2026" };
const VENDOR = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };
const OPERATOR = { email: "operator@dvm.demo", password: "DemoOperator#2026" };
const SHOTS = "/tmp/inventory-shots";
// a cold server on a busy machine: every wait on the screen gets more time than the default 10 s
const see = expect.configure({ timeout: 45_000 });

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/auth/signin?callbackUrl=%2Fclinic%2Finventory");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await see(page.getByRole("heading", { name: /^Inventory at / })).toBeVisible();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, tag] of [
    [1280, "d"],
    [375, "m"],
  ] as const) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${tag}-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function contextPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a lot shipped 45 days from expiry is received, expires soon, falls below par, is ordered again and quarantined on recall", async ({
  page: clinic,
  browser,
}) => {
  test.setTimeout(300_000);
  const lot = `INV${Date.now()}`;
  const expiry = isoIn(45);
  const recallNumber = `D-${Date.now() % 10000}-2027`;

  // The clinic manager orders 6 for Heartland North, of a Sandhill product no other vendor sells (so the
  // par list's best offer is Sandhill's own listing).
  await signIn(clinic, MANAGER);
  let product: ReturnType<typeof buyableOf>[number] | undefined;
  for (const p of buyableOf(1)) {
    const offers = (await (await clinic.request.get(`/api/products/${p.id}/offers`)).json()) as { offers: unknown[] };
    if (offers.offers.length === 1) {
      product = p;
      break;
    }
  }
  if (!product) throw new Error("the seed has a buyable Sandhill product sold by no one else");
  await clinic.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: 1 } });
  const add = await clinic.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: product.id, vendor_id: 1, quantity: 6 },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  await clinic.goto("/checkout");
  await clinic.getByRole("button", { name: "Place order" }).click();
  await see(clinic).toHaveURL(/\/order-placed\?ids=/);
  const orderNumbers = await clinic.getByRole("link", { name: /^DVM-/ }).allTextContents();

  // Sandhill Surgical ships it with a lot that expires in 45 days.
  const vendor = await contextPage(browser);
  await vendor.goto("/vendor/signin");
  await vendor.getByLabel("Vendor email").fill(VENDOR.email);
  await vendor.getByLabel("Password").fill(VENDOR.password);
  await vendor.getByRole("button", { name: "Sign in as vendor" }).click();
  await see(vendor.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  let ours = "";
  for (const orderNumber of orderNumbers) {
    await vendor.goto(`/vendor/orders?q=${encodeURIComponent(orderNumber)}`);
    const link = vendor.getByRole("link", { name: orderNumber });
    if ((await link.count()) === 0) continue;
    await link.click();
    await vendor.getByLabel("Carrier").fill("UPS");
    await vendor.getByLabel("Tracking number").fill("1ZINVENTORY1");
    await vendor.getByLabel("Lot").fill(lot);
    await vendor.getByLabel("Expiry").fill(expiry);
    await vendor.getByRole("button", { name: "Record shipment" }).click();
    await see(vendor.getByText("Shipment recorded; the buyer has been notified.")).toBeVisible();
    ours = orderNumber;
    break;
  }
  expect(ours, "the vendor found its order").not.toBe("");

  // The clinic receives it on the order's page.
  await clinic.getByRole("link", { name: ours }).click();
  const parcel = clinic.getByRole("listitem", { name: "Shipment 1ZINVENTORY1" });
  await parcel.getByRole("button", { name: "Mark received" }).click();
  await see(parcel.getByLabel(`Received of ${product.name}`)).toHaveValue("6");
  await shot(clinic, "order-receiving");
  await parcel.getByRole("button", { name: "Confirm receipt" }).click();
  await see(parcel.getByText(/Received on .+ by /)).toBeVisible();

  // On hand, in the "expiring" list (within 60 days), with its notification.
  await clinic.goto("/clinic");
  await clinic.getByRole("navigation", { name: "Clinic" }).getByRole("link", { name: "Inventory" }).click();
  await see(clinic.getByRole("heading", { name: "Inventory at Heartland North" })).toBeVisible();
  await clinic.getByLabel("Show").selectOption({ label: "Expiring within 90 days" });
  await clinic.getByRole("button", { name: "Filter" }).click();
  const row = clinic.getByRole("row").filter({ hasText: lot });
  await see(row).toContainText("Within 60 days");
  await see(row.getByRole("cell", { name: "6", exact: true })).toBeVisible();
  await clinic.goto("/notifications");
  const told = clinic.getByRole("link", { name: /^Expires within 60 days: / }).first();
  await see(told).toBeVisible();
  await see(told).toHaveAttribute("href", /\/clinic\/inventory\?location_id=\d+&filter=expiring/);

  // The manager sets par 5; using 3 lowers it below par.
  await clinic.goto(`/clinic/inventory?q=${lot}`);
  await row.getByRole("spinbutton", { name: `Par level for ${product.name}` }).fill("5");
  await row.getByRole("button", { name: "Set par" }).click();
  await see(row.getByText("Par level saved.")).toBeVisible();
  await row.getByRole("button", { name: `Record a change to ${product.name}, lot ${lot}` }).click();
  const record = clinic.getByRole("form", { name: `Record a change to ${product.name}, lot ${lot}` });
  await record.getByLabel("Reason").selectOption("used");
  await record.getByLabel("Units").fill("3");
  await record.getByRole("button", { name: "Save" }).click();
  await see(row.getByRole("cell", { name: "3", exact: true })).toBeVisible();

  // The par list offers it again from Sandhill Surgical and puts it in North's cart.
  const below = clinic.getByRole("region", { name: /Below par/ });
  await see(below.getByRole("row").filter({ hasText: product.name })).toContainText("Sandhill Surgical");
  await shot(clinic, "inventory");
  await below.getByRole("button", { name: "Add all to Heartland North's cart" }).click();
  await see(below.getByText("Added 1 product to Heartland North's cart.")).toBeVisible();

  // The lot's history names who did what.
  await row.getByRole("link", { name: /History/ }).click();
  await see(clinic.getByRole("heading", { name: `${product.name}, lot ${lot}` })).toBeVisible();
  await see(clinic.getByRole("row").filter({ hasText: "Used" })).toContainText("-3");
  await shot(clinic, "lot-history");

  await clinic.goto("/cart");
  await see(clinic.getByRole("main").getByText(product.name).first()).toBeVisible();
  await clinic.goBack();

  // A recall of the lot says how many units are on hand; acknowledging quarantines them.
  const operator = await contextPage(browser);
  await operator.goto(`/admin/signin?callbackUrl=${encodeURIComponent("/admin/recalls")}`);
  await operator.getByLabel("Email").fill(OPERATOR.email);
  await operator.getByLabel("Password").fill(OPERATOR.password);
  await operator.getByRole("button", { name: "Sign in" }).click();
  await see(operator.getByRole("navigation", { name: "Console" })).toBeVisible();
  await operator.goto("/admin/recalls");
  const csv = [
    "Recall Number,Classification,Product Description,Recalling Firm,Reason for Recall,Code Info",
    `${recallNumber},Class II,"${product.name.replace(/"/g, '""')}, SKU ${product.sku}","Sandhill Surgical, Inc.",Particulate matter.,"Lot #: ${lot}"`,
  ].join("\n");
  await operator
    .getByLabel("Recall CSV file")
    .setInputFiles({ name: "recalls.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await operator.getByRole("button", { name: "Check file" }).click();
  await operator.getByRole("button", { name: "Import recalls" }).click();
  await see(operator.getByText("Imported 1 recall; 1 clinic location notified.")).toBeVisible();

  await clinic.goto("/compliance/recalls");
  const notice = clinic.getByRole("listitem", { name: `Recall ${recallNumber}` });
  await see(notice).toContainText("3 units of these lots still on hand at Heartland North");
  await notice.getByRole("button", { name: "Quarantine 3 units and acknowledge" }).click();
  const confirm = clinic.getByRole("alertdialog", { name: `Quarantine 3 units of recall ${recallNumber}?` });
  await shot(clinic, "recall-quarantine");
  await confirm.getByRole("button", { name: "Quarantine and acknowledge" }).click();
  await see(notice.getByText(/Checked: acknowledged by .+ on /)).toBeVisible();
  await clinic.goto(`/clinic/inventory?q=${lot}`);
  await see(clinic.getByText("No lot matches these filters.")).toBeVisible();

  // The dashboard charts spending and the stock's value, each with its table.
  await clinic.goto("/clinic/spending");
  await see(clinic.getByRole("heading", { name: "Stock value by location" })).toBeVisible();
  await see(clinic.getByRole("img", { name: "Spending by vendor" })).toBeVisible();
  await see(clinic.getByRole("table", { name: "Spending by vendor" })).toContainText("Sandhill Surgical");
  await shot(clinic, "dashboard");
});
