import { expect, test, type Page } from "@playwright/test";
import { DEMO, seededProduct, signIn } from "./helpers";
import { shot } from "./cart-helpers";

// A vendor's order desk does its whole day in the browser: a listing, its order shipped in two parcels,
// a sample answered, the month's statement; then the shop's coupons, team and API keys, each screen at
// 375 and 1280 px. Nothing here reads the OpenAPI document; the buyer's side is only what starts the work.

const OWNER = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };

async function vendorSignIn(page: Page) {
  await page.goto("/vendor/signin");
  await page.getByLabel("Vendor email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** Every console error and uncaught exception of a page, to be empty at the end of the journey. */
function watchErrors(page: Page, into: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error") into.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => into.push(`${page.url()}: ${e.message}`));
}

/** At phone width the page itself never scrolls sideways (a table scrolls inside its card instead). */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const nav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name, exact: true }).click();

test("the vendor's day: a listing, its order shipped in two parcels, a sample answered, the statement", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const sku = `DAY-${Date.now().toString(36).toUpperCase()}`;
  const name = `Suture kit ${sku}`;

  // The listing.
  const vendorCtx = await browser.newContext();
  const vendor = await vendorCtx.newPage();
  watchErrors(vendor, errors);
  await vendorSignIn(vendor);
  await nav(vendor, "Listings");
  await vendor.getByRole("link", { name: "New listing" }).click();
  const form = vendor.getByRole("form", { name: "New listing" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("SKU", { exact: true }).fill(sku);
  await form.getByLabel("Category").selectOption({ index: 1 });
  await form.getByLabel("Catalog price ($)").fill("30");
  await form.getByLabel("Stock", { exact: true }).fill("40");
  await form.getByRole("button", { name: "Create listing" }).click();
  await expect(vendor).toHaveURL(/\/vendor\/listings\/\d+\?created=1/);
  const listingId = Number(/\/vendor\/listings\/(\d+)/.exec(vendor.url())![1]);

  // An unsaved stock change in the listings table asks before the page is left; staying keeps it.
  await vendor.goto(`/vendor/listings?q=${encodeURIComponent(sku)}`);
  await vendor.getByLabel(`Stock of ${sku}`).fill("45");
  let asked = "";
  vendor.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await nav(vendor, "Orders");
  expect(asked).toMatch(/1 changed listing is not saved yet/);
  await expect(vendor).toHaveURL(/\/vendor\/listings/);
  await expect(vendor.getByLabel(`Stock of ${sku}`)).toHaveValue("45");
  await vendor.getByRole("button", { name: "Save changes (1)" }).click();
  await expect(vendor.getByText("Saved 1 listing.")).toBeVisible();

  // The buyer orders three; the buyer also asks for a sample of the shop's sample product.
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  watchErrors(buyer, errors);
  await signIn(buyer, DEMO.buyer);
  const added = await buyer.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: listingId, vendor_id: 1, quantity: 3 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await buyer.goto("/checkout");
  await buyer.getByRole("button", { name: "Place order" }).click();
  await expect(buyer).toHaveURL(/\/order-placed\?ids=/);
  const sample = seededProduct((p) => p.sampleProduct && p.vendorId === 1 && p.type !== "variation");
  // The sample is asked by Heartland's manager: the demo buyer's monthly allowance is spent by other journeys.
  const asker = await browser.newContext();
  const signedIn = await asker.request.post("/api/auth/sign-in/email", {
    data: { email: "manager@dvm.demo", password: "DemoManager#2026" },
    headers: { origin: new URL(buyer.url()).origin },
  });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  const sampleAsked = await asker.request.post("/api/ask-for-sample", {
    data: { customer_id: "demo-clinic-manager", vendor_id: 1, product_id: sample.id },
    headers: { origin: new URL(buyer.url()).origin },
  });
  expect(((await sampleAsked.json()) as { success: boolean }).success, await sampleAsked.text()).toBe(true);
  await asker.close();

  // The order: found by the listing's SKU, accepted, shipped one now and two later, then delivered.
  await nav(vendor, "Orders");
  await vendor.getByLabel("Order number, clinic or product").fill(sku);
  await vendor.getByRole("button", { name: "Filter" }).click();
  await vendor.getByRole("link", { name: /^DVM-/ }).first().click();
  const heading = vendor.getByRole("heading", { name: /^Order DVM-/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.textContent())!.replace(/^Order /, "").trim();
  await vendor.getByRole("button", { name: "Accept order" }).click();
  await expect(vendor.getByText("Order accepted.")).toBeVisible();
  await vendor.getByLabel("Carrier").fill("UPS");
  await vendor.getByLabel("Tracking number").fill("1ZDAY00001");
  await vendor.getByLabel("Quantity (3 left)").fill("1");
  await vendor.getByLabel("Lot").fill("LOT-DAY-1");
  await vendor.getByLabel("Expiry").fill("2030-06-30");
  await vendor.getByRole("button", { name: "Record shipment" }).click();
  await expect(vendor.getByText("Shipment recorded; the buyer has been notified.")).toBeVisible();
  await expect(vendor.getByRole("heading", { name: "Shipments" })).toBeVisible();
  await expect(vendor.getByLabel("Quantity (2 left)")).toBeVisible();
  await shot(vendor, "vendor-day-partial");
  await vendor.getByLabel("Tracking number").fill("1ZDAY00002");
  await vendor.getByLabel("Quantity (2 left)").fill("2");
  await vendor.getByLabel("Lot").fill("LOT-DAY-2");
  await vendor.getByLabel("Expiry").fill("2030-06-30");
  await vendor.getByRole("button", { name: "Record shipment" }).click();
  await expect(vendor.getByText("Shipment recorded; the buyer has been notified.")).toBeVisible();
  await vendor.getByRole("button", { name: "Mark delivered" }).click();
  await expect(vendor.getByText("Marked delivered.")).toBeVisible();

  // The sample: approved from the pending list, then marked sent with its tracking number.
  await nav(vendor, "Requests");
  await vendor.getByRole("link", { name: "Sample requests" }).click();
  await expect(vendor).toHaveURL(/type=sample/);
  await expect(vendor.getByLabel("Kind")).toHaveValue("sample");
  await vendor.getByLabel("Status").selectOption("pending");
  await vendor.getByRole("button", { name: "Filter" }).click();
  await expect(vendor).toHaveURL(/status=pending/);
  await fitsAPhone(vendor);
  // newest first: the buyer's request above (or, if the seed already held one pending, that one)
  const approve = vendor.getByRole("form", { name: /^Approve sample of / }).first();
  await expect(approve).toBeVisible();
  const approveLabel = (await approve.getAttribute("aria-label"))!;
  const sampleName = approveLabel.replace(/^Approve sample of /, "");
  const pendingForms = vendor.getByRole("form", { name: approveLabel, exact: true });
  const pendingBefore = await pendingForms.count();
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(pendingForms).toHaveCount(pendingBefore - 1);
  await vendor.goto("/vendor/requests?type=sample&status=approved");
  const sentForms = vendor.getByRole("form", { name: `Mark sample of ${sampleName} sent`, exact: true });
  await expect(sentForms.first()).toBeVisible();
  const sentBefore = await sentForms.count();
  await sentForms.first().getByLabel("Tracking number").fill("1ZSAMPLEDAY");
  await sentForms.first().getByRole("button", { name: "Mark sent" }).click();
  await expect(sentForms).toHaveCount(sentBefore - 1); // it left the approved list
  await vendor.goto("/vendor/requests?type=sample&status=shipped");
  const row = vendor.getByRole("table", { name: "Your sample requests" }).getByRole("row", { name: /1ZSAMPLEDAY/ });
  await expect(row).toContainText("Approved");
  await expect(row).toContainText("Sent, tracking 1ZSAMPLEDAY");
  await shot(vendor, "vendor-day-samples");

  // The month's statement names the delivered order.
  await nav(vendor, "Statements");
  await expect(vendor.getByRole("heading", { name: /^Statement \d{4}-\d{2}$/ })).toBeVisible();
  await expect(vendor.getByRole("table", { name: /^Orders delivered in/ }).getByText(orderNumber)).toBeVisible();
  await shot(vendor, "vendor-day-statement");

  expect(errors, "console errors during the vendor's day").toEqual([]);
  await buyerCtx.close();
  await vendorCtx.close();
});

test("the owner edits, ends and reactivates a coupon; handles an invitation; makes an expiring key and copies it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  watchErrors(page, errors);
  await vendorSignIn(page);

  // Coupons: created, edited, ended after a confirmation, reactivated until the end it had.
  const code = `DAY${Date.now().toString(36).toUpperCase()}`;
  await nav(page, "Coupons");
  const create = page.getByRole("form", { name: "New coupon" });
  await create.getByLabel("Code", { exact: true }).fill(code);
  await create.getByLabel("Discount value").fill("10");
  await create.getByLabel("Valid until").fill("2099-12-31");
  await create.getByRole("button", { name: "Create coupon" }).click();
  await expect(create.getByText(`Coupon ${code} created.`)).toBeVisible();
  const table = page.getByRole("table", { name: "Your coupons" });
  const couponRow = table.getByRole("row", { name: new RegExp(code) });
  await couponRow.getByRole("link", { name: `Edit ${code}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${code}` });
  await edit.getByLabel("Discount value").fill("15");
  await edit.getByRole("button", { name: "Save coupon" }).click();
  await expect(edit.getByText(`Coupon ${code} saved.`)).toBeVisible();
  await expect(couponRow).toContainText("15% off");
  await edit.getByRole("link", { name: "Done" }).click();
  await couponRow.getByRole("button", { name: `End ${code} now` }).click();
  const endDialog = page.getByRole("alertdialog", { name: `End ${code} now?` });
  await expect(endDialog).toContainText("until its end date, 2099-12-31");
  await endDialog.getByRole("button", { name: "End coupon" }).click();
  await expect(couponRow).toContainText("ended");
  await couponRow.getByRole("button", { name: `Reactivate until 2099-12-31 (${code})` }).click();
  await expect(couponRow.getByRole("link", { name: `Edit ${code}` })).toBeVisible();
  await expect(couponRow).toContainText("active");
  await fitsAPhone(page);
  await shot(page, "vendor-day-coupons");

  // Team: an invitation is pending, cannot be made owner, is resent and revoked.
  const email = `day-${Date.now()}@clinic.test`;
  await nav(page, "Team");
  await page.getByLabel("Name").fill("Dee Invitee");
  await page.getByLabel("E-mail").fill(email);
  await expect(page.getByLabel("Role", { exact: true }).locator("option", { hasText: "owner" })).toHaveCount(0);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const pending = page.getByRole("table", { name: "Pending invitations" }).getByRole("row", { name: /Dee Invitee/ });
  await expect(pending).toContainText(/Valid until \d{4}-\d{2}-\d{2}/);
  await expect(page.getByLabel("Role of Dee Invitee").locator("option", { hasText: "owner" })).toHaveCount(0);
  await pending.getByRole("button", { name: "Resend the invitation to Dee Invitee" }).click();
  await expect(page.getByText(`A new invitation was sent to ${email}.`)).toBeVisible();
  await fitsAPhone(page);
  await shot(page, "vendor-day-team");
  await pending.getByRole("button", { name: "Revoke the invitation to Dee Invitee" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke invitation" }).click();
  await expect(page.getByText("The invitation to Dee Invitee was revoked.")).toBeVisible();

  // API keys: scopes and a last day chosen at creation, the key shown once with a copy button, revoked after a confirmation.
  const keyName = `Day sync ${Date.now().toString(36)}`;
  await nav(page, "API keys");
  const keyForm = page.getByRole("form", { name: "New API key" });
  await keyForm.getByLabel("Key name").fill(keyName);
  await keyForm.getByLabel("Last day it works (optional)").fill("2027-12-31");
  await keyForm.getByLabel(/^Orders:/).check();
  await keyForm.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByTestId("new-api-key")).toHaveText(/^dvmv_/);
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const keyRow = page.getByRole("table", { name: "Your API keys" }).getByRole("row", { name: new RegExp(keyName) });
  await expect(keyRow).toContainText("read, orders");
  await expect(keyRow).toContainText("2027-12-31");
  await fitsAPhone(page);
  await shot(page, "vendor-day-api-keys");
  await keyRow.getByRole("button", { name: `Revoke ${keyName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(keyRow).toContainText("Revoked");

  expect(errors, "console errors on the shop's screens").toEqual([]);
});
