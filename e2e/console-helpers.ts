import { expect, type Page } from "@playwright/test";

export const OPERATOR = { email: "operator@dvm.demo", password: "DemoOperator#2026" };

export async function operatorSignIn(page: Page, callbackUrl = "/admin") {
  await page.goto(`/admin/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

/** Opens a section of the console (or the vendor portal); on a phone the list sits behind "Sections". */
export async function openSection(page: Page, name: string, workspace = "Console") {
  const nav = page.getByRole("navigation", { name: workspace });
  const toggle = nav.getByRole("button", { name: /^Sections/ });
  if (await toggle.isVisible()) {
    // a click that lands before the page has hydrated does nothing: click until the list is open
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
  await nav.getByRole("link", { name, exact: true }).click();
}

/** The audit log's rows about one target ("user abc", "webinar 12"), newest first. */
export async function auditRowsFor(page: Page, targetType: string, targetId: string) {
  await page.goto(`/admin/audit?target=${encodeURIComponent(targetId)}`);
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  return page.getByRole("row").filter({ hasText: `${targetType} ${targetId}` });
}
