import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";

/** Runs `npm run admin -- ...` against the end-to-end server (it goes through the running server). */
export function admin(...args: string[]): string {
  return execFileSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--import", "./scripts/server-only-off.mjs", "scripts/admin.ts", ...args],
    {
      env: {
        ...process.env,
        PORT: process.env.E2E_PORT ?? "3100",
        SECRET_FILE: "data-e2e/auth-secret",
        PGLITE_DIR: "data-e2e/pglite",
      },
      encoding: "utf8",
    },
  );
}

export const PASSPHRASE = "quiet meadow lantern 42";

export function newEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@clinic.test`;
}

/** Registers through the real form (reached from the sign-in page) and lands signed in. */
export async function registerBuyer(page: Page, email: string, position = "Veterinarian") {
  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your buyer account" })).toBeVisible();
  // the sign-in page the buyer came from stays in the document, hidden: only the visible fields count
  await page.getByLabel("Email").filter({ visible: true }).fill(email);
  await page.getByLabel("Password").filter({ visible: true }).fill(PASSPHRASE);
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Last name").fill("Morgan");
  await page.getByLabel("Clinic name").fill("Northside Animal Clinic");
  await page.getByLabel("State").fill("Ohio");
  await page.getByLabel("Country").fill("United States");
  await page.getByLabel("Position").selectOption(position);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
}

export async function signOutViaMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
}
