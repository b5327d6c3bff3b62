import { expect, test } from "@playwright/test";
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
  await expect(page.getByRole("alert")).toContainText("Choose an order guide or a past order to repeat.");

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
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `Order guide: ${name}` })).toHaveCount(0);
});
