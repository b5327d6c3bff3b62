import { expect, test, type Browser, type Page } from "@playwright/test";
import { admin, newEmail, registerBuyer } from "./accounts-helpers";
import { operatorSignIn } from "./console-helpers";

// The operator's day without reading the API: a seller applies and is approved, is marked "review
// first" so its new listing waits in the review queue (menu count, publish, take down with a reason,
// restore), a clinic's DEA registration is turned down with a reason the clinic reads, a recall of the
// new listing is imported, and an announcement is previewed by state ("MO" and "Missouri" alike) and sent.

test.describe.configure({ mode: "serial" });

// (2+6+1) + 2*(4+8+3) = 39: the check digit is 9
const DEA = "FR2468139";

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Confirms the open dialog with its confirm button, after filling its fields. */
async function confirmDialog(page: Page, confirm: string, fields: Record<string, string> = {}) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

for (const width of [1280, 375]) {
  test(`the operator's day at ${width} px: application, review-first listing, credential, recall, announcement`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const tag = `${width}${Date.now().toString(36)}`;
    const company = `Hoofcare Tools ${tag}`;
    const ownerEmail = `owner-${tag}@hoofcare.test`;
    const sku = `HOOF-${tag.toUpperCase()}`;
    const listing = `Hoof knife ${sku}`;

    // 1. A seller applies; the operator approves it.
    const visitor = await newPage(browser);
    await visitor.goto("/sell-on-dvm");
    await visitor.getByLabel("Company name").fill(company);
    await visitor.getByLabel("Contact name").fill("Harper Hoof");
    await visitor.getByLabel("Business email").fill(ownerEmail);
    await visitor.getByRole("button", { name: "Apply to sell" }).click();
    await expect(
      visitor
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /Our seller team/ }),
    ).toBeVisible();

    const op = await newPage(browser);
    await op.setViewportSize({ width, height: 900 });
    await operatorSignIn(op, "/admin/applications");
    await op.getByRole("link", { name: company }).click();
    await op.getByRole("button", { name: "Approve and create the vendor" }).click();
    await expect(op.getByRole("button", { name: "Approve and create the vendor" })).toHaveCount(0);

    // 2. The operator finds the new seller (search through the list) and marks it "review first".
    await op.goto("/admin/sellers");
    await op.getByLabel("Name").fill(company);
    await op.getByRole("button", { name: "Filter" }).click();
    await op.getByRole("link", { name: company }).click();
    await expect(op.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await op.getByRole("button", { name: "Review first" }).click();
    await confirmDialog(op, "Review first");
    await expect(op.getByRole("button", { name: "Let listings go live directly" })).toBeVisible();
    await expect(op.getByRole("row").filter({ hasText: "vendor.review_first" })).toContainText(
      /Review first: (no → )?yes/,
    );

    // The new owner chooses a password and lists a product: it waits for review.
    const link = /\/auth\/reset-password\?token=[^\s]+/.exec(admin("mail-to", ownerEmail))?.[0];
    expect(link, "invitation link in the owner's mail").toBeTruthy();
    const owner = await newPage(browser);
    await owner.goto(link!);
    await owner.getByLabel("New password", { exact: true }).fill("Hoofcare#2026-owner");
    await owner.getByLabel("Repeat the new password").fill("Hoofcare#2026-owner");
    await owner.getByRole("button", { name: "Set new password" }).click();
    await expect(owner.getByRole("main").getByRole("link", { name: "Sign in" })).toBeVisible();
    await owner.goto("/vendor/signin");
    await owner.getByLabel("Vendor email").fill(ownerEmail);
    await owner.getByLabel("Password").fill("Hoofcare#2026-owner");
    await owner.getByRole("button", { name: "Sign in as vendor" }).click();
    await expect(owner.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await owner.goto("/vendor/listings/new");
    const form = owner.getByRole("form", { name: "New listing" });
    await expect(form.getByText("reviewed by the marketplace before they show")).toBeVisible();
    await form.getByLabel("Name").fill(listing);
    await form.getByLabel("SKU").fill(sku);
    await form.getByLabel("Category").selectOption({ index: 1 });
    await form.getByRole("textbox", { name: "Brand", exact: true }).fill("Hoofcare");
    await form.getByLabel("Short description").fill("Stainless, left-handed, with a blade guard.");
    await form.getByLabel("Catalog price ($)").fill("38.00");
    await form.getByLabel("Stock", { exact: true }).fill("25");
    await form.getByRole("button", { name: "Create listing" }).click();
    await expect(owner).toHaveURL(/\/vendor\/listings\/\d+\?created=1/);
    await expect(owner.getByText("Waiting for the marketplace's review; buyers do not see it yet.")).toBeVisible();
    const listingPage = owner.url().replace(/\?.*$/, "");

    // 3. The console's menu counts the listing waiting; the operator publishes it.
    await op.goto("/admin");
    // on a phone the menu sits behind "Sections": the count is in it either way
    const nav = op.getByRole("navigation", { name: "Console" });
    await expect(
      nav.getByRole("link", { name: /^Listings to review\s*\d+ waiting$/, includeHidden: true }),
    ).toHaveCount(1);
    await op.goto("/admin/moderation");
    await expect(op.getByRole("heading", { name: /^Listings to review \(\d+\)$/ })).toBeVisible();
    const waiting = op.getByRole("row").filter({ hasText: listing });
    await expect(waiting).toContainText(company);
    await waiting.getByRole("button", { name: "Publish" }).click();
    await expect(waiting).toHaveCount(0);

    // The operator takes it down from the product list with a reason, the vendor reads it, and restores it.
    await op.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
    const row = op.getByRole("row").filter({ hasText: listing });
    await expect(row).toContainText("Published");
    const storefrontHref = await row.getByRole("link", { name: listing }).getAttribute("href");
    await row.getByRole("button", { name: "Take down" }).click();
    await confirmDialog(op, "Take down", {
      "Reason (the vendor reads it)": "The blade guard is missing from the photos.",
    });
    await expect(row).toContainText("Taken down");
    await owner.goto(listingPage);
    await expect(owner.getByText("Taken down by the marketplace")).toBeVisible();
    await expect(
      owner.getByText("The marketplace's reason: The blade guard is missing from the photos."),
    ).toBeVisible();
    const down = await visitor.goto(storefrontHref!);
    expect(down?.status()).toBe(404);
    await row.getByRole("button", { name: "Restore" }).click();
    await confirmDialog(op, "Restore");
    await expect(row).toContainText("Published");
    await visitor.goto(storefrontHref!);
    await expect(visitor.getByRole("heading", { level: 1, name: listing })).toBeVisible();

    // 4. A clinic enters a DEA registration; the console shows its schedules, expiry and registrant,
    // the overview counts it, and the operator rejects it with a reason the clinic reads.
    const clinicEmail = newEmail(`dea${width}`);
    const clinic = await newPage(browser);
    await registerBuyer(clinic, clinicEmail);
    await clinic.goto("/compliance");
    const deaForm = clinic.getByRole("form", { name: "Add a DEA registration" });
    await deaForm.getByLabel("DEA number").fill(DEA);
    await deaForm.getByLabel("Registered state").fill("OH");
    await deaForm.getByLabel("Expires on").fill("2030-06-30");
    const saved = clinic.waitForResponse((r) => r.url().endsWith("/api/compliance/dea") && r.status() === 201);
    await deaForm.getByRole("button", { name: "Save DEA registration" }).click();
    await saved;

    await op.goto("/admin");
    await expect(op.getByRole("link", { name: /DEA registrations to verify/ })).not.toContainText(/^0/);
    await op.goto("/admin/credentials");
    const queue = op.getByRole("table", { name: "DEA registrations and state licences to verify" });
    const dea = queue.getByRole("row").filter({ hasText: clinicEmail });
    await expect(dea).toContainText(`DEA ${DEA}`);
    await expect(dea).toContainText("Schedules");
    await expect(dea).toContainText("2030-06-30");
    await expect(dea).toContainText("Northside Animal Clinic");
    await dea.getByRole("button", { name: "Reject" }).click();
    await confirmDialog(op, "Reject", { "Reason (the clinic reads it)": "The certificate names another address." });
    await expect(dea).toHaveCount(0);
    await clinic.reload();
    const onFile = clinic.getByRole("listitem").filter({ hasText: `DEA ${DEA}` });
    await expect(onFile).toContainText("Not accepted");
    await expect(onFile).toContainText("Our team's reason: The certificate names another address.");

    // 5. A recall of the new listing: checked, then imported (nobody has received a lot yet).
    const recallNumber = `D-${tag}-2026`;
    const csv = [
      "Recall Number,Classification,Product Description,Recalling Firm,Reason for Recall,Code Info,Recall Initiation Date,Status",
      `${recallNumber},Class II,"${listing}, SKU ${sku}","${company}, Inc.",Blade may detach.,"Lot #: HK${Date.now()}",11/20/2026,Ongoing`,
    ].join("\n");
    await op.goto("/admin/recalls");
    await op
      .getByLabel("Recall CSV file")
      .setInputFiles({ name: "recalls.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await op.getByRole("button", { name: "Check file" }).click();
    await expect(op.getByText(/Ready: 1 recall to import, 0 clinic location\(s\) to notify\./)).toBeVisible();
    await op.getByRole("button", { name: "Import recalls" }).click();
    await expect(op.getByText("Imported 1 recall; 0 clinic locations notified.")).toBeVisible();
    await expect(op.getByRole("link", { name: recallNumber })).toBeVisible();

    // 6. An announcement previewed by state: "MO" and "Missouri" reach the same buyers; sent; in the list.
    await op.goto("/admin/announcements");
    const recipients = op.getByRole("region", { name: "Recipients" });
    await expect(recipients).toContainText(/\d+ buyers? would receive it/);
    await op.getByLabel("Announce").selectOption("blog");
    // each state typed is previewed once the typing pauses: wait for that state's own answer
    const stateField = op.getByLabel("State (name or code)");
    const previewFor = async (state: string) => {
      const answered = op.waitForResponse(
        (r) =>
          r.url().includes("/api/admin/announcements/preview") && new URL(r.url()).searchParams.get("state") === state,
      );
      await stateField.fill(state);
      await answered;
    };
    await previewFor("MO");
    await expect(recipients.getByRole("listitem")).toHaveText([/^Missouri \(MO\): \d+$/]);
    const byCode = (await recipients.getByText(/would receive it/).innerText()).trim();
    await previewFor("Missouri");
    await expect(recipients.getByRole("listitem")).toHaveText([/^Missouri \(MO\): \d+$/]);
    await expect(recipients.getByText(/would receive it/)).toHaveText(byCode);
    const count = /^(\d+)/.exec(byCode)![1]!;
    expect(Number(count)).toBeGreaterThan(0);
    await previewFor("Atlantis");
    await expect(
      op.getByText('No US state is called "Atlantis": write its name or code, like Missouri or MO.'),
    ).toBeVisible();
    await previewFor("MO");
    await expect(recipients.getByText(/would receive it/)).toHaveText(byCode);
    const send = op.getByRole("button", { name: new RegExp(`^Send to ${count} buyers?$`) });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(op.getByRole("status").filter({ hasText: `Sent to ${count} buyer(s)` })).toBeVisible();
    const sent = op.getByRole("table", { name: "Announcements sent, newest first" }).getByRole("row").nth(1);
    await expect(sent).toContainText("Missouri");
    await expect(sent).toContainText(count);
  });
}
