import { expect, test, type Page } from "./fixtures";
import { admin, newEmail, registerBuyer } from "./accounts-helpers";
import { DEMO } from "./helpers";

const OPERATOR = { email: "operator@dvm.demo", password: "DemoOperator#2026" };

async function operatorSignIn(page: Page, callbackUrl = "/admin") {
  await page.goto(`/admin/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

/** Opens a console section; on a phone the section list sits behind the "Sections" button. */
async function openSection(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Console" });
  const toggle = nav.getByRole("button", { name: /^Sections/ });
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole("link", { name, exact: true }).click();
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
  await expect(row).toContainText("Level granted: 3");
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
    await openSection(page, "Buyers");
    await expect(page.getByRole("heading", { name: "Buyers" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Buyers", includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByLabel("Status").selectOption("unconfirmed");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("link", { name: "unconfirmed@dvm.demo" })).toBeVisible();
    await openSection(page, "Credentials");
    await expect(page.getByRole("heading", { name: /Credentials to review/ })).toBeVisible();
    await page.screenshot({ path: `test-results/admin-console-${width}.png`, fullPage: true });
  });
}

for (const width of [375, 1280]) {
  test(`the console has its own shell at ${width} px: no storefront cart, coins or search`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await operatorSignIn(page);
    await expect(page.getByRole("link", { name: "DVM Console" })).toBeVisible();
    await expect(page.getByLabel(/^Cart/)).toHaveCount(0);
    await expect(page.getByText("Coins:")).toHaveCount(0);
    await expect(page.getByRole("searchbox")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0); // no storefront footer
    await page.getByRole("button", { name: /Operator menu/ }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/signin/);
    await expect(page.getByRole("heading", { name: "Operator sign-in" })).toBeVisible();
    await expect(page.getByLabel(/^Cart/)).toHaveCount(0);
  });
}

test("a seller applies, the operator approves, and the new owner sets a password and signs in to the portal", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const company = `Suture Works ${tag}`;
  const email = `owner-${tag}@sutures.test`;
  const visitorCtx = await browser.newContext();
  const visitor = await visitorCtx.newPage();
  await visitor.goto("/sell-on-dvm");
  await visitor.getByLabel("Company name").fill(company);
  await visitor.getByLabel("Contact name").fill("Sam Suture");
  await visitor.getByLabel("Business email").fill(email);
  await visitor.getByRole("button", { name: "Apply to sell" }).click();
  await expect(
    visitor
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /Our seller team/ }),
  ).toBeVisible();
  await visitorCtx.close();

  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSignIn(op, "/admin/applications");
  await expect(op.getByRole("heading", { name: "Seller applications" })).toBeVisible();
  await op.getByRole("link", { name: company }).click();
  await expect(op.getByRole("heading", { name: company })).toBeVisible();
  await op.getByRole("button", { name: "Approve and create the vendor" }).click();
  // decided: the decision buttons give way to the outcome
  await expect(op.getByRole("button", { name: "Approve and create the vendor" })).toHaveCount(0);
  await expect(op.getByText("approved", { exact: true }).filter({ visible: true })).toBeVisible();
  await openSection(op, "Audit log");
  await expect(op.getByRole("row").filter({ hasText: "application.approve" }).first()).toContainText(email);

  // the invitation in the outbox carries the single-use link to choose a password
  const link = /\/auth\/reset-password\?token=[^\s]+/.exec(admin("mail-to", email))?.[0];
  expect(link, "invitation link in the owner's mail").toBeTruthy();
  const ownerCtx = await browser.newContext();
  const owner = await ownerCtx.newPage();
  await owner.goto(link!);
  await expect(owner.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await owner.getByLabel("New password", { exact: true }).fill("Sutures#2026-owner");
  await owner.getByLabel("Repeat the new password").fill("Sutures#2026-owner");
  await owner.getByRole("button", { name: "Set new password" }).click();
  await owner.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(owner).toHaveURL(/\/vendor\/signin/);
  await owner.getByLabel("Vendor email").fill(email);
  await owner.getByLabel("Password").fill("Sutures#2026-owner");
  await owner.getByRole("button", { name: "Sign in as vendor" }).click();
  await expect(owner.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(owner.getByText(company).first()).toBeVisible();
  await opCtx.close();
  await ownerCtx.close();
});

test("the operator writes and edits an FAQ, and the storefront shows the edit at once", async ({ browser }) => {
  const question = `Do you ship to Alaska (${Date.now().toString(36)})?`;
  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSignIn(op, "/admin/content");
  await op.getByRole("link", { name: "New FAQ" }).click();
  await op.getByLabel("Question").fill(question);
  const answer = op.getByRole("textbox", { name: "Answer" });
  await answer.click();
  await answer.fill("Yes, within five business days.");
  await op.getByRole("button", { name: "Save" }).click();
  await expect(op.getByRole("heading", { name: "Edit FAQ" })).toBeVisible();

  await op.getByRole("textbox", { name: "Answer" }).fill("Yes, within three business days.");
  await op.getByRole("button", { name: "Save" }).click();
  await expect(op.getByRole("status").filter({ hasText: "Saved and published." })).toBeVisible();

  // a visitor (served by the page cache) sees the edit right away: the save announced the change
  const visitorCtx = await browser.newContext();
  const visitor = await visitorCtx.newPage();
  await visitor.goto("/faqs");
  await visitor.getByText(question).click();
  await expect(visitor.getByText("Yes, within three business days.")).toBeVisible();
  await expect(visitor.getByText("Yes, within five business days.")).toHaveCount(0);

  await openSection(op, "Audit log");
  await expect(op.getByRole("row").filter({ hasText: "content.faq.update" }).first()).toContainText(question);
  await opCtx.close();
  await visitorCtx.close();
});

test("the operator creates a webinar and a lunch session; the expo and Learn at Lunch show them at once", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const title = `Feline dentistry live ${tag}`;
  const nextYear = new Date().getUTCFullYear() + 1;
  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSignIn(op, "/admin/content");
  await op.getByRole("link", { name: "New webinar" }).click();
  await op.getByLabel("Title", { exact: true }).fill(title);
  await op.getByLabel("Slogan").fill("Bright smiles");
  await op.getByLabel("Link", { exact: true }).fill(`feline-dentistry-${tag}`);
  await op.getByLabel("Starts at").fill(`${nextYear}-05-04T12:00`);
  await op.getByLabel("Time zone").selectOption("America/New_York");
  await op.getByLabel("Duration (minutes)").fill("45");
  await op.getByLabel("Agenda").fill("12:00 PM | Welcome\n12:10 PM | Extractions");
  const description = op.getByRole("textbox", { name: "Description" });
  await description.click();
  await description.fill("Extractions made calm.");
  await op.getByRole("button", { name: "Save" }).click();
  await expect(op.getByRole("heading", { name: "Edit webinar" })).toBeVisible();
  await expect(op.getByRole("heading", { name: /^Registrations/ })).toBeVisible();
  await expect(op.getByRole("link", { name: "Download CSV" })).toBeVisible();

  const visitorCtx = await browser.newContext();
  const visitor = await visitorCtx.newPage();
  await visitor.goto("/virtual-expo");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();

  // unpublished: the expo no longer lists it
  await op.getByRole("button", { name: "Unpublish" }).click();
  await expect(op.getByText("Not published")).toBeVisible();
  await visitor.goto("/virtual-expo");
  await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);

  await openSection(op, "Content");
  await op.getByRole("link", { name: "New course or lunch session" }).click();
  // the webinar's edit page stays in the document, hidden, with its own Title and Description
  await op.getByLabel("Title", { exact: true }).filter({ visible: true }).fill(`Pain scoring over lunch ${tag}`);
  await op.getByLabel("Address").fill(`pain-scoring-${tag}`);
  await op.getByLabel("Kind").selectOption("learn-at-lunch");
  await op.getByLabel("Description").filter({ visible: true }).fill("Thirty minutes on pain scales.");
  await op.getByLabel("Starts at (Central time)").fill(`${nextYear}-06-01T12:00`);
  await op.getByLabel("Lessons").fill("Pain scales | 20\nQ&A | 10");
  await op.getByRole("button", { name: "Save" }).click();
  await expect(op.getByRole("heading", { name: "Edit course or lunch session" })).toBeVisible();
  await visitor.goto("/learn-at-lunch");
  await expect(visitor.getByRole("heading", { name: `Pain scoring over lunch ${tag}` })).toBeVisible();

  await openSection(op, "Audit log");
  await expect(op.getByRole("row").filter({ hasText: "content.webinar.unpublish" }).first()).toBeVisible();
  await opCtx.close();
  await visitorCtx.close();
});
