import { expect, test, type Page } from "./fixtures";
import { newEmail, PASSPHRASE } from "./accounts-helpers";
import { auditRowsFor, operatorSignIn, openSection } from "./console-helpers";
import { seededProduct } from "./helpers";
import { lateWidgetsMounted, pausedClock, shellReady } from "./shell-helpers";

// The operator console's journeys end to end: a new buyer earns level 3 and buys with it; a webinar
// is published with its countdown banner and reaches the storefront at once; each operator step is
// in the audit log.

test.describe.configure({ mode: "serial" });

const levelThree = seededProduct(
  (p) =>
    p.level === 3 &&
    p.type === "simple" &&
    p.regulatoryClass === "none" &&
    (p.seePrice === "without_login" || p.seePrice === "login") &&
    p.inStock === "Y" &&
    p.quantity > 5 &&
    p.vendorId !== 407 &&
    !p.minimumOrder &&
    p.maxQuantityThreshold === null &&
    (p.priceCents ?? p.priceCatalogCents) > 0,
);

/** The cookie notice stays out of the way; the countdown banner is left alone. */
async function cookiesAccepted(page: Page) {
  await page.addInitScript(() => localStorage.setItem("dvm-cookies", "1"));
}

test("a new buyer registers, uploads a licence, the operator approves level 3, and the buyer buys a level-3 product", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = newEmail("level3");
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await cookiesAccepted(buyer);

  // Registers from scratch.
  await buyer.goto("/auth/register");
  await expect(buyer.getByRole("heading", { name: "Create your buyer account" })).toBeVisible();
  await buyer.getByLabel("Email").fill(email);
  await buyer.getByLabel("Password").fill(PASSPHRASE);
  await buyer.getByLabel("First name").fill("Robin");
  await buyer.getByLabel("Last name").fill("Hale");
  await buyer.getByLabel("Clinic name").fill("Lakeside Veterinary Clinic");
  await buyer.getByLabel("State").fill("Missouri");
  await buyer.getByLabel("Country").fill("United States");
  await buyer.getByLabel("Position").selectOption("Veterinarian");
  await buyer.getByRole("button", { name: "Create account" }).click();
  await expect(buyer.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await expect(buyer.getByText("Your Account is not confirmed.")).toBeVisible();

  // A level-3 product asks a new (level 1) buyer to upgrade; the prompt leads to the documents page.
  await buyer.goto(`/${levelThree.slug}`);
  await expect(buyer.getByRole("heading", { level: 1, name: levelThree.name })).toBeVisible();
  await expect(buyer.getByText("Upgrade yourself to level 3 to buy this product.")).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Add To Cart" })).toHaveCount(0);
  await buyer.getByRole("link", { name: "Upgrade Level" }).click();
  await expect(buyer).toHaveURL(/\/documents$/);
  await buyer.getByLabel("Document type").selectOption("veterinary_license");
  await buyer
    .getByLabel(/^File/)
    .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") });
  await buyer.getByRole("button", { name: "Upload document" }).click();
  await expect(buyer.getByText("Document uploaded. We will review it shortly.")).toBeVisible();

  // The operator finds the new buyer, confirms the account, and approves the licence at level 3.
  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSignIn(op);
  await openSection(op, "Buyers");
  await op.getByLabel("Search (email, name or clinic)").fill(email);
  await op.getByRole("button", { name: "Filter" }).click();
  await op.getByRole("link", { name: email }).click();
  await expect(op.getByRole("heading", { name: email })).toBeVisible();
  const buyerId = decodeURIComponent(new URL(op.url()).pathname.split("/").pop()!);
  await op.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(op.getByRole("button", { name: "Unconfirm" })).toBeVisible();

  await openSection(op, "Credentials");
  const card = op.getByRole("article", { name: `Veterinary license from ${email}` });
  await expect(card.getByTitle(`Veterinary license uploaded by ${email}`)).toBeVisible();
  await card.getByLabel("Level granted").selectOption("3");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);

  // The prompts are gone: the buyer adds the product and checks out to the order confirmation.
  await buyer.goto(`/${levelThree.slug}`);
  await expect(buyer.getByText("Your Account is not confirmed.")).toHaveCount(0);
  await expect(buyer.getByRole("button", { name: "Add To Cart" })).toBeVisible();
  await expect(buyer.getByRole("link", { name: "Upgrade Level" })).toHaveCount(0);
  await expect(buyer.getByText(/Upgrade yourself/)).toHaveCount(0);
  await buyer.getByRole("button", { name: "Add To Cart" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: /cart/i }).first()).toBeVisible();
  await buyer.goto("/cart");
  await expect(buyer.getByText(levelThree.name).first()).toBeVisible();
  await buyer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  // a new account has no address yet
  await buyer.getByRole("button", { name: "Add a new address" }).click();
  const address = buyer.getByRole("form", { name: "New address" });
  await address.getByLabel("Full name").fill("Robin Hale");
  await address.getByLabel("Address line 1").fill("12 Lake Road");
  await address.getByLabel("City").fill("Columbia");
  await address.getByLabel("State").fill("MO");
  await address.getByLabel("ZIP code").fill("65201");
  await address.getByRole("button", { name: "Save address" }).click();
  await expect(buyer.getByText(/Robin Hale, 12 Lake Road, Columbia, MO 65201/)).toBeVisible();
  await buyer.getByRole("button", { name: "Place order" }).click();
  await expect(buyer).toHaveURL(/\/order-placed\?ids=/);
  await expect(buyer.getByRole("heading", { name: "Thank you, your order has been placed" })).toBeVisible();
  const [orderNumber] = await buyer.getByRole("link", { name: /^DVM-/ }).allTextContents();
  expect(orderNumber).toBeTruthy();

  // The operator sees the order across vendors, and the audit log lists both steps for this buyer.
  await openSection(op, "Orders");
  await expect(op.getByRole("link", { name: orderNumber! })).toBeVisible();
  const userRows = await auditRowsFor(op, "user", buyerId);
  await expect(userRows.filter({ hasText: "buyer.confirm" })).toHaveCount(1);
  await expect(userRows.filter({ hasText: "buyer.confirm" })).toContainText("operator@dvm.demo");
  await op.goto("/admin/audit?action=document.approve");
  // jsonb orders the keys its own way: each is checked on its own
  const approval = op.getByRole("row").filter({ hasText: "document.approve" }).first();
  await expect(approval).toContainText("Level granted: 3");
  await expect(approval).toContainText(/User level: (.* → )?3/);
  await buyerCtx.close();
  await opCtx.close();
});

/** Tomorrow's date (UTC) at 10:30, as the console's wall-time field takes it. */
function tomorrowAtHalfTen(): string {
  return `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T10:30`;
}

test("the operator publishes a webinar with its countdown banner; the storefront shows it within 2 s, and a delete takes it away", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Equine colic triage ${tag}`;
  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSignIn(op, "/admin/content");

  // A draft webinar, with one speaker.
  await op.getByRole("link", { name: "New webinar" }).click();
  await op.getByLabel("Title", { exact: true }).fill(title);
  await op.getByLabel("Slogan").fill("First hour, best hour");
  await op.getByLabel("Link", { exact: true }).fill(`equine-colic-${tag}`);
  await op.getByLabel("Starts at").fill(tomorrowAtHalfTen());
  await op.getByLabel("Time zone").selectOption("America/Denver");
  await op.getByLabel("Duration (minutes)").fill("50");
  await op.getByLabel("Agenda").fill("10:30 AM | Welcome\n10:40 AM | Triage at the barn");
  const description = op.getByRole("textbox", { name: "Description" });
  await description.click();
  await description.fill("What to check before the trailer leaves.");
  const speaker = op.getByRole("group", { name: "Speakers" }).getByRole("checkbox").first();
  const speakerName = (await op.getByRole("group", { name: "Speakers" }).locator("label").first().innerText()).trim();
  await speaker.check();
  await op.getByLabel("Published on the storefront").uncheck();
  await op.getByRole("button", { name: "Save" }).click();
  await expect(op.getByRole("heading", { name: "Edit webinar" })).toBeVisible();
  await expect(op.getByText("Not published")).toBeVisible();
  const webinarId = new URL(op.url()).pathname.split("/").pop()!;

  // The preview shows the draft as the storefront will.
  const [preview] = await Promise.all([opCtx.waitForEvent("page"), op.getByRole("link", { name: "Preview" }).click()]);
  await expect(preview.getByRole("note")).toContainText("Preview of the saved version (not published).");
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText("Triage at the barn")).toBeVisible();
  await expect(preview.getByText(speakerName, { exact: true })).toBeVisible();
  await preview.close();

  // Countdown banner settings: the popup's fields, show on, time zone.
  await op.goto("/admin/content/banner");
  await op.locator("summary").filter({ hasText: title }).click();
  const banner = op.getByRole("form", { name: `Banner for ${title}` });
  await banner.getByLabel("Slogan").fill("First hour, best hour: live Q&A");
  await banner.getByLabel("Starts at (in its time zone)").fill(tomorrowAtHalfTen());
  await banner.getByLabel("Time zone", { exact: true }).fill("America/Denver");
  await banner.getByLabel("Show on").selectOption("both");
  await banner.getByLabel("Show the countdown banner").check();
  await banner.getByRole("button", { name: "Save banner" }).click();
  await expect(banner.getByRole("status")).toHaveText(
    `Saved: the banner counts down to ${title} once it is published.`,
  );
  const popup = async () =>
    ((await (await op.request.get("/api/next-webinar-popup")).json()) as { data: { title: string } | null }).data;
  expect((await popup())?.title).not.toBe(title); // still a draft

  // Published: the storefront's banner data has it within 2 s.
  await op.goto(`/admin/content/events/webinars/${webinarId}`);
  await op.getByRole("button", { name: "Publish", exact: true }).click();
  const published = Date.now();
  await expect(op.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await expect.poll(async () => (await popup())?.title, { timeout: 2_000, intervals: [100] }).toBe(title);
  expect(Date.now() - published).toBeLessThan(2_000);

  // A visitor's page shows the countdown banner (4 s after load, on the paused clock) at the Denver time.
  const visitorCtx = await browser.newContext();
  const visitor = await visitorCtx.newPage();
  await cookiesAccepted(visitor);
  await pausedClock(visitor);
  await visitor.goto("/about-us");
  await shellReady(visitor);
  // the 4 s count from the late widgets' mount, which the paused clock would otherwise hold back
  const since = await lateWidgetsMounted(visitor);
  await visitor.clock.runFor(Math.max(0, 4_100 - since));
  const shown = visitor.getByRole("complementary", { name: "Upcoming webinar" });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(title);
  await expect(shown).toContainText(/10:30\sAM\sM[SD]T/);
  await expect(shown.getByRole("link", { name: "View webinar" })).toHaveAttribute(
    "href",
    `/virtual-expo/equine-colic-${tag}`,
  );

  // The speaker cannot be deleted while on the webinar: the dialog says why and nothing changes.
  await openSection(op, "Content");
  await op.getByRole("region", { name: "Expo speakers" }).getByRole("link", { name: speakerName, exact: true }).click();
  await op.getByRole("button", { name: "Delete" }).click();
  const confirmSpeaker = op.getByRole("alertdialog", { name: `Delete the speaker ${speakerName}?` });
  await confirmSpeaker.getByRole("button", { name: "Delete" }).click();
  await expect(confirmSpeaker.getByRole("alert")).toContainText(`${speakerName} still speaks at`);
  await confirmSpeaker.getByRole("button", { name: "Close" }).click();
  await expect(op.getByRole("heading", { name: "Edit speaker" })).toBeVisible();

  // Deleting the webinar (nobody registered) takes it off the banner at once.
  await op.goto(`/admin/content/events/webinars/${webinarId}`);
  await op.getByRole("button", { name: "Delete" }).click();
  const confirmWebinar = op.getByRole("alertdialog", { name: `Delete the webinar “${title}”?` });
  await expect(confirmWebinar).toContainText("It leaves the expo, its page and the countdown banner at once.");
  await confirmWebinar.getByRole("button", { name: "Delete" }).click();
  await expect(op).toHaveURL(/\/admin\/content$/);
  await expect(op.getByRole("link", { name: title })).toHaveCount(0);
  expect((await popup())?.title).not.toBe(title);

  // The audit log lists each step on this webinar.
  const rows = await auditRowsFor(op, "webinar", webinarId);
  for (const action of [
    "content.webinar.create",
    "content.banner.update",
    "content.webinar.publish",
    "content.webinar.delete",
  ])
    await expect(rows.filter({ hasText: action }), action).toHaveCount(1);
  await expect(rows.filter({ hasText: "content.banner.update" })).toContainText(/Show counter: (.* → )?yes/);
  await expect(rows.filter({ hasText: "content.banner.update" })).toContainText('"timezone":"America/Denver"');
  await opCtx.close();
  await visitorCtx.close();
});
