import { expect, test, type Page } from "./fixtures";
import { DEMO, seededProduct } from "./helpers";
import { emptyCart, shot } from "./cart-helpers";

// Money that moves, in the browser: a card checkout paid with the card provider's test card (the local
// test server stands in for the provider), shipped by the vendor, and paid out net of commission; then an
// invoice order the buyer cancels before the vendor confirms it, credited at once.

const OWNER = { email: "vendor@dvm.demo", password: "DemoVendor#2026" };
const sandhill = seededProduct(
  (p) =>
    p.vendorId === 1 &&
    p.type === "simple" &&
    p.inStock === "Y" &&
    p.quantity >= 10 &&
    p.level <= 5 &&
    p.seePrice !== "request" &&
    Boolean(p.priceCents ?? p.priceCatalogCents) &&
    p.regulatoryClass === "none" &&
    !p.minimumOrder &&
    (p.maxQuantityThreshold === null || p.maxQuantityThreshold >= 6),
);

/** A session through the sign-in API (the sign-in form has journeys of its own): the context keeps the cookie. */
async function signInByApi(page: Page, who: { email: string; password: string }) {
  await page.goto("/api/health");
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: who,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function addToCart(page: Page, quantity: number) {
  const added = await page.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: sandhill.id, vendor_id: 1, quantity },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
}

test("a card order is paid, shipped and paid out net of commission; an invoice order is cancelled and credited", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInByApi(page, DEMO.buyer);
  // an earlier journey's lines would become orders of other vendors in the same checkout
  await emptyCart(page, "demo-buyer");

  // The card checkout: one payment for the checkout, confirmed with the test card on the order's page.
  await addToCart(page, 2);
  await page.goto("/checkout");
  await page.getByRole("radio", { name: /Credit card/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-placed\?ids=/);
  await expect(page.getByText("awaiting card payment")).toBeVisible();
  await page.getByRole("link", { name: "Pay now" }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Card · Awaiting payment");
  const orderId = Number(/order-details\/(\d+)/.exec(page.url())![1]);
  const payButton = page.getByRole("button", { name: /with the test card/ });
  await expect(payButton).toBeVisible({ timeout: 20_000 });
  await payButton.click();
  await expect(page.getByTestId("payment-status")).toHaveText("Card · Paid", { timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Money events" }).getByText("Payment captured")).toBeVisible();
  // the panel says the payment arrived; "being processed" is gone
  await expect(page.getByText("Payment received.")).toBeVisible();
  await expect(page.getByText("Your payment is being processed.")).toHaveCount(0);
  await shot(page, "money-paid");
  const orderNumber = (
    (await page
      .getByRole("heading", { name: /^Order / })
      .first()
      .textContent()) ?? ""
  )
    .replace(/^Order /, "")
    .trim();

  // The vendor ships it; the payout shows the transfer, net of the marketplace's commission.
  const vendorCtx = await browser.newContext();
  const vendor = await vendorCtx.newPage();
  await signInByApi(vendor, OWNER);
  await vendor.goto(`/vendor/orders/${orderId}`);
  await expect(vendor.getByTestId("payment-status")).toHaveText("Card · Paid");
  await vendor.getByRole("button", { name: "Accept order" }).click();
  await expect(vendor.getByText("Order accepted.")).toBeVisible();
  await vendor.getByLabel("Carrier").fill("UPS");
  await vendor.getByLabel("Tracking number").fill("1ZMONEY0001");
  await vendor.getByLabel("Quantity (2 left)").fill("2");
  await vendor.getByRole("button", { name: "Record shipment" }).click();
  await expect(vendor.getByText("Shipment recorded; the buyer has been notified.")).toBeVisible();
  await vendor
    .getByRole("navigation", { name: "Vendor portal" })
    .getByRole("link", { name: "Payouts", exact: true })
    .click();
  await expect(vendor.getByTestId("payout-account-status")).toHaveText("Ready for payouts");
  const row = vendor.getByRole("table", { name: "Payouts" }).getByRole("row", { name: new RegExp(orderNumber) });
  await expect(async () => {
    await vendor.reload();
    await expect(row).toContainText("Paid", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const api = await vendor.request.get("/api/vendor/v1/payouts");
  const { data } = (await api.json()) as {
    data: { gross: number; commission: number; refunds: number; net: number; orders: { order_number: string }[] }[];
  };
  const payout = data.find((p) => p.orders.some((o) => o.order_number === orderNumber))!;
  expect(payout.commission).toBeGreaterThan(0);
  expect(Math.round((payout.gross - payout.commission - payout.refunds) * 100)).toBe(Math.round(payout.net * 100));
  await shot(vendor, "money-payouts");
  await vendorCtx.close();

  // The invoice order, cancelled by the buyer before the vendor confirms it: credited in full.
  await addToCart(page, 1);
  await page.goto("/checkout");
  await expect(page.getByRole("radio", { name: /Invoice \(net 30\)/ })).toBeChecked();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-placed\?ids=/);
  await page.getByRole("link", { name: /^DVM-/ }).first().click();
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("list", { name: "Money events" }).getByText("Credited to the invoice")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await shot(page, "money-cancelled");
});
