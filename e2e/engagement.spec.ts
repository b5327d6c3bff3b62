import { expect, test } from "./fixtures";
import { DEMO, seededProduct, signIn } from "./helpers";
import { publishNotice } from "./engagement-helpers";

test("a buyer hearts a product, sees the badge and finds it on /wishlist, then removes it", async ({ page }) => {
  const product = seededProduct((p) => p.type !== "variation" && p.inStock === "Y" && p.id > 8);
  await signIn(page, DEMO.buyer, `/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  const heart = page.getByRole("main").getByRole("button", { name: "Add to wishlist" }).first();
  await heart.click();
  // Optimistic: pressed and counted before the server answers.
  await expect(page.getByRole("main").getByRole("button", { name: "Remove from wishlist" }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("link", { name: "Wishlist, 1 items" })).toBeVisible();

  await page.getByRole("link", { name: "Wishlist, 1 items" }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const item = page.getByRole("listitem", { name: product.name });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: product.name })).toHaveAttribute("href", `/${product.slug}`);

  await item.getByRole("button", { name: `Remove ${product.name} from wishlist` }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
});

test("a visitor's heart asks to sign in and sales reps see no hearts or wishlist link", async ({ page }) => {
  const product = seededProduct((p) => p.type !== "variation" && p.id > 8);
  await page.goto(`/${product.slug}`);
  await expect(page.getByRole("link", { name: "Sign in to add to wishlist" }).first()).toHaveAttribute(
    "href",
    `/auth/signin?callbackUrl=${encodeURIComponent(`/${product.slug}`)}`,
  );
  await signIn(page, DEMO.salesRep, `/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to wishlist" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Wishlist/ })).toHaveCount(0);
});

test("a notification published while /notifications is open appears live, and the bell counts it", async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.lowLevel, "/notifications");
  await expect(
    page.getByRole("list", { name: "Notifications list" }).or(page.getByText("No notifications found!")),
  ).toBeVisible();
  await expect(page.locator("html[data-live=ready]")).toHaveCount(1);
  // earlier journeys may have left this account notifications (the compliance journey orders as it)
  const unread = (n: number) => (n ? `Notifications, ${n} unread` : "Notifications");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  const before = Number(/, (\d+) unread/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? 0);
  await publishNotice(request, { kind: "webinar", user: "demo-lowlevel" });
  const started = Date.now();
  const item = page.getByRole("list", { name: "Notifications list" }).getByRole("link", { name: /Upcoming webinar/ });
  await expect(item).toBeVisible({ timeout: 2000 });
  expect(Date.now() - started).toBeLessThan(2000);
  await expect(item).toHaveAttribute("href", /^\/virtual-expo\/.+/);
  await expect(page.getByRole("button", { name: unread(before + 1), exact: true })).toBeVisible();

  // On the notifications page the bell closes instead of opening.
  await page.getByRole("button", { name: unread(before + 1), exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toHaveCount(0);

  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /Upcoming webinar/ }) });
  await row.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("button", { name: unread(before), exact: true })).toBeVisible();
});

test("the bell opens a dropdown that loads, and a coupon code copies with 'Code copied!' for 1 s", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const published = await publishNotice(request, { kind: "coupon", user: "demo-buyer" });
  const code = published.notice.response as string;
  await signIn(page, DEMO.buyer, "/");
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: /off/ }).first()).toHaveAttribute("href", /^\/vendors\/.+/);
  await expect(panel.getByText("No more notifications")).toBeVisible();
  await panel
    .getByRole("button", { name: `Copy code ${code}` })
    .first()
    .click();
  await expect(panel.getByText("Code copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(panel.getByText("Code copied!")).toBeHidden({ timeout: 1800 });
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
});

test("vendor chat opens on #chat, keeps history and shows a vendor reply live and as a notification", async ({
  page,
  request,
}) => {
  const product = seededProduct((p) => p.id === 1);
  await signIn(page, DEMO.buyer, `/${product.slug}`);
  const vendorLink = page.locator('main a[href^="/vendors/"]').first();
  const href = (await vendorLink.getAttribute("href"))!;
  const slug = href.split("/").pop()!;
  await page.goto(`${href}#chat`);
  const chat = page.getByRole("dialog", { name: /^Chat with / });
  await expect(chat).toBeVisible();
  await chat.getByLabel(/^Message to /).fill("Do you deliver on Saturdays?");
  await chat.getByRole("button", { name: "Send message" }).click();
  await expect(chat.getByRole("log").getByText("Do you deliver on Saturdays?")).toBeVisible();
  await expect(page.locator("html[data-live=ready]")).toHaveCount(1);

  await publishNotice(request, {
    kind: "chat-reply",
    user: "demo-buyer",
    vendor: slug,
    message: "Yes, Saturday delivery is available in most of Missouri.",
  });
  await expect(chat.getByRole("log").getByText("Yes, Saturday delivery is available in most of Missouri.")).toBeVisible(
    { timeout: 2000 },
  );

  await page.keyboard.press("Escape");
  await expect(chat).toHaveCount(0);
  await page.reload();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const note = page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: "Yes, Saturday delivery is available in most of Mis..." });
  await expect(note).toHaveAttribute("href", `/vendors/${slug}#chat`);
  await note.click();
  await expect(
    page.getByRole("dialog", { name: /^Chat with / }).getByText("Do you deliver on Saturdays?"),
  ).toBeVisible();
});
