import { expect, test, type Locator, type Page } from "./fixtures";
import { DEMO, signIn } from "./helpers";
import { buyableFromVendors } from "./cart-helpers";
import { quietShell } from "./shell-helpers";

/** Screenshots of what a buyer tripped over, at desktop and phone widths, for review. */
async function shot(page: Page, name: string) {
  for (const [w, h, tag] of [
    [1280, 900, "d"],
    [375, 800, "m"],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/shots-defects/${tag}-${name}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function add(page: Page, p: { id: number; vendorId: number }, quantity = 1) {
  const res = await page.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: p.id, vendor_id: p.vendorId, quantity },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Places one invoice order of whatever is checked in the cart, through the API; answers its order ids. */
async function placeOrder(page: Page, po: string): Promise<number[]> {
  const addr = await page.request.post("/api/checkout/addresses", {
    data: { label: "E2E", full_name: "Dana Whitfield", line1: "12 Elm St", city: "Joplin", state: "MO", zip: "64801" },
  });
  expect(addr.ok(), await addr.text()).toBeTruthy();
  const { id } = await addr.json();
  const res = await page.request.post("/api/checkout", {
    data: {
      idempotency_key: `e2e-${po}-${Date.now()}`,
      shipping_address_id: id,
      billing_address_id: id,
      po_number: po,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).orders.map((o: { id: number }) => o.id);
}

test("order history: search by PO, CSV export, invoice PDF from order details", async ({ page }) => {
  test.setTimeout(120_000);
  await quietShell(page);
  await signIn(page, DEMO.buyer);
  const [a] = buyableFromVendors(1);
  await add(page, a!);
  const po = `PO-HIST-${Date.now().toString(36)}`;
  const [orderId] = await placeOrder(page, po);

  await page.goto("/track-order");
  await page.getByRole("link", { name: /^(See all \d+ orders|Search and export your orders)$/ }).click();
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible();
  await page.getByLabel("Search orders").fill(po);
  await page.getByRole("button", { name: "Show orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders 1–1 of 1" })).toBeVisible();
  await expect(page.getByText(`PO ${po}`)).toBeVisible();
  await shot(page, "order-history");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve) => {
    let s = "";
    csv.on("data", (c) => (s += c));
    csv.on("end", () => resolve(s));
  });
  expect(text.split("\n")[0]).toContain("Order number");
  expect(text).toContain(po);

  await page.getByRole("link", { name: /^DVM-/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/order-details/${orderId}$`));
  await expect(page.getByRole("link", { name: "View invoice" })).toHaveAttribute(
    "href",
    `/api/orders/${orderId}/invoice`,
  );
  const pdf = await page.request.get(`/api/orders/${orderId}/invoice?download=1`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // another buyer gets no invoice
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await quietShell(otherPage);
  await signIn(otherPage, DEMO.lowLevel);
  expect((await otherPage.request.get(`/api/orders/${orderId}/invoice`)).status()).toBe(403);
  await other.close();
});

test("cart: remove all from a vendor asks first and counts; unchecked vendors leave the summary", async ({ page }) => {
  await quietShell(page);
  await signIn(page, DEMO.buyer);
  const [a, b] = buyableFromVendors(2);
  await add(page, a!);
  await add(page, b!);
  await page.goto("/cart");
  await page.getByRole("checkbox", { name: `Include ${b!.name} in this order` }).uncheck();
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByText("$0.00")).toHaveCount(0);

  const group = page
    .locator("section")
    .filter({ has: page.getByRole("checkbox", { name: `Include ${a!.name} in this order` }) });
  await group.getByRole("button", { name: "Remove all from this vendor" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Remove the 1 item from");
  await ask.getByRole("button", { name: "Keep them" }).click();
  await expect(page.getByRole("checkbox", { name: `Include ${a!.name} in this order` })).toBeVisible();
  await group.getByRole("button", { name: "Remove all from this vendor" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("1 item removed from your cart.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Include ${a!.name} in this order` })).toHaveCount(0);
  await page.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: b!.vendorId } });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("bottom bar badges the cart and opens the cart sidebar", async ({ page }) => {
    await quietShell(page);
    await signIn(page, DEMO.buyer);
    const [a] = buyableFromVendors(1);
    await add(page, a!);
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Mobile" });
    const cart = bar.getByRole("button", { name: /^Cart, (\d+|99\+) items$/ });
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId("cart-badge")).toHaveText(/^(\d{1,2}|99\+)$/);
    await expect(bar.getByRole("link", { name: /^Notifications/ })).toBeVisible();
    await page.screenshot({ path: "/tmp/shots-defects/m-bottom-bar.png" });
    await cart.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await page.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: a!.vendorId } });
  });
});

/**
 * True when every probe point inside the dialog hits the dialog itself (nothing floats above it). The
 * dialog's box is read in the same frame as the probes, once its opening transition has ended: a quick
 * view that grows when its product arrives would otherwise be probed where it no longer is.
 */
async function nothingAbove(dialog: Locator) {
  const covered = await dialog.evaluate(async (el) => {
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
    const box = el.getBoundingClientRect();
    const points = [
      [box.x + 8, box.y + 8],
      [box.x + box.width - 8, box.y + 8],
      [box.x + box.width / 2, box.y + box.height / 2],
      [box.x + 8, box.y + box.height - 8],
      [box.x + box.width - 8, box.y + box.height - 8],
    ];
    return points
      .filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight)
      .map(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit && !el.contains(hit) ? `${hit.tagName}.${hit.className}`.slice(0, 80) : null;
      })
      .filter(Boolean);
  });
  expect(covered).toEqual([]);
}

test.describe("floating layers", () => {
  test("every modal sits above the cookie bar, countdown banner and help teaser", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    // the floating layers appear on their own timers; wait for the cookie notice and scroll for the banner
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible({ timeout: 15_000 });
    await page.mouse.wheel(0, 1200);
    await page
      .getByRole("complementary", { name: "Upcoming webinar" })
      .waitFor({ timeout: 15_000 })
      .catch(() => {});
    await expect(page.getByText("Need help?")).toBeVisible({ timeout: 15_000 });
    await shot(page, "floating-layers");

    // the cookie notice never covers the countdown banner's close button
    const close = page.getByRole("button", { name: "Close webinar banner" });
    if (await close.isVisible()) {
      const b = (await close.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[aria-label='Upcoming webinar']") !== null,
        [b.x + b.width / 2, b.y + b.height / 2],
      );
      expect(hit).toBe(true);
    }

    // quick view
    await page
      .getByRole("button", { name: /^Quick view/ })
      .first()
      .click();
    const quick = page.getByRole("dialog").first();
    await expect(quick).toBeVisible();
    await nothingAbove(quick);
    await page.screenshot({ path: "/tmp/shots-defects/d-modal-over-layers.png" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // the shop-by drawer
    await page
      .getByRole("button", { name: /shop by/i })
      .first()
      .click();
    const drawer = page.getByRole("dialog").first();
    await expect(drawer).toBeVisible();
    await nothingAbove(drawer);
    await page.keyboard.press("Escape");

    // on a phone: the search overlay and the menu
    await page.setViewportSize({ width: 375, height: 800 });
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await bar.getByRole("button", { name: "Search" }).click();
    const sheet = page.getByRole("dialog", { name: "Search" });
    await expect(sheet).toBeVisible();
    await nothingAbove(sheet);
    await page.screenshot({ path: "/tmp/shots-defects/m-search-over-layers.png" });
    await page.keyboard.press("Escape");
    await bar.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await nothingAbove(menu);
    await page.keyboard.press("Escape");

    // signed in: the cart sidebar
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.buyer);
    await page.getByTestId("cart-button").click();
    const sidebar = page.getByRole("dialog").first();
    await expect(sidebar).toBeVisible();
    await nothingAbove(sidebar);
  });
});

test("the empty sign-in form is checked in the browser and calls no server", async ({ page }) => {
  await quietShell(page);
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/sign-in")) calls.push(r.url());
  });
  await page.goto("/auth/signin");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter your email address and password.")).toBeVisible();
  await page.getByLabel("Email").fill("vet@clinic");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  expect(calls).toEqual([]);
});

test("a page that needs a session says so on the sign-in page", async ({ page }) => {
  await quietShell(page);
  await page.goto("/user/orders");
  await expect(page).toHaveURL(/\/auth\/signin\?error=SessionRequired&callbackUrl=%2Fuser%2Forders/);
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  const session = await page.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
  expect((await page.request.get("/api/auth/providers")).ok()).toBeTruthy();
  expect((await (await page.request.get("/api/auth/csrf")).json()).csrfToken).toMatch(/^[a-f0-9]{64}$/);
});

test("the shop-by drawer asks for its lists about 500 ms after the click, not later", async ({ page }) => {
  await quietShell(page);
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Shop by department, vendor or provider" });
  await expect(trigger).toBeVisible();
  // the drawer's code loads on first pointer: let it arrive so only the spec's 500 ms wait is timed
  await trigger.hover();
  await page.waitForLoadState("networkidle");
  const asked = page.waitForRequest(/\/api\/mainSideBar/);
  const t0 = Date.now();
  await trigger.click();
  await asked;
  const elapsed = Date.now() - t0;
  expect(elapsed).toBeGreaterThanOrEqual(450);
  // wall-clock bound with room for a busy CI machine; the regression it guards against added a chunk load on top
  expect(elapsed).toBeLessThan(1_200);
});
