import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { buyableFromVendors } from "./cart-helpers";

const PURCHASER = { email: "purchaser@dvm.demo", password: "DemoPurchaser#2026" };

test("a group clinic's purchaser checks out to the location, preselected; no address id is sent", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PURCHASER);
  // one cheap line, under the purchaser's own limit
  const [p] = buyableFromVendors(1);
  const res = await page.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: p!.id, vendor_id: p!.vendorId, quantity: 1 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();

  await page.goto("/checkout");
  const location = page.getByRole("radio", { name: /Ship to Heartland North \(clinic location\)/ });
  await expect(location).toBeChecked();
  await expect(page.getByTestId("shipping-location")).toContainText("1200 Oak Avenue");
  // the group keeps orders at its locations: the purchaser's own addresses are not offered for shipping
  await expect(page.getByText("Your clinic's orders ship to the location you act for.")).toBeVisible();

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/checkout") && r.method() === "POST");
  // the button says what will happen: placed, or sent for approval when the shared cart holds more
  await page.getByRole("button", { name: /^(Place order|Send for approval)$/ }).click();
  const body = (await sent).postDataJSON();
  expect(body).not.toHaveProperty("shipping_address_id");
  expect(body).not.toHaveProperty("billing_address_id");
  // placed, or held when an earlier journey left more in the location's shared cart
  await expect(page).toHaveURL(/\/order-placed\?ids=|\/clinic\/approvals\?held=/);
});
