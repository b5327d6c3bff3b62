import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { buyableFromVendors, shot } from "./cart-helpers";

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
  await buyer.getByRole("link", { name: "Order details (sign in)" }).click();
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
