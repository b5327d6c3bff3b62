// First-load JavaScript rows of `npm run bench -- --only first-load`: opens each page in headless
// Chromium with no interaction and sums the gzip bytes of every script that arrives before the
// load event and network idle (budget: 150 kB). Standalone against a running build:
// `npx tsx scripts/bench-first-load.ts --base http://127.0.0.1:3410 [--list]` (--list: each script).
import { chromium, type Browser } from "playwright-core";
import { pathToFileURL } from "node:url";
import { generateProducts } from "../src/db/seed/generate";

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
  // header part, so the difference is the body as the wire carried it (gzip'd).
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const headerBytes = new Map<string, number>();
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on("Network.responseReceived", (e) => {
    if (e.type !== "Script") return;
    headerBytes.set(e.requestId, e.response.encodedDataLength);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on("Network.loadingFinished", (e) => bytes.set(e.requestId, e.encodedDataLength));
  const res = await page.goto(base + path, { waitUntil: "load" });
  if (!res?.ok()) throw new Error(`${path}: HTTP ${res?.status()}`);
  await page.waitForLoadState("networkidle");
  let total = 0;
  for (const [id, head] of headerBytes) {
    const body = (bytes.get(id) ?? head) - head;
    if (process.argv.includes("--list")) console.log(`${(body / 1024).toFixed(1)} kB  ${urls.get(id)}`);
    total += body;
  }
  await context.close();
  return { kb: Math.round(total / 102.4) / 10, count: headerBytes.size };
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
