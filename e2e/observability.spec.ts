// The built server's logs, metrics and traces, on an instance of its own: one JSON line per request
// with the id of its response header and the route pattern; no password, cookie, session token, API
// key or secret in any line after sign-ins, a checkout and an API-key call; /metrics on its own
// listener with every family; a checkout's spans at a local OTLP receiver.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { addSomethingToCart, call, logLines, seed, signIn, startApp, type AppProcess } from "./ops/app-process";

const PORT = Number(process.env.E2E_OPS_PORT ?? 3581);
const METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? 9471);
const SECRET = "observability-spec-secret-7d41c9e2";
const PASSWORDS = ["DemoBuyer#2026", "DemoVendor#2026"];

type OtlpSpan = { name: string; traceId: string; attributes?: { key: string; value: Record<string, unknown> }[] };

test.describe.configure({ mode: "serial" });

let app: AppProcess;
let receiver: Server;
const spans: OtlpSpan[] = [];
const secrets: string[] = [SECRET, ...PASSWORDS];
let checkoutRequestId = "";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // a plain OTLP/HTTP receiver: the exporter posts JSON to /v1/traces
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const doc = JSON.parse(body) as { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };
        for (const rs of doc.resourceSpans ?? []) for (const ss of rs.scopeSpans ?? []) spans.push(...(ss.spans ?? []));
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const env = {
    PGLITE_DIR: "data-e2e-ops/pglite",
    SECRET_FILE: "data-e2e-ops/auth-secret",
    MEDIA_CACHE_DIR: "data-e2e-ops/media",
    BETTER_AUTH_SECRET: SECRET,
    DATABASE_URL: "",
    REDIS_URL: "",
  };
  seed(env);
  app = await startApp(PORT, {
    ...env,
    METRICS_PORT: String(METRICS_PORT),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_BSP_SCHEDULE_DELAY: "200",
  });
});

test.afterAll(async () => {
  await app?.stop();
  receiver?.close();
});

test("one log line per request, with the response's request id and the route pattern", async () => {
  // TRUST_PROXY is 0: a client's own X-Request-Id is not believed
  const health = await call(app.base, "GET", "/api/health", { headers: { "x-request-id": "made-up-by-client" } });
  const id = health.headers.get("x-request-id")!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const product = await call(app.base, "GET", "/api/product-view/no-such-product-123");
  const productId = product.headers.get("x-request-id")!;
  await expect.poll(() => logLines(app.output).filter((l) => l.requestId === productId).length).toBe(1);
  const lines = logLines(app.output);
  expect(lines.filter((l) => l.requestId === id && l.msg === "request")).toEqual([
    expect.objectContaining({ method: "GET", route: "/api/health", status: 200, ms: expect.any(Number) }),
  ]);
  expect(lines.find((l) => l.requestId === productId)).toMatchObject({
    route: "/api/product-view/[slug]",
    status: product.status,
  });
  expect(JSON.stringify(lines)).not.toContain("no-such-product-123"); // the pattern, never the raw path
});

test("sign-in, checkout and an API-key call: user and key ids in the lines, no secret anywhere", async () => {
  const buyer = await signIn(app.base, "buyer@dvm.demo", "DemoBuyer#2026");
  secrets.push(...buyer.split("; ").map((c) => c.split("=").slice(1).join("=")));
  secrets.push(...buyer.split("; ").map((c) => decodeURIComponent(c.split("=").slice(1).join("=")).split(".")[0]!));
  await addSomethingToCart(app.base, buyer);
  // a page answered from the shared member shell reads no session, yet its line names the buyer
  const shell = await call(app.base, "GET", "/", { cookie: buyer });
  expect(shell.status).toBe(200);
  await expect
    .poll(() =>
      logLines(app.output).some(
        (l) => l.requestId === shell.headers.get("x-request-id") && l.msg === "request" && l.userId === "demo-buyer",
      ),
    )
    .toBe(true);
  const placed = await call(app.base, "POST", "/api/checkout", {
    cookie: buyer,
    body: { idempotency_key: `obs-${Date.now()}`, payment_method: "invoice" },
  });
  expect(placed.status, placed.text).toBeLessThan(300);
  checkoutRequestId = placed.headers.get("x-request-id")!;

  const vendor = await signIn(app.base, "vendor@dvm.demo", "DemoVendor#2026");
  secrets.push(...vendor.split("; ").map((c) => c.split("=").slice(1).join("=")));
  const created = await call(app.base, "POST", "/api/vendor/v1/api-keys", { cookie: vendor, body: { name: "Logs" } });
  expect(created.status, created.text).toBe(201);
  const { key, id: keyId } = created.json() as { key: string; id: number };
  secrets.push(key);
  const viaKey = await call(app.base, "GET", "/api/vendor/v1/orders", { headers: { authorization: `Bearer ${key}` } });
  expect(viaKey.status, viaKey.text).toBe(200);

  // the jobs the checkout wrote (mail, live pushes) log with the checkout's request id
  await expect
    .poll(() => logLines(app.output).filter((l) => l.requestId === checkoutRequestId && l.job).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const lines = logLines(app.output);
  expect(lines.find((l) => l.requestId === checkoutRequestId && l.msg === "request")).toMatchObject({
    method: "POST",
    route: "/api/checkout",
    userId: "demo-buyer",
  });
  // the key's request line may reach the output a moment after its answer
  await expect
    .poll(() => logLines(app.output).find((l) => l.requestId === viaKey.headers.get("x-request-id")))
    .toMatchObject({ route: "/api/vendor/v1/orders", apiKeyId: String(keyId) });
  const everything = app.output.join("");
  for (const s of secrets.filter((x) => x.length >= 8)) expect(everything, "a secret in the output").not.toContain(s);
});

test("metrics on their own listener, never the public port, with every family", async () => {
  // a visitor's page twice: the page cache misses, then hits
  for (let i = 0; i < 2; i++) expect((await call(app.base, "GET", "/vendors")).status).toBe(200);
  const scraped = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
  expect(scraped.status).toBe(200);
  const text = await scraped.text();
  const families = [
    "http_requests_total",
    "http_request_duration_seconds",
    "nodejs_eventloop_lag_seconds",
    "db_pool_connections",
    "db_query_duration_seconds",
    "outbox_backlog",
    "outbox_oldest_age_seconds",
    "job_queue_depth",
    "live_streams_open",
    "cache_hits_total",
    "cache_misses_total",
    "search_index_documents",
    "search_index_age_seconds",
  ];
  for (const f of families) expect(text, f).toMatch(new RegExp(`^${f}(\\{|_bucket\\{| )`, "m"));
  expect(text).toMatch(/^http_requests_total\{route="\/api\/checkout",method="POST",status="20\d"\} 1$/m);
  expect(text).toMatch(/^job_queue_depth\{job="mail-deliver"\} \d+$/m);
  expect(text).toMatch(/^cache_hits_total\{cache="page"\} [1-9]\d*$/m);
  expect(text).toMatch(/^cache_misses_total\{cache="page"\} [1-9]\d*$/m);
  const publicPort = await call(app.base, "GET", "/metrics");
  expect(publicPort.text).not.toContain("http_requests_total");
});

test("a checkout's spans reach the OTLP receiver: HTTP, database and job", async () => {
  const attr = (s: OtlpSpan, key: string) => {
    const v = s.attributes?.find((a) => a.key === key)?.value;
    return v ? Object.values(v)[0] : undefined;
  };
  // the HTTP server span of the checkout (older or stable semantic conventions)
  const checkoutSpan = () =>
    spans.find(
      (s) =>
        (attr(s, "http.method") ?? attr(s, "http.request.method")) === "POST" &&
        String(attr(s, "http.target") ?? attr(s, "url.path") ?? "") === "/api/checkout",
    );
  await expect.poll(() => Boolean(checkoutSpan()), { timeout: 20_000 }).toBe(true);
  const trace = checkoutSpan()!.traceId;
  await expect
    .poll(() => spans.filter((s) => s.traceId === trace && attr(s, "db.system") === "postgresql").length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await expect.poll(() => spans.some((s) => s.name.startsWith("job ")), { timeout: 30_000 }).toBe(true);
});
