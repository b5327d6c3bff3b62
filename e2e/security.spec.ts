import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";

test("every page carries the security headers and still runs its scripts under the policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto("/");
  const headers = res!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // served over plain http here: no HSTS
  expect(headers["strict-transport-security"]).toBeUndefined();
  // hydration works: the header's search box reacts to typing
  const search = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
  await search.fill("glove");
  await expect(page.getByRole("region", { name: "Search results" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a crafted callbackUrl with a tab between slashes stays on the site after sign-in", async ({ page, baseURL }) => {
  await page.goto("/auth/signin?callbackUrl=%2F%09%2Fevil.example");
  await page.getByLabel("Email").fill(DEMO.buyer.email);
  await page.getByLabel("Password").fill(DEMO.buyer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(page.url()).not.toContain("evil.example");
});

test("a visitor finds the password reset from sign-in and gets the same answer for any address", async ({ page }) => {
  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill("nobody-here@clinic.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account uses that address/)).toBeVisible();
});

test("a reset link that is not valid says so", async ({ page }) => {
  await page.goto("/auth/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("a fresh morning tide");
  await page.getByLabel("Repeat the new password").fill("a fresh morning tide");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This link has expired or was already used. Ask for a new one.")).toBeVisible();
});

test("a signed-in visitor sent to sign-in with CR/LF in callbackUrl lands on this site, not a 500", async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.buyer);
  for (const target of ["%2F%0D%0A%2Fevil.example", "%2Fcart%0D%0ASet-Cookie%3A%20a%3Db"]) {
    const res = await page.goto(`/auth/signin?callbackUrl=${target}`);
    expect(res!.status()).toBeLessThan(500);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(page.url()).not.toContain("evil.example");
  }
});

test("another account's coin page answers HTTP 403", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  const res = await page.goto("/dashboard/user/demo-lowlevel/coins");
  expect(res!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This page belongs to another account" })).toBeVisible();
});
