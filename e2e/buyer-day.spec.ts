// The buyer's day (issue "every capability has its screen"): a product with a vendor's minimum order
// says so before anything is added and says what was added; checkout shows the sales tax before the
// order is placed; the order page and the invoice PDF carry the same tax and total as checkout showed.
import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";
import { pdfText } from "../tests/helpers/pdf-text";

test("a buyer meets a minimum order, sees the tax at checkout, and the invoice equals the order", async ({ page }) => {
  test.setTimeout(180_000);
  const product = seededProduct(
    (p) =>
      p.type === "simple" &&
      p.inStock === "Y" &&
      p.quantity >= 40 &&
      p.level <= 5 &&
      p.vendorId !== 407 &&
      p.regulatoryClass === "none" &&
      p.seePrice !== "request" &&
      Boolean(p.priceCents ?? p.priceCatalogCents) &&
      (p.minimumOrder ?? 0) >= 2 &&
      (p.maxQuantityThreshold === null || p.maxQuantityThreshold >= 20),
  );
  const minimum = product.minimumOrder!;
  await signIn(page, DEMO.buyer);
  // start from an empty cart (earlier journeys may have left lines): one vendor, one order
  const before = await (await page.request.get("/api/cart-listing-app/demo-buyer?related=0")).json();
  for (const v of before.vendorProducts as { id: number }[])
    expect((await page.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: v.id } })).ok()).toBe(
      true,
    );

  // The product page says the minimum before anything is added, and the add says what went in.
  await page.goto(`/${product.slug}`);
  await expect(page.getByTestId("minimum-order")).toHaveText(`The vendor's minimum order for this item is ${minimum}.`);
  await page.getByRole("button", { name: "Add To Cart" }).first().click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Added ${minimum} to your cart (the vendor's minimum order for this item is ${minimum}).` })
      .first(),
  ).toBeVisible();

  // Checkout shows the tax line before the order is placed.
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  const taxLine = page.getByText(/^Sales tax, [A-Z]{2} [\d.]+%$/).first();
  await expect(taxLine).toBeVisible();
  const taxLabel = (await taxLine.innerText()).trim();
  const checkoutTotal = (await page.getByTestId("checkout-total").innerText()).trim();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-placed\?ids=/);
  const orderId = new URL(page.url()).searchParams.get("ids")!.split(",")[0]!;

  // The order page and the invoice PDF carry the same tax and total.
  await page.goto(`/user/order-details/${orderId}`);
  await expect(page.getByText(taxLabel)).toBeVisible();
  const orderTax = (await page.getByTestId("order-tax").innerText()).trim();
  await expect(page.getByRole("definition").filter({ hasText: checkoutTotal }).last()).toBeVisible();
  const pdf = await page.request.get(`/api/orders/${orderId}/invoice`);
  expect(pdf.ok()).toBe(true);
  const runs = pdfText(await pdf.body());
  const after = (label: string) => runs[runs.indexOf(label) + 1];
  expect(after(taxLabel)).toBe(orderTax);
  expect(after("Total due")).toBe(checkoutTotal);
});
