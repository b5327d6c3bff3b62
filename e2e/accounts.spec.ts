import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";
import { admin, newEmail, PASSPHRASE, registerBuyer, signOutViaMenu } from "./accounts-helpers";

const NOTICE = "Your Account is not confirmed.";

test("register → unconfirmed notice → confirmed by the admin command → notice gone", async ({ page }) => {
  const email = newEmail("reg");
  await registerBuyer(page, email);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  expect(admin("confirm", email)).toContain("confirm");
  await page.reload();
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test("the registration form explains a refused password", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByLabel("Password").fill("password123");
  await page.getByLabel("Email").click();
  await expect(page.getByText("This password is too common. Choose one that is harder to guess.")).toBeVisible();
});

test("coins rise on the first sign-in of the day only", async ({ page }) => {
  const email = newEmail("coins");
  await registerBuyer(page, email);
  await expect(page.getByTestId("coin-balance")).toHaveText("10");
  await signOutViaMenu(page);
  await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  await signIn(page, { email, password: PASSPHRASE });
  await expect(page.getByTestId("coin-balance")).toHaveText("10");
  await page.getByRole("link", { name: /Coins/ }).click();
  await expect(page.getByRole("heading", { name: "Your coins" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Daily sign-in reward" })).toHaveCount(1);
});

test("signing out in one tab signs out the other", async ({ context }) => {
  const one = await context.newPage();
  await signIn(one, DEMO.buyer);
  const two = await context.newPage();
  await two.goto("/vendors");
  await expect(two.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await one.evaluate(() => localStorage.setItem("logged user", "{}"));
  await signOutViaMenu(one);
  await expect(two).toHaveURL(/\/$/);
  await expect(two.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  expect(await two.evaluate(() => localStorage.getItem("logged user"))).toBeNull();
});

test("a deactivated user is signed out within a minute with the reason", async ({ page }) => {
  await page.clock.install();
  const email = newEmail("off");
  await registerBuyer(page, email);
  admin("deactivate", email);
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/auth\/signin\?reason=deactivated/);
  await expect(page.getByText("Your account has been deactivated. Contact support to reactivate it.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSPHRASE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Your account has been deactivated. Contact support to reactivate it.")).toBeVisible();
});

test("a sales rep sees no coins", async ({ page }) => {
  await signIn(page, DEMO.salesRep);
  await expect(page.getByRole("link", { name: /Coins/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: /Coins|Wishlist/ }),
  ).toHaveCount(0);
});

test("the profile menu offers customer and vendor sign-in; vendor opens in a new tab", async ({ page, context }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Account", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "As customer" })).toBeVisible();
  const [vendorTab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("menuitem", { name: "As vendor" }).click(),
  ]);
  await expect(vendorTab.getByRole("heading", { name: "Vendor sign in" })).toBeVisible();
  await vendorTab.getByLabel("Vendor email").fill(DEMO.buyer.email);
  await vendorTab.getByLabel("Password").fill(DEMO.buyer.password);
  await vendorTab.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(
    vendorTab.getByText("This is not a vendor account. Buyers sign in on the customer sign-in page."),
  ).toBeVisible();
});

test("documents: upload a credential, approval by command raises the level", async ({ page }) => {
  const email = newEmail("docs");
  await registerBuyer(page, email);
  await page.goto("/documents");
  await expect(page.getByText(/Your buying level is 1/)).toBeVisible();
  await page.getByLabel("Document type").selectOption("resale_certificate");
  await page
    .getByLabel(/^File/)
    .setInputFiles({ name: "resale.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByText("Document uploaded. We will review it shortly.")).toBeVisible();
  await expect(page.getByText("Under review")).toBeVisible();
  const listed = admin("list-documents", "pending");
  const id = listed
    .split("\n")
    .find((l) => l.includes(email))
    ?.split("\t")[0];
  expect(id).toBeTruthy();
  admin("approve-document", id!);
  await page.reload();
  await expect(page.getByText(/Your buying level is 2/)).toBeVisible();
  await expect(page.getByText("Approved · level 2")).toBeVisible();
});

test("the dashboard saves the profile and another user's dashboard is a 403 page", async ({ page }) => {
  await signIn(page, DEMO.lowLevel);
  await page.goto("/dashboard/user/demo-lowlevel");
  await page.getByLabel("Clinic name").fill("Prairie Pet Clinic East");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  const other = await page.goto("/dashboard/user/demo-buyer");
  expect(other?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This page belongs to another account" })).toBeVisible();
});
