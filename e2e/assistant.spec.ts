import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { mkdirSync } from "node:fs";
import { DEMO, seededProduct, signIn } from "./helpers";

const SHOTS = "/tmp/shots-assistant";

async function labelPng(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (l, i) =>
        `<text x="30" y="${90 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#111">${l.replace(/&/g, "&amp;")}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${120 + lines.length * 70}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function openHelpChat(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open help chat" })).toHaveCount(0);
  await page.clock.fastForward(5100);
  await expect(page.getByRole("button", { name: "Open help chat" })).toBeVisible();
}

const chat = (page: Page) => page.getByRole("dialog", { name: "Anna" });

test("help chat: email, product question, product card, label photo, reset", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await openHelpChat(page);
  await expect(page.getByText("Need help?")).toBeVisible();
  await expect(page.getByText("Our staff are ready to help")).toBeVisible();
  await page.getByRole("button", { name: "Dismiss help prompt" }).click();
  await expect(page.getByText("Need help?")).toHaveCount(0);

  await page.getByRole("button", { name: "Open help chat" }).click();
  const dlg = chat(page);
  await expect(dlg.getByRole("heading", { name: "Anna" })).toBeVisible();
  await expect(dlg.getByText("Hello there!")).toBeVisible();
  await expect(
    dlg.getByText("I’m your AI assistant. Type a question or upload an image below to get started."),
  ).toBeVisible();

  // Email first: required, then pattern, then accepted.
  await dlg.getByRole("button", { name: "Start chat" }).click();
  await expect(dlg.getByText("required", { exact: true })).toBeVisible();
  await dlg.getByLabel("Email").fill("clinic@example");
  await dlg.getByRole("button", { name: "Start chat" }).click();
  await expect(dlg.getByText("invalid email", { exact: true })).toBeVisible();
  await dlg.getByLabel("Email").fill("clinic@example.com");
  await dlg.getByRole("button", { name: "Start chat" }).click();
  const box = dlg.getByLabel("Type your message");
  await expect(box).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("dvm_chat_user_email"))).toBe("clinic@example.com");

  // A product question answers with a product card.
  const dewormer = seededProduct((p) => p.id === 4);
  await box.fill("cat dewormer under $40");
  await dlg.getByRole("button", { name: "Send" }).click();
  await expect(dlg.getByText("cat dewormer under $40")).toBeVisible();
  const card = dlg.getByRole("link", { name: `Product: ${dewormer.name}` });
  await expect(card).toBeVisible();
  await expect(dlg.getByText("$24.99").first()).toBeVisible();
  await expect
    .poll(() => card.locator("img").evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.screenshot({ path: `${SHOTS}/d-chat.png` });

  // Expand and collapse.
  await dlg.getByRole("button", { name: "Expand chat" }).click();
  await expect(dlg.getByRole("button", { name: "Collapse chat" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/d-chat-expanded.png` });
  await dlg.getByRole("button", { name: "Collapse chat" }).click();

  // Opening the card navigates; the conversation stays.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/${dewormer.slug}$`));
  await expect(chat(page).getByText("cat dewormer under $40")).toBeVisible();

  // A wrong file type is refused before sending.
  await chat(page)
    .getByLabel("Upload image")
    .setInputFiles({ name: "x.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(chat(page).getByText("Only JPG and PNG images are allowed.")).toBeVisible();

  // A label photo finds the product.
  const png = await labelPng([
    dewormer.brand.toUpperCase(),
    "Feline Dewormer Praziquantel/Pyrantel",
    "Tablets - Cat (5-11 lb) - 4 doses",
  ]);
  await chat(page).getByLabel("Upload image").setInputFiles({ name: "label.png", mimeType: "image/png", buffer: png });
  await expect(chat(page).getByRole("img", { name: "Attached image preview" })).toBeVisible();
  await chat(page).getByRole("button", { name: "Send" }).click();
  await expect(chat(page).getByRole("img", { name: "Attached image preview" })).toHaveCount(0);
  await expect(chat(page).getByText(/I found these matching the label:/)).toBeVisible({ timeout: 20_000 });
  // The second product card in the conversation is the label's answer.
  await expect(chat(page).getByRole("link", { name: `Product: ${dewormer.name}` })).toHaveCount(2);

  // 'Ask Anna' on the product page opens the side panel with the same conversation.
  await chat(page).getByRole("button", { name: "Close chat" }).click();
  await page.getByRole("button", { name: "Ask Anna" }).click();
  await expect(chat(page).getByText("cat dewormer under $40")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/d-panel.png` });

  // Reset: history deleted, stored email and messages removed, chat closed.
  const deleted = page.waitForRequest(
    (r) => r.method() === "DELETE" && r.url().includes("/api/chat/chatbot/delete_user_chat/clinic%40example.com"),
  );
  await chat(page).getByRole("button", { name: "Reset chat" }).click();
  await deleted;
  await expect(chat(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem("dvm_chat_user_email"), localStorage.getItem("dvm_chat_messages")]),
  ).toEqual([null, null]);
});

test("signed-in buyer: the chat logs in with the session email and shows at 375 px", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, DEMO.buyer);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.clock.install();
  await page.goto("/");
  await page.clock.fastForward(5100);
  await page.getByRole("button", { name: "Open help chat" }).click();
  await expect(chat(page).getByLabel("Type your message")).toBeVisible();
  await expect(chat(page).getByLabel("Email")).toHaveCount(0);
  await chat(page).getByLabel("Type your message").fill("How do I request a sample?");
  await chat(page).getByLabel("Type your message").press("Enter");
  await expect(
    chat(page)
      .getByText(/Request Sample/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/m-chat.png` });
  // Leaving the page with a known chat email deletes the server history (keepalive request).
  const deleted = page.waitForRequest(
    (r) => r.method() === "DELETE" && r.url().includes("/api/chat/chatbot/delete_user_chat/buyer%40dvm.demo"),
  );
  // Playwright does not report requests a document makes while it unloads, so fire the event itself.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await deleted;
});

test("a stored invalid email is dropped with a message; a failed send removes the pending message", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("dvm_chat_user_email", "broken@");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await openHelpChat(page);
  await page.getByRole("button", { name: "Open help chat" }).click();
  await expect(chat(page).getByText("Invalid stored email. Please enter a valid email.")).toBeVisible();
  await chat(page).getByLabel("Email").fill("retry@example.com");
  await chat(page).getByRole("button", { name: "Start chat" }).click();
  await page.route("**/api/chat/v1/agent/chat", (r) => r.fulfill({ status: 500, body: "{}" }));
  await chat(page).getByLabel("Type your message").fill("gloves");
  await chat(page).getByRole("button", { name: "Send" }).click();
  await expect(chat(page).getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(chat(page).getByText("gloves", { exact: true })).toHaveCount(0);
  // 401 and a refused refresh: signed out of the chat with the spec's message.
  await page.route("**/api/chat/v1/agent/chat", (r) => r.fulfill({ status: 401, body: "{}" }));
  await page.route("**/api/chat/v1/auth/refresh_token", (r) => r.fulfill({ status: 401, body: "{}" }));
  await chat(page).getByLabel("Type your message").fill("gloves");
  await chat(page).getByRole("button", { name: "Send" }).click();
  await expect(chat(page).getByText("Session expired. Please re-enter your email.")).toBeVisible();
  await expect(chat(page).getByLabel("Email")).toBeVisible();
});

test("chat login: INTERNAL_SERVER_ERROR is retried once after 2 s; other failures show the server's message", async ({
  page,
}) => {
  await openHelpChat(page);
  let calls = 0;
  await page.route("**/api/chat/v1/auth/login", async (r) => {
    calls++;
    if (calls === 1)
      await r.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: "INTERNAL_SERVER_ERROR", message: "boom" }),
      });
    else await r.continue();
  });
  await page.getByRole("button", { name: "Open help chat" }).click();
  await chat(page).getByLabel("Email").fill("retry@example.com");
  await chat(page).getByRole("button", { name: "Start chat" }).click();
  await expect.poll(() => calls).toBe(1);
  await page.clock.fastForward(2100);
  await expect(chat(page).getByLabel("Type your message")).toBeVisible();
  expect(calls).toBe(2);

  await chat(page).getByRole("button", { name: "Reset chat" }).click();
  await page.route("**/api/chat/v1/auth/login", (r) =>
    r.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Please enter a valid email address." }),
    }),
  );
  await page.getByRole("button", { name: "Open help chat" }).click();
  await chat(page).getByLabel("Email").fill("other@example.com");
  await chat(page).getByRole("button", { name: "Start chat" }).click();
  await expect(chat(page).getByText("Please enter a valid email address.")).toBeVisible();
});
