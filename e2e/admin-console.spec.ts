import { expect, test, type Page } from "@playwright/test";
import { newEmail, registerBuyer } from "./accounts-helpers";
import { DEMO } from "./helpers";

const OPERATOR = { email: "operator@dvm.demo", password: "DemoOperator#2026" };

async function operatorSignIn(page: Page, callbackUrl = "/admin") {
  await page.goto(`/admin/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

test("a buyer uploads a licence, the operator approves it with level 3, the audit log lists it", async ({
  browser,
}) => {
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  const email = newEmail("licence");
  await registerBuyer(buyer, email);
  await buyer.goto("/documents");
  await buyer.getByLabel("Document type").selectOption("veterinary_license");
  await buyer
    .getByLabel(/^File/)
    .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") });
  await buyer.getByRole("button", { name: "Upload document" }).click();
  await expect(buyer.getByText("Document uploaded. We will review it shortly.")).toBeVisible();

  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSignIn(op, "/admin/credentials");
  const card = op.getByRole("article", { name: `Veterinary license from ${email}` });
  await expect(card).toBeVisible();
  await expect(card.getByTitle(`Veterinary license uploaded by ${email}`)).toBeVisible();
  await card.getByLabel("Level granted").selectOption("3");
  await card.getByRole("button", { name: "Approve" }).click();
  // approved: the document leaves the queue
  await expect(card).toHaveCount(0);

  await buyer.reload();
  await expect(buyer.getByText(/Your buying level is 3/)).toBeVisible();

  await op.getByRole("link", { name: "Audit log" }).click();
  await expect(op.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const row = op.getByRole("row").filter({ hasText: "document.approve" }).first();
  await expect(row).toContainText(OPERATOR.email);
  await expect(row).toContainText('"levelGranted":3');
  await buyerCtx.close();
  await opCtx.close();
});

test("the console refuses a buyer and sends a visitor to the operator sign-in", async ({ page }) => {
  await page.goto("/admin/buyers");
  await expect(page).toHaveURL(/\/admin\/signin\?callbackUrl=%2Fadmin/);
  await page.getByLabel("Email").fill(DEMO.buyer.email);
  await page.getByLabel("Password").fill(DEMO.buyer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "The console is for marketplace operators" })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the console's navigation works at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await operatorSignIn(page);
    const nav = page.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: "Buyers" }).click();
    await expect(page.getByRole("heading", { name: "Buyers" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Buyers" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Status").selectOption("unconfirmed");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("link", { name: "unconfirmed@dvm.demo" })).toBeVisible();
    await nav.getByRole("link", { name: "Credentials" }).click();
    await expect(page.getByRole("heading", { name: /Credentials to review/ })).toBeVisible();
    await page.screenshot({ path: `test-results/admin-console-${width}.png`, fullPage: true });
  });
}
