// First-load JavaScript rows of `npm run bench -- --only first-load`: opens each page in headless
// Chromium with no interaction and sums the gzip bytes of every script it asks for on arrival:
// before the load event, and in the second after it (hydration's own imports), not what waits
// for the page to be in use (first touch, or IN_USE_AFTER_LOAD_MS after load) (budget: 150 kB). Standalone against a running build:
// `npx tsx scripts/bench-first-load.ts --base http://127.0.0.1:3410 [--list]` (--list: each script).
import { chromium, type Browser } from "playwright-core";
import { pathToFileURL } from "node:url";
import { generateProducts } from "../src/db/seed/generate";
import { IN_USE_AFTER_LOAD_MS } from "../src/components/islands/page-in-use";

/** Scripts asked for this long after the load event still count as the page's arrival. */
const ARRIVAL_AFTER_LOAD_MS = IN_USE_AFTER_LOAD_MS / 2;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const BUDGET_KB = 150;
export const DEMO_BUYER = { email: "buyer@dvm.demo", password: "DemoBuyer#2026" };

function productSlug(index: number): string {
  let i = 0;
  for (const p of generateProducts({ products: index + 1 })) if (i++ === index) return p.slug;
  throw new Error("no such product");
}

/** The pages both first-load and Lighthouse rows visit; the cart is the demo buyer's. */
export const pages = () => [
  { name: "home", path: "/" },
  { name: "department", path: "/pharmaceuticals" },
  { name: "product", path: `/${productSlug(41)}` },
  { name: "search results", path: "/all-search-results/search/vaccine" },
  { name: "cart (signed in)", path: "/cart", signedIn: true },
];

/** The demo buyer's session cookie from the app's own sign-in API. */
export async function signInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(DEMO_BUYER),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function firstLoadKb(browser: Browser, base: string, path: string, cookie?: string) {
  // the session cookie goes as a header: a __Secure- cookie cannot be stored for a plain-http origin
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "accept-encoding": "gzip", ...(cookie && { cookie }) },
  });
  const page = await context.newPage();
  // A finished request's encoded length counts its headers too; the response's own figure is the
  // header part, so the difference is the body as the wire carried it (gzip'd). A script the
  // browser had fetched before (a preload) arrives again from its cache with no body: its bytes
  // are those of its first fetch, whatever that request's type.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Page.enable");
  const sentAt = new Map<string, number>();
  const urlOf = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  const scriptUrls = new Map<string, number>(); // url → when its first script request went out
  const bodyBytes = new Map<string, number>(); // url → largest body received for it
  let loadAt = Infinity;
  cdp.on("Network.requestWillBeSent", (e) => sentAt.set(e.requestId, e.timestamp));
  cdp.on("Page.loadEventFired", (e) => (loadAt = Math.min(loadAt, e.timestamp)));
  cdp.on("Network.responseReceived", (e) => {
    headerBytes.set(e.requestId, e.response.encodedDataLength);
    urlOf.set(e.requestId, e.response.url);
    const sent = sentAt.get(e.requestId) ?? Infinity;
    const earlier = scriptUrls.get(e.response.url);
    if (e.type === "Script" && (earlier === undefined || sent < earlier)) scriptUrls.set(e.response.url, sent);
  });
  cdp.on("Network.loadingFinished", (e) => {
    const url = urlOf.get(e.requestId);
    if (!url) return;
    const body = e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0);
    bodyBytes.set(url, Math.max(bodyBytes.get(url) ?? 0, body));
  });
  const res = await page.goto(base + path, { waitUntil: "load" });
  if (!res?.ok()) throw new Error(`${path}: HTTP ${res?.status()}`);
  await page.waitForLoadState("networkidle");
  let total = 0;
  let count = 0;
  for (const [url, sent] of scriptUrls) {
    if (sent > loadAt + ARRIVAL_AFTER_LOAD_MS / 1000) continue; // waits for the page in use
    const body = bodyBytes.get(url) ?? 0;
    if (process.argv.includes("--list")) console.log(`${(body / 1024).toFixed(1)} kB  ${url}`);
    total += body;
    count++;
  }
  await context.close();
  return { kb: Math.round(total / 102.4) / 10, count };
}

export type FirstLoadRow = { page: string; kb: number; scripts: number; held: boolean };

export async function measureFirstLoad(base: string): Promise<FirstLoadRow[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const rows: FirstLoadRow[] = [];
  try {
    const cookie = await signInCookie(base);
    for (const p of pages()) {
      if (process.argv.includes("--list")) console.log(`\n${p.name} ${p.path}`);
      const r = await firstLoadKb(browser, base, p.path, p.signedIn ? cookie : undefined);
      rows.push({ page: `${p.name} ${p.path}`, kb: r.kb, scripts: r.count, held: r.kb <= BUDGET_KB });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printFirstLoad(rows: FirstLoadRow[], backend = "") {
  console.log(`\n| page | first-load JS kB gzip | scripts | budget ${BUDGET_KB} | held |\n|---|---|---|---|---|`);
  for (const r of rows)
    console.log(
      `| ${backend ? `${backend}: ` : ""}${r.page} | ${r.kb} | ${r.scripts} | ${BUDGET_KB} | ${r.held ? "yes" : "no"} |`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const i = process.argv.indexOf("--base");
  const base = i >= 0 ? process.argv[i + 1]! : "http://127.0.0.1:3200";
  const rows = await measureFirstLoad(base);
  printFirstLoad(rows);
  process.exitCode = rows.every((r) => r.held) ? 0 : 1;
}
