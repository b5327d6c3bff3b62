import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";
import { buyableFromVendors, shot } from "./cart-helpers";

const PURCHASER = { email: "purchaser@dvm.demo", password: "DemoPurchaser#2026" };
const MANAGER = { email: "manager@dvm.demo", password: "DemoManager#2026" };

/** Fills the purchaser's cart past their $500 limit (seeded prices, lowest price counted, so at least $600). */
async function fillPastLimit(page: Page) {
  let cents = 0;
  for (const p of buyableFromVendors(8)) {
    const unit = Math.min(p.priceCents ?? p.priceCatalogCents, p.priceDiscountedCents ?? Infinity, p.priceCatalogCents);
    const room = Math.min(5, p.quantity, p.maxQuantityThreshold ?? 5);
    const quantity = Math.max(1, Math.min(room, Math.ceil((60_000 - cents) / unit)));
    const res = await page.request.post("/api/add-cart-app", {
      data: { type: "product", product_id: p.id, vendor_id: p.vendorId, quantity },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    cents += unit * quantity;
    if (cents >= 60_000) return;
  }
  throw new Error("the seed has too few buyable products to pass $600");
}

test("purchaser over their limit is held; the purchaser cannot approve; the manager approves and the orders exist", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, PURCHASER);
  const ordersBefore = (await (await page.request.get("/api/orders")).json()).orders.length;
  await fillPastLimit(page);

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  // before pressing, checkout says the order will wait for an approver, and the button says so
  const budget = page.getByRole("region", { name: "Budget and approval" });
  await expect(budget).toContainText("This order will be sent for approval.");
  await expect(budget).toContainText("above your limit of $500.00");
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page).toHaveURL(/\/clinic\/approvals\?held=\d+/);
  const held = Number(new URL(page.url()).searchParams.get("held"));
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `Your order was sent for approval (request #${held})`,
  );
  const mine = page.getByRole("listitem", { name: `Request ${held}` });
  await expect(mine).toContainText("above your limit of $500.00");
  await expect(mine.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await shot(page, "clinic-held");
  // nothing reached a vendor, and the purchaser's own approval is refused
  expect((await (await page.request.get("/api/orders")).json()).orders.length).toBe(ordersBefore);
  const self = await page.request.post(`/api/clinic/approvals/${held}/approve`, { data: { comment: "" } });
  expect(self.status()).toBe(403);

  const manager = await browser.newContext();
  const mpage = await manager.newPage();
  await signIn(mpage, MANAGER);
  await mpage.goto("/clinic/approvals");
  const card = mpage.getByRole("listitem", { name: `Request ${held}` });
  await expect(card).toContainText("Priya Shah");
  await expect(card).toContainText("Heartland North");
  await card.getByLabel("Comment").fill("Approved for the surgery week");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(
    mpage.getByRole("region", { name: "Decided" }).getByRole("listitem", { name: `Request ${held}` }),
  ).toContainText("Approved");
  await shot(mpage, "clinic-approved");
  await manager.close();

  // the orders exist for the purchaser and they were told
  const after = (await (await page.request.get("/api/orders")).json()).orders.length;
  expect(after).toBeGreaterThan(ordersBefore);
  const notes = await page.request.get("/api/user/notifications/demo-clinic-purchaser");
  expect(await notes.text()).toContain(`approved your order request #${held}`);
});

const REQUESTER = { email: "requester@dvm.demo", password: "DemoRequester#2026" };
// the group's location with no budget: nothing but controlled items needs approval there
const SHARED_LOCATION = "Heartland Lee's Summit";

/** Picks the location this session acts for through the account menu's "Acting for" choice. */
async function actFor(page: Page, location: string) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitemradio", { name: location }).click();
  await expect
    .poll(async () => {
      const { data } = await (await page.request.get("/api/clinic")).json();
      const clinic = data.clinics.find((c: { id: string }) => c.id === data.active?.clinic_id);
      return clinic?.locations.find((l: { id: number }) => l.id === data.active?.location_id)?.name;
    })
    .toBe(location);
}

test("the cart is the location's: a requester builds it, the manager sees the same cart and places it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [product] = buyableFromVendors(1);
  await signIn(page, REQUESTER);
  await actFor(page, SHARED_LOCATION);
  // start from an empty cart at that location (earlier journeys may have left lines there)
  const before = await (await page.request.get("/api/cart-listing-app/demo-clinic-requester?related=0")).json();
  for (const v of before.vendorProducts as { id: number }[])
    expect((await page.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: v.id } })).ok()).toBe(
      true,
    );
  const added = await page.request.post("/api/add-cart-app", {
    data: { type: "product", product_id: product!.id, vendor_id: product!.vendorId, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto("/cart");
  await expect(page.getByLabel(`Quantity of ${product!.name}`)).toBeVisible();

  const manager = await browser.newContext();
  const mpage = await manager.newPage();
  await signIn(mpage, MANAGER);
  await actFor(mpage, SHARED_LOCATION);
  await mpage.goto("/cart");
  // the same line the requester added, at the requester's quantity
  await expect(mpage.getByLabel(`Quantity of ${product!.name}`)).toBeVisible();
  await expect(mpage.getByRole("button", { name: /^Cart, 1 items?$/ })).toBeVisible();
  await shot(mpage, "clinic-shared-cart");
  await mpage.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(mpage.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await mpage.getByRole("button", { name: "Place order" }).click();
  await expect(mpage).toHaveURL(/\/order-placed\?ids=\d+/);
  await expect(mpage.getByRole("heading", { name: "Thank you, your order has been placed" })).toBeVisible();
  await manager.close();

  // the location's cart is empty for the requester too
  await expect
    .poll(
      async () =>
        (await (await page.request.get("/api/cart-listing-app/demo-clinic-requester?related=0")).json()).count,
    )
    .toBe(0);
});
