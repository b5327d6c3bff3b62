import { expect, type Page } from "@playwright/test";

export const DEMO = {
  buyer: { email: "buyer@dvm.demo", password: "DemoBuyer#2026" },
  lowLevel: { email: "lowlevel@dvm.demo", password: "DemoLevel1#2026" },
  unconfirmed: { email: "unconfirmed@dvm.demo", password: "DemoPending#2026" },
  salesRep: { email: "salesrep@dvm.demo", password: "DemoSalesRep#2026" },
};

export async function signIn(page: Page, who: { email: string; password: string }, callbackUrl = "/") {
  await page.goto(`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
}
