import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { buyableFromVendors, shot } from "./cart-helpers";

const MANAGER = { email: "manager@dvm.demo", password: "DemoManager#2026" };

test("a manager schedules an order guide every two weeks, skips the next run once, undoes it and deletes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER);
  const name = `Surgery room ${Date.now()}`;
  const made = await page.request.post("/api/clinic/guides", { data: { name } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const guideId = (await made.json()).data.id as number;
  const [p] = buyableFromVendors(1);
  const item = await page.request.post(`/api/clinic/guides/${guideId}/items`, {
    data: { product_id: p!.id, par_level: 1 },
  });
  expect(item.ok(), await item.text()).toBeTruthy();

  await page.goto("/clinic");
  await page.getByRole("navigation", { name: "Clinic" }).getByRole("link", { name: "Scheduled reorders" }).click();
  await expect(page.getByRole("heading", { name: "Scheduled reorders" })).toBeVisible();

  // nothing chosen: a sentence, nothing created
  await page.getByRole("button", { name: "Schedule reorder" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Choose an order guide or a past order to repeat.",
  );

  await page.getByLabel("Repeat").selectOption({ label: `Order guide: ${name}` });
  await page.getByLabel("Every (weeks)").fill("2");
  await page.getByLabel("Weekday").selectOption({ label: "Thursday" });
  await page.getByRole("button", { name: "Schedule reorder" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `Order guide: ${name}` });
  await expect(card).toContainText("every 2 weeks on Thursday");
  await shot(page, "clinic-reorders");

  await card.getByRole("button", { name: "Skip next run" }).click();
  await expect(card).toContainText("skipping");
  await card.getByRole("button", { name: "Undo skip" }).click();
  await expect(card).not.toContainText("skipping");
  // deleting confirms first: cancelling keeps the reorder
  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete the scheduled reorder of “${name}”?` });
  await expect(confirm).toContainText("will not be placed");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete reorder" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `Order guide: ${name}` })).toHaveCount(0);
});

test("a manager builds an order guide with par levels and adds the whole guide to the cart", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER);
  const [p] = buyableFromVendors(1);
  const name = `Dental weekly ${Date.now()}`;
  await page.goto("/clinic/guides");
  await expect(page.getByRole("heading", { name: "Order guides" })).toBeVisible();
  await page.getByLabel("New guide name").fill(name);
  await page.getByRole("button", { name: "Create guide" }).click();
  const card = page.getByRole("listitem", { name: `Guide ${name}` });
  await expect(card).toContainText("No items yet.");

  // an unknown SKU is refused with a sentence; the product is found by its SKU typed in full
  await card.getByLabel("Product name or SKU").fill("NO-SUCH-SKU-0");
  await card.getByRole("button", { name: "Add to guide" }).click();
  await expect(card.getByRole("alert")).toContainText("No product has the SKU “NO-SUCH-SKU-0”");
  await card.getByLabel("Product name or SKU").fill(p!.sku);
  await card.getByLabel("Par level", { exact: true }).fill("1");
  await card.getByRole("button", { name: "Add to guide" }).click();
  await expect(card.getByRole("button", { name: "Save" })).toBeVisible();
  await expect(card).toContainText(p!.name);
  // a par level of zero is refused with a sentence
  await card.getByLabel(/^Par level for /).fill("0");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("alert")).toContainText("The par level is at least 1.");
  await card.getByLabel(/^Par level for /).fill("1");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("alert")).toHaveCount(0);

  await card.getByRole("button", { name: "Add guide to cart" }).click();
  await expect(card.getByRole("status")).toContainText("1 item added to the cart.");
  await shot(page, "clinic-guides");
});
