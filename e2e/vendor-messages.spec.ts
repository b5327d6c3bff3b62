import { expect, test, type Page } from "./fixtures";
import { DEMO, signIn } from "./helpers";
import { shot } from "./cart-helpers";

const VENDOR = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };
const STAFF = { email: "vendorstaff@dvm.demo", password: "DemoStaff#2026" };
const VENDOR_SLUG = "sandhill-surgical"; // vendor 1

async function vendorSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/vendor/signin");
  await page.getByLabel("Vendor email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

test("a buyer writes to the vendor; the vendor answers from the portal and the buyer sees it live", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const token = Date.now().toString(36); // this run's messages, apart from earlier runs'
  const question = `Is the large size back in stock? (${token})`;
  const answer = `Yes, it ships again from Monday. (${token})`;

  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await signIn(buyer, DEMO.buyer, `/vendors/${VENDOR_SLUG}`);
  await buyer.getByRole("button", { name: /^Chat with / }).click(); // the launcher the vendor page shows
  const chat = buyer.getByRole("dialog", { name: /^Chat with / });
  await expect(chat).toBeVisible();
  await chat.getByLabel(/^Message to /).fill(question);
  await chat.getByRole("button", { name: "Send message" }).click();
  await expect(chat.getByRole("log").getByText(question)).toBeVisible();
  await expect(buyer.locator("html[data-live=ready]")).toHaveCount(1);

  const vendorCtx = await browser.newContext();
  const vendor = await vendorCtx.newPage();
  await vendorSignIn(vendor, VENDOR);
  await vendor.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Messages" }).click();
  await expect(vendor.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
  const row = vendor.getByRole("list", { name: "Conversations" }).getByRole("link", { name: new RegExp(token) });
  await expect(row).toContainText("unread");
  await shot(vendor, "vendor-messages");
  await row.click();
  await expect(vendor.getByRole("list", { name: "Messages in this conversation" }).getByText(question)).toBeVisible();
  await vendor.getByLabel("Your reply").fill(answer);
  await vendor.getByRole("button", { name: "Send reply" }).click();
  await expect(vendor.getByRole("list", { name: "Messages in this conversation" }).getByText(answer)).toBeVisible();
  await shot(vendor, "vendor-conversation");

  // The open chat shows the answer without a reload.
  await expect(chat.getByRole("log").getByText(answer)).toBeVisible({ timeout: 3000 });

  // An empty reply is refused with a sentence and sends nothing.
  await vendor.getByLabel("Your reply").fill("   ");
  await vendor.getByRole("button", { name: "Send reply" }).click();
  await expect(vendor.getByText("Type a message first.")).toBeVisible();

  // Another vendor's conversation id is not found; a buyer never opens the inbox.
  await vendor.goto("/vendor/messages/2147483647");
  await expect(vendor.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await buyer.goto("/vendor/messages");
  await expect(buyer.getByRole("heading", { name: "The vendor portal is for vendor accounts" })).toBeVisible();
  await buyerCtx.close();
  await vendorCtx.close();
});

test("the owner creates a coupon; staff may only look; the dashboard shows its panels", async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await vendorSignIn(page, VENDOR);
  await expect(page.getByRole("heading", { name: "Top products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Open requests" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Low stock" })).toBeVisible();
  await shot(page, "vendor-dashboard-panels");

  await page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Coupons" }).click();
  await expect(page.getByRole("heading", { name: "Coupons" })).toBeVisible();
  const form = page.getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Discount type").selectOption("percent");
  await form.getByLabel("Discount value").fill("101");
  await form.getByLabel("Valid until").fill("2099-12-31");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText("A percent off is a whole number from 1 to 100.")).toBeVisible();

  await form.getByLabel("Discount value").fill("10");
  await form.getByLabel("Minimum order ($)").fill("50");
  await form.getByLabel("Usage").selectOption("per_buyer");
  await form.getByLabel("Uses per buyer").fill("2");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText(`Coupon ${code} created.`)).toBeVisible();
  const table = page.getByRole("table", { name: "Your coupons" });
  await expect(table.getByRole("row", { name: new RegExp(code) })).toContainText("10% off");
  await expect(table.getByRole("row", { name: new RegExp(code) })).toContainText("2 per buyer");
  await shot(page, "vendor-coupons");

  await page.context().clearCookies();
  await vendorSignIn(page, STAFF);
  await page.goto("/vendor/coupons");
  await expect(page.getByText("Your role (staff) can see coupons but not create or change them")).toBeVisible();
  await expect(page.getByRole("form", { name: "New coupon" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Your coupons" }).getByText(code)).toBeVisible();
});
