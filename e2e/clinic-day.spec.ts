import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./helpers";
import { buyableFromVendors, shot } from "./cart-helpers";

const OWNER = { email: "owner@dvm.demo", password: "DemoOwner#2026" };
const MANAGER = { email: "manager@dvm.demo", password: "DemoManager#2026" };
const REQUESTER = { email: "requester@dvm.demo", password: "DemoRequester#2026" };
const NORTH = "Heartland North";

async function as(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

type Order = { id: number; order_number: string };
const myOrders = async (page: Page): Promise<Order[]> => (await (await page.request.get("/api/orders")).json()).orders;

/** The requester works at one location only while this journey runs; every location again after it. */
async function requesterWorksAt(owner: Page, locationIds: number[]) {
  const { data } = await (await owner.request.get("/api/clinic/members")).json();
  const rory = data.members.find((m: { email: string }) => m.email === REQUESTER.email);
  const res = await owner.request.patch(`/api/clinic/members/${rory.id}`, { data: { location_ids: locationIds } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test("the clinic's day: a new location, a member placed at a location, a held order decided with its lines in view, the receipt", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [product] = buyableFromVendors(1);
  const owner = await as(browser, OWNER);
  try {
    // The owner adds a location: the form says what to fix, then the location's page takes its licence.
    await owner.goto("/clinic/locations");
    const add = owner.getByRole("form", { name: "Add a location" });
    const name = `Heartland Blue Springs ${Date.now() % 100_000}`;
    await add.getByLabel("Location name").fill(name);
    await add.getByLabel("Street address").fill("400 Main Street");
    await add.getByLabel("City").fill("Blue Springs");
    await add.getByLabel("State (two letters)").fill("MO");
    await add.getByLabel("ZIP code").fill("640");
    await add.getByRole("button", { name: "Add location" }).click();
    await expect(add.getByRole("alert")).toContainText("Enter the ZIP code as 5 digits");
    await add.getByLabel("ZIP code").fill("64014");
    await add.getByRole("button", { name: "Add location" }).click();
    await expect(owner).toHaveURL(/\/clinic\/locations\/\d+\?added=1$/);
    await expect(owner.getByRole("heading", { name })).toBeVisible();
    await expect(owner.getByRole("main").getByRole("status").first()).toContainText(`${name} was added.`);
    const licenceNumber = `MO-VET-${Date.now() % 100_000}`;
    const licence = owner.getByRole("form", { name: "Add a state licence" });
    await licence.getByLabel("Licence number").fill(licenceNumber);
    await licence.getByLabel("Expires on").fill("2030-06-30");
    await licence.getByRole("button", { name: "Save state licence" }).click();
    await expect(owner.getByRole("listitem").filter({ hasText: `MO licence ${licenceNumber}` })).toContainText(
      "Waiting for verification",
    );
    await shot(owner, "clinic-day-location");

    // The owner places the requester at Heartland North; a role change asks first (cancelled here).
    await owner.goto("/clinic/members");
    const rory = owner.getByRole("listitem").filter({ hasText: REQUESTER.email });
    await rory.getByLabel("Role of Rory Kim").selectOption("purchaser");
    await rory.getByRole("button", { name: "Change role" }).click();
    const confirmRole = owner.getByRole("alertdialog", { name: "Make Rory Kim purchaser?" });
    await expect(confirmRole).toContainText("within their own limit");
    await confirmRole.getByRole("button", { name: "Cancel" }).click();
    await rory.getByLabel("Role of Rory Kim").selectOption("requester");
    await rory.getByText("Works at:").click();
    await rory.getByRole("checkbox", { name: NORTH }).check();
    await rory.getByRole("button", { name: "Save locations" }).click();
    await expect(rory.getByText("Works at:")).toContainText(NORTH);
    await shot(owner, "clinic-day-members");

    // The requester's cart is Heartland North's; checkout says before pressing that it goes to an approver.
    const requester = await as(browser, REQUESTER);
    const before = await (await requester.request.get("/api/cart-listing-app/demo-clinic-requester?related=0")).json();
    for (const v of before.vendorProducts as { id: number }[])
      expect(
        (await requester.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: v.id } })).ok(),
      ).toBe(true);
    const added = await requester.request.post("/api/add-cart-app", {
      data: { type: "product", product_id: product!.id, vendor_id: product!.vendorId, quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
    await requester.goto("/cart");
    await expect(requester.getByRole("heading", { name: `${NORTH}'s cart` })).toBeVisible();
    await requester.getByRole("button", { name: "Proceed to Checkout" }).click();
    const budget = requester.getByRole("region", { name: "Budget and approval" });
    await expect(budget).toContainText(`${NORTH} budget this month`);
    await expect(budget).toContainText("This order will be sent for approval.");
    await expect(budget).toContainText("Requesters' orders go to an approver.");
    await shot(requester, "clinic-day-checkout");
    await requester.getByRole("button", { name: "Send for approval" }).click();
    await expect(requester).toHaveURL(/\/clinic\/approvals\?held=\d+/);
    const held = Number(new URL(requester.url()).searchParams.get("held"));

    // The manager sees what is asked for: the lines, the vendor and where it ships; a rejection needs a reason.
    const manager = await as(browser, MANAGER);
    await manager.goto("/clinic/approvals");
    const card = manager.getByRole("listitem", { name: `Request ${held}` });
    await expect(card.getByRole("table", { name: `Lines of request ${held}` })).toContainText(product!.name);
    await expect(card).toContainText(`SKU ${product!.sku}`);
    await expect(card).toContainText("Ships to:");
    await expect(card).toContainText("1200 Oak Avenue");
    await expect(card).toContainText("Requesters' orders go to an approver.");
    await shot(manager, "clinic-day-approval");
    await card.getByRole("button", { name: "Reject…" }).click();
    await card.getByRole("button", { name: "Reject request" }).click();
    await expect(card.getByRole("alert")).toContainText("Give a reason for rejecting: the requester reads it.");
    const reason = "Two boxes are too many this week";
    await card.getByLabel(/^Reason for rejecting/).fill(reason);
    await card.getByRole("button", { name: "Reject request" }).click();
    const decided = manager.getByRole("region", { name: "Decided" }).getByRole("listitem", { name: `Request ${held}` });
    await expect(decided).toContainText(`“${reason}”`);

    // The requester reads the reason and sends the request again: the clinic's rules hold it once more.
    await requester.goto("/clinic/approvals");
    const mine = requester.getByRole("listitem", { name: `Request ${held}` });
    await expect(mine).toContainText(`Reason for rejecting from Marcus Bell: “${reason}”`);
    await mine.getByRole("button", { name: "Send again for approval" }).click();
    const sent = requester
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Sent again for approval as request #" });
    await expect(sent).toBeVisible();
    const again = Number(/request #(\d+)/.exec((await sent.textContent()) ?? "")![1]);
    await expect(mine).toContainText("Sent again");

    // The manager approves the new request with its lines in view; the order is placed for the requester.
    const ordersBefore = (await myOrders(requester)).map((o) => o.id);
    await manager.goto("/clinic/approvals");
    const second = manager.getByRole("listitem", { name: `Request ${again}` });
    await expect(second.getByRole("table", { name: `Lines of request ${again}` })).toContainText(product!.name);
    await second.getByLabel("Comment (optional)").fill("Fine for next week");
    await second.getByRole("button", { name: "Approve" }).click();
    await expect(
      manager.getByRole("region", { name: "Decided" }).getByRole("listitem", { name: `Request ${again}` }),
    ).toContainText("Approved");

    // The receipt: the requester's new order, with its line, and the notification saying it was approved.
    await expect.poll(async () => (await myOrders(requester)).some((o) => !ordersBefore.includes(o.id))).toBe(true);
    const order = (await myOrders(requester)).find((o) => !ordersBefore.includes(o.id))!;
    await requester.goto(`/user/order-details/${order.id}`);
    await expect(requester.getByRole("heading", { name: `Order ${order.order_number}` })).toBeVisible();
    await expect(requester.getByText(product!.name).first()).toBeVisible();
    await shot(requester, "clinic-day-receipt");
    const notes = await requester.request.get("/api/user/notifications/demo-clinic-requester");
    expect(await notes.text()).toContain(`approved your order request #${again}`);
    await manager.context().close();
    await requester.context().close();
  } finally {
    // every location again, so the other journeys find the requester where the seed put them
    await requesterWorksAt(owner, []);
    await owner.context().close();
  }
});
