import { chromium } from "playwright-core";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
const base = process.argv[2];
const secret = readFileSync(process.env.SECRET_FILE, "utf8").trim();
const token = createHmac("sha256", secret).update("dvm-publish-v1").digest("hex");
const publish = (body) => fetch(base + "/api/internal/publish", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then((r) => r.json());
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
let seeded = false;
for (const [w, h, tag] of [[1280, 900, "d"], [375, 800, "m"]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  await page.goto(base + "/auth/signin");
  await page.getByLabel("Email").fill("buyer@dvm.demo");
  await page.getByLabel("Password").fill("DemoBuyer#2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(base + "/");
  if (!seeded) {
    seeded = true;
    const ids = await page.locator("main article h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const have = await (await page.request.get(base + "/api/user/wishlist/demo-buyer")).json();
    for (const id of [1, 2, 3, 5, 8]) if (!have.data.some((d) => d.product_id === id)) await page.request.post(base + "/api/user/wishlist/update", { data: { customer_id: "demo-buyer", product_id: id }, headers: { origin: base } });
    await page.request.post(base + "/api/vendor-chat/1", { data: { message: "Hello, do you have the 250 mg tablets in stock for next week?" }, headers: { origin: base } });
    await publish({ kind: "chat-reply", user: "demo-buyer", vendor: "1", message: "Yes, we have 40 bottles ready to ship today. Would you like us to hold some for you?" });
    await publish({ kind: "webinar", user: "demo-buyer" });
    await publish({ kind: "blog", user: "demo-buyer" });
    await publish({ kind: "coupon", user: "demo-buyer" });
    console.log("products on home", ids.length);
  }
  const shot = async (name) => { await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/shots-engagement/${tag}-${name}.png`, fullPage: process.env.FULL === "1" }); console.log(tag, name); };
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await page.getByRole("dialog", { name: "Notifications" }).getByRole("list").waitFor();
  await shot("bell");
  await page.keyboard.press("Escape");
  await page.goto(base + "/notifications", { waitUntil: "networkidle" });
  await shot("notifications");
  await page.goto(base + "/wishlist", { waitUntil: "networkidle" });
  await shot("wishlist");
  const note = page.locator('a[href$="#chat"]');
  await page.goto(base + "/notifications", { waitUntil: "networkidle" });
  const chatHref = await note.first().getAttribute("href").catch(() => null);
  await page.goto(base + (chatHref ?? "/"), { waitUntil: "networkidle" });
  await page.getByRole("dialog", { name: /^Chat with / }).waitFor();
  await shot("vendor-chat");
  await ctx.close();
}
await browser.close();
