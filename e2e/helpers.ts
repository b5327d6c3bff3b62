import { expect, type Page } from "@playwright/test";
import { generateProducts, type SeedProduct } from "../src/db/seed/generate";

/** The seed is deterministic: the generator names the products the end-to-end server holds. */
export function seededProduct(match: (p: SeedProduct) => boolean): SeedProduct {
  for (const p of generateProducts({ products: Number(process.env.SEED_PRODUCTS ?? 600) })) if (match(p)) return p;
  throw new Error("no seeded product matches");
}

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

/**
 * A page's islands (components/islands) hydrate on first use: a pointer move is one. Waits until
 * every island on the page has, for a test about to stop the page's clock.
 */
export async function islandsHydrated(page: Page) {
  await page.mouse.move(1, 1);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-island]")].every((e) => e.hasAttribute("data-hydrated")),
      ),
    )
    .toBe(true);
}
