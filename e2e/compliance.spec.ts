import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";

// A plain Schedule III product any level-1 clinic may buy once its credentials allow it.
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

test.describe("controlled substances", () => {
  test("visitor sees the schedule on the product page, with no way to buy around it", async ({ page }) => {
    await page.goto(`/${controlled.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: controlled.name })).toBeVisible();
    await expect(page.getByText("Schedule III controlled").first()).toBeVisible();
  });

  test("the demo buyer has no DEA registration and is refused a Schedule III product with the exact message", async ({
    page,
  }) => {
    await signIn(page, DEMO.buyer);
    await page.goto(`/${controlled.slug}`);
    await expect(page.getByText("Schedule III controlled").first()).toBeVisible();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(
      page.getByText("Add a DEA registration for Riverbend Animal Hospital - Springfield that covers Schedule III."),
    ).toBeVisible();
  });

  test("a DEA number with a wrong check digit is refused and nothing is saved", async ({ page }) => {
    await signIn(page, DEMO.buyer, "/compliance");
    await page.goto("/compliance");
    await expect(page.getByRole("heading", { name: "DEA registration and licences" })).toBeVisible();
    const form = page.getByRole("form", { name: "Add a DEA registration" });
    await form.getByLabel("DEA number").fill("AB1234567");
    await form.getByLabel("Expires on").fill("2030-06-30");
    await form.getByRole("button", { name: "Save DEA registration" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("The DEA number's check digit does not match.");
    await page.reload();
    await expect(page.getByText("DEA AB1234567")).toHaveCount(0);
  });

  test("a clinic group location with a verified DEA registration adds the same product, badge on the cart line", async ({
    page,
  }) => {
    await signIn(page, { email: "manager@dvm.demo", password: "DemoManager#2026" });
    await page.goto(`/${controlled.slug}`);
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: /cart/i }).first()).toBeVisible();
    await page.goto("/cart");
    const line = page.getByTestId("cart-line").filter({ hasText: controlled.name.slice(0, 30) });
    await expect(line.getByText("Schedule III controlled")).toBeVisible();
  });
});
