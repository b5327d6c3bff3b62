import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";
import { signOutViaMenu } from "./accounts-helpers";
import { buyableFromVendors, emptyCart, firstPlan, shot } from "./cart-helpers";
import { formatUsd } from "../src/lib/money";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test("cart → checkout by invoice → order placed → track → status via CLI → buy again", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.buyer);
  // a retry starts from the same cart as the first try: what a failed try added is taken out first
  await emptyCart(page, "demo-buyer");
  const [a, b, c] = buyableFromVendors(3);
  for (const [p, quantity] of [
    [a!, 2],
    [b!, 1],
    [c!, 1],
  ] as const) {
    const res = await page.request.post("/api/add-cart-app", {
      data: { type: "product", product_id: p.id, vendor_id: p.vendorId, quantity },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const { plan, service } = firstPlan();
  const svc = await page.request.post("/api/add-cart-app", {
    data: {
      type: "service",
      plan_id: plan.id,
      service_id: plan.serviceId,
      vendor_id: service.providerId,
      quantity: 1,
      number_of_license: 1,
    },
  });
  expect(svc.ok(), await svc.text()).toBeTruthy();

  // Sidebar: Products and Services sections, plus/minus with a per-item loader, then the count and total refresh.
  await page.goto("/");
  await page.getByTestId("cart-button").click();
  const sidebar = page.getByRole("dialog");
  await expect(sidebar.getByRole("heading", { name: "Products" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Services" })).toBeVisible();
  const firstLine = sidebar.getByTestId("cart-line").filter({ hasText: a!.sku });
  const total = sidebar.getByTestId("sidebar-total");
  const before = await total.textContent();
  await firstLine.getByRole("button", { name: "Increase quantity" }).click();
  await expect(firstLine.getByTestId("line-quantity")).toHaveText("3");
  await expect(total).not.toHaveText(before!);
  await firstLine.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(firstLine.getByTestId("line-quantity")).toHaveText("2");
  await expect(total).toHaveText(before!);
  await shot(page, "sidebar");
  await sidebar.getByRole("link", { name: "View Cart" }).click();

  // /cart: uncheck vendor C's item; it stays in the cart but not in this order.
  await expect(page).toHaveURL(/\/cart$/);
  // the page arrives with its lines (no client fetch that pushes the page down once it lands)
  const html = await (await page.request.get("/cart")).text();
  for (const p of [a!, b!, c!]) expect(html).toContain(p.sku);
  expect(html).not.toContain("Loading your cart");
  // the related row is read on its own once it comes near the screen, and is not in the page's HTML
  expect(html).not.toContain("Related products");
  await page.getByRole("button", { name: "Proceed to Checkout" }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByRole("heading", { name: "Related products" })).toBeVisible();
  await page.getByRole("checkbox", { name: `Include ${c!.name} in this order` }).uncheck();
  await expect(page.getByTestId(`vendor-subtotal-${c!.vendorId}`)).toHaveText("$0.00");
  await shot(page, "cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();

  // /checkout: default address, PO number, invoice net 30, review per vendor.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText("Invoice (net 30)")).toBeVisible();
  await page.getByLabel("PO number (optional)").fill("PO-E2E-1");
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await shot(page, "checkout");
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/order-placed\?ids=/);
  await expect(page.getByRole("heading", { name: "Thank you, your order has been placed" })).toBeVisible();
  const numbers = await page.getByRole("link", { name: /^DVM-/ }).allTextContents();
  expect(numbers).toHaveLength(3); // vendors A and B, plus the service provider
  expect(await page.evaluate(() => localStorage.getItem("vendor_ids"))).toBeNull();
  await shot(page, "order-placed");

  // /track-order by number and email.
  await page.goto("/track-order");
  await page.getByLabel("Order number").fill(numbers[0]!);
  await page.getByLabel("Email", { exact: true }).fill(DEMO.buyer.email);
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByRole("heading", { name: `Order ${numbers[0]}` })).toBeVisible();

  // Status change through the CLI (talking to the running server) creates an order notification.
  const out = execFileSync(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--import",
      "./scripts/server-only-off.mjs",
      "scripts/orders.ts",
      numbers[0]!,
      "confirmed",
      "--server",
      `http://127.0.0.1:${PORT}`,
    ],
    {
      env: { ...process.env, SECRET_FILE: "data-e2e/auth-secret" },
      encoding: "utf8",
    },
  );
  const changed = JSON.parse(out);
  expect(changed).toMatchObject({ success: true, status: "confirmed" });
  expect(changed.notification_id).toBeGreaterThan(0);

  // signed in, so the link does not ask to sign in
  await expect(page.getByRole("link", { name: "Order details (sign in)" })).toHaveCount(0);
  await page.getByRole("link", { name: "Order details", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Order ${numbers[0]}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
  await expect(page.getByText("confirmed").first()).toBeVisible();
  await shot(page, "order-details");

  // Buy again puts the lines back; vendor C's unchecked item is still in the cart.
  await page.getByRole("button", { name: "Buy again" }).click();
  await expect(page.getByText(/back in your cart/)).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("checkbox", { name: `Include ${c!.name} in this order` })).not.toBeChecked();
  await expect(page.getByTestId("cart-total")).toBeVisible();
});

test("a long cart: the server draws a first screen of lines, the browser the rest once the page is live", async ({
  page,
}) => {
  await signIn(page, DEMO.buyer);
  await emptyCart(page, "demo-buyer");
  const products = buyableFromVendors(12);
  expect(products).toHaveLength(12);
  for (const p of products) {
    const res = await page.request.post("/api/add-cart-app", {
      data: { type: "product", product_id: p.id, vendor_id: p.vendorId, quantity: 1 },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const html = await (await page.request.get("/cart")).text();
  expect(html.match(/data-testid="cart-line"/g)).toHaveLength(8);
  expect(html.includes("4 more lines are on the way…"), "the note for the lines not drawn yet").toBe(true);
  // the total covers every line, drawn or not
  const listing = await (await page.request.get("/api/cart-listing-app/demo-buyer?related=0")).json();
  expect(html.includes(formatUsd(listing.total_cents)), "the cart's total").toBe(true);

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(12);
  await expect(page.getByText("more lines are on the way")).toHaveCount(0);
  for (const p of products) await expect(page.getByTestId("cart-line").filter({ hasText: p.sku })).toHaveCount(1);
  await emptyCart(page, "demo-buyer");
});

test("cart icon is hidden for visitors and sales reps; the cart page says a sales rep cannot buy", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("cart-button")).toHaveCount(0);
  await signIn(page, DEMO.salesRep);
  await expect(page.getByTestId("cart-button")).toHaveCount(0);
  await page.goto("/cart");
  await expect(page.getByText("Sales reps cannot buy on DVM Market.")).toBeVisible();
});

test("a session that has ended is sent from the cart to sign in", async ({ page, context }) => {
  await signIn(page, DEMO.lowLevel);
  const kept = (await context.cookies()).filter((c) => c.name.includes("better-auth"));
  await signOutViaMenu(page);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await context.addCookies(kept); // its signed cookie, whose session is gone
  await page.goto("/cart");
  await expect(page).toHaveURL(/\/auth\/signin\?.*callbackUrl=%2Fcart/);
});

test("the cart page is kept for its session until what it shows changes", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await emptyCart(page, "demo-buyer");
  const [p] = buyableFromVendors(1);
  const added = await page.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: p!.id, vendor_id: p!.vendorId, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto("/cart");
  const kept = await page.goto("/cart");
  expect(kept!.headers()["x-page-cache"]).toBe("HIT");
  const line = page.getByTestId("cart-line").filter({ hasText: p!.sku });
  await expect(line.getByTestId("line-quantity")).toHaveText("1");
  // a change through the page: the next visit draws the cart again, with it
  await line.getByRole("button", { name: "Increase quantity" }).click();
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
  const drawn = await page.goto("/cart");
  expect(drawn!.headers()["x-page-cache"]).toBe("MISS");
  await expect(page.getByTestId("cart-line").filter({ hasText: p!.sku }).getByTestId("line-quantity")).toHaveText("2");
  expect((await page.goto("/cart"))!.headers()["x-page-cache"]).toBe("HIT");
  await emptyCart(page, "demo-buyer");
  expect((await page.goto("/cart"))!.headers()["x-page-cache"]).toBe("MISS");
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
});
