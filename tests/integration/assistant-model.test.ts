import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetLocalRateLimits } from "@/lib/rate-limit";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { POST as login } from "@/app/api/chat/v1/auth/login/route";
import { POST as chat } from "@/app/api/chat/v1/agent/chat/route";
import { sanitizeAnswer } from "@/features/assistant/server/sanitize";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { chatLogin, chatSend } from "../helpers/assistant-requests";
import { startFakeOpenAI, type FakeStep } from "../helpers/assistant-fake-openai";

describe.each(backends)("assistant with a model (fake OpenAI-compatible server) on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | null = null;
  let token: string;

  const withModel = async (script: FakeStep[]) => {
    fake = await startFakeOpenAI(script);
    process.env.LLM_BASE_URL = fake.url;
    process.env.LLM_MODEL = "fake-model";
    process.env.LLM_API_KEY = "test-key";
    reloadConfig();
    return fake;
  };
  const ask = async (text: string) => {
    const res = await chat(chatSend(token, { text }));
    expect(res.status).toBe(200);
    return (await res.json()).data;
  };

  beforeAll(async () => {
    db = await createTestDb(backend);
    resetLocalRateLimits(); // the chat login quota counts per address across backends
    await seedCatalog(db.db, { products: 300 });
    await seedContent(db.db);
    await seedDemoUsers(db.db);
    token = (await (await login(chatLogin("model@example.com"))).json()).data.access_token;
  });
  afterEach(async () => {
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_MODEL;
    delete process.env.LLM_API_KEY;
    reloadConfig();
    await fake?.close();
    fake = null;
  });
  afterAll(async () => db?.dispose());

  it("runs the tool loop: search_products result carries the masked price; cards come from tool results", async () => {
    const f = await withModel([
      { tool_calls: [{ name: "search_products", arguments: { query: "cat dewormer under $40" } }] },
      { content: '<p>The <a href="/feline-dewormer">Feline Dewormer</a> costs $24.99.</p>' },
    ]);
    const data = await ask("I need a cat dewormer under $40");
    expect(f.requests).toHaveLength(2);
    const first = f.requests[0] as { model: string; tools: { function: { name: string } }[]; authorization: string };
    expect(first.model).toBe("fake-model");
    expect(first.authorization).toBe("Bearer test-key");
    expect(first.tools.map((t) => t.function.name).sort()).toEqual([
      "get_my_orders",
      "get_product",
      "get_site_help",
      "search_products",
    ]);
    const toolMsg = (f.requests[1] as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === "tool",
    )!;
    expect(JSON.parse(toolMsg.content).products[0]).toMatchObject({ price: "$24.99", sku: "DVM-PA-000004" });
    expect(data.answer).toContain("$24.99");
    expect(data.products.parentProduct.name).toMatch(/Feline Dewormer/);
  });

  it("sanitizes what the model writes: no scripts, no handlers, no outside links", async () => {
    await withModel([
      {
        content:
          '<p onclick="steal()">Hi <a href="https://evil.example/x">here</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
    ]);
    const data = await ask("hello");
    expect(data.answer).not.toMatch(/script|onclick|onerror|evil\.example|<img/i);
    expect(data.answer).toContain("here");
  });

  it("get_my_orders refuses a chat session that is not a signed-in buyer", async () => {
    const f = await withModel([
      { tool_calls: [{ name: "get_my_orders", arguments: {} }] },
      { content: "<p>Please sign in.</p>" },
    ]);
    await ask("where is my last order");
    const toolMsg = (f.requests[1] as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === "tool",
    )!;
    expect(JSON.parse(toolMsg.content)).toEqual({ error: "The buyer is not signed in." });
  });

  it("falls back to the offline agent when the model server fails", async () => {
    await withModel([{ status: 500 }]);
    const data = await ask("suture 3-0 absorbable");
    expect(data.products.parentProduct.name).toMatch(/Absorbable.*3-0/);
  });

  it("sanitizeAnswer keeps only site links", () => {
    expect(
      sanitizeAnswer('<a href="/x">ok</a><a href="//evil.example">no</a><a href="javascript:alert(1)">js</a>'),
    ).toBe('<a href="/x">ok</a><span>no</span><span>js</span>');
  });
});
