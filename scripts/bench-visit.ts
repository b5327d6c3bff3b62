// "Signed-in visit" rows of `npm run bench -- --only visit`: opens a page signed in as the demo buyer in
// headless Chromium, records the same-origin requests the page really makes until it is idle (not the
// build's static files, pictures, fonts or the live stream), then replays that visit request by
// request under load (16 connections, each going through the visit in order) and reports visits/s, a
// bare Node server's rate in the same run, p99 per request, requests made twice and the count.
// Standalone against a running build: `npx tsx scripts/bench-visit.ts --base http://127.0.0.1:PORT`.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { chromium, type Request } from "playwright-core";
import { CHROMIUM_ARGS } from "./bench-first-load";
import { prepareCart } from "./bench-cart";
import { generateProducts } from "../src/db/seed/generate";

/** After the network is idle, the page is watched this much longer: the late widgets mount 4-5 s after load. */
const QUIET_AFTER_LOAD_MS = 6_000;
const CONNECTIONS = 16;

export type VisitRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
export type PerRequest = { label: string; p99: number; count: number };
export type VisitRow = {
  page: string;
  requests: number;
  duplicates: number;
  visitsPerSec: number;
  reqPerSec: number;
  bareNode: number;
  share: number;
  worst: PerRequest;
  perRequest: PerRequest[];
  errors: number;
  /** the server's CPU time per visit (user + system), ms: what a visit costs whatever else the machine runs */
  cpuMsPerVisit: number | null;
};

function productSlug(index: number): string {
  let i = 0;
  for (const p of generateProducts({ products: index + 1 })) if (i++ === index) return p.slug;
  throw new Error("no such product");
}

export const visitPages = () => [
  { name: "product", path: `/${productSlug(41)}` },
  { name: "department", path: "/pharmaceuticals" },
  { name: "cart", path: "/cart" },
];

/** What a visit's request is, for reports: the path with the router's cache-busting `_rsc` dropped. */
export function requestLabel(r: Pick<VisitRequest, "method" | "path" | "headers">): string {
  const url = new URL(r.path, "http://x");
  url.searchParams.delete("_rsc");
  const kind = r.headers["next-router-prefetch"] ? " (prefetch)" : r.headers.rsc ? " (rsc)" : "";
  const segment = r.headers["next-router-segment-prefetch"];
  return `${r.method} ${url.pathname}${url.search}${kind}${segment ? ` [${segment}]` : ""}`;
}

/**
 * Requests of one visit for an address another already asked for: the same method and URL, whatever
 * the router headers (a link prefetched as its route tree and again in full counts once extra).
 */
export function duplicates(reqs: VisitRequest[]): number {
  const seen = new Set<string>();
  let n = 0;
  for (const r of reqs) {
    const url = new URL(r.path, "http://x");
    url.searchParams.delete("_rsc");
    const key = `${r.method} ${url.pathname}${url.search}`;
    if (seen.has(key)) n++;
    seen.add(key);
  }
  return n;
}

/** Not part of what a visit costs the app: the build's files, pictures, fonts, the live stream. */
function counted(req: Request, origin: string): boolean {
  const url = new URL(req.url());
  if (url.origin !== origin) return false;
  if (["image", "font", "stylesheet", "script", "media", "manifest"].includes(req.resourceType())) return false;
  if (url.pathname.startsWith("/_next/static") || url.pathname.startsWith("/media/")) return false;
  if (/\.(svg|png|ico|webp|jpe?g|woff2?)$/.test(url.pathname)) return false; // the favicon and other files
  return url.pathname !== "/api/live" && !url.pathname.startsWith("/api/live/");
}

const DROP = new Set(["cookie", "host", "content-length", "connection", "accept-encoding", "user-agent"]);

/** Opens `path` signed in and returns the same-origin requests it made, in order. */
export async function recordVisit(base: string, path: string, cookie: string): Promise<VisitRequest[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    // the session goes as a header, as the first-load rows send it (scripts/bench-first-load.ts)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { cookie } });
    const page = await context.newPage();
    const origin = new URL(base).origin;
    const seen: Promise<VisitRequest>[] = [];
    page.on("request", (req) => {
      if (!counted(req, origin)) return;
      seen.push(
        req.allHeaders().then((all) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(all)) if (!DROP.has(k) && !k.startsWith(":")) headers[k] = v;
          const u = new URL(req.url());
          return { method: req.method(), path: u.pathname + u.search, headers, body: req.postData() ?? undefined };
        }),
      );
    });
    const res = await page.goto(base + path, { waitUntil: "load" });
    if (!res?.ok()) throw new Error(`${path}: HTTP ${res?.status()}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
    await page.waitForLoadState("networkidle");
    const out = await Promise.all(seen);
    await context.close();
    return out;
  } finally {
    await browser.close();
  }
}

const percentile = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : 0;

/** Replays the visit: each connection goes through its requests in order, again and again. */
export async function replayVisit(
  base: string,
  visit: VisitRequest[],
  cookie: string,
  seconds: number,
  serverCpu: () => number | null = () => null,
) {
  const latencies = visit.map(() => [] as number[]);
  const position = new Map<object, number>();
  const requests = visit.map((r) => ({
    method: r.method as "GET" | "POST",
    path: r.path,
    headers: { ...r.headers, cookie },
    ...(r.body !== undefined && { body: r.body }),
  }));
  const run = (duration: number, record: boolean) => {
    const instance = autocannon({ url: base, connections: CONNECTIONS, duration, requests }) as ReturnType<
      typeof autocannon
    > & { on(event: "response", fn: (client: object, status: number, bytes: number, ms: number) => void): void };
    if (record)
      instance.on("response", (client: object, _status: number, _bytes: number, ms: number) => {
        const i = position.get(client) ?? 0;
        latencies[i % visit.length]!.push(ms);
        position.set(client, i + 1);
      });
    return instance;
  };
  await run(2, false); // warm up
  const cpuBefore = serverCpu();
  const r = await run(seconds, true);
  const cpuAfter = serverCpu();
  const visits = r.requests.total / visit.length;
  const cpuMsPerVisit =
    cpuBefore !== null && cpuAfter !== null && visits > 0
      ? Math.round(((cpuAfter - cpuBefore) * 1e4) / visits) / 10
      : null;
  const perRequest = visit.map((v, i) => ({ label: requestLabel(v), p99: percentile(latencies[i]!, 99), count: 1 }));
  return { reqPerSec: r.requests.average, errors: r.errors + r.non2xx, perRequest, cpuMsPerVisit };
}

/** A bare Node server's rate on this machine now: what "1% of bare Node" is measured against. */
export async function bareNodeRate(port: number, seconds: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ["-e", `require("http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`],
    { stdio: "ignore" },
  );
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    return (await autocannon({ url, connections: CONNECTIONS, duration: seconds })).requests.average;
  } finally {
    child.kill();
  }
}

/** Merges per-request figures of identical labels (a request the page made twice is listed once, ×2). */
function grouped(perRequest: PerRequest[]): PerRequest[] {
  const by = new Map<string, PerRequest>();
  for (const p of perRequest) {
    const had = by.get(p.label);
    by.set(p.label, had ? { ...had, p99: Math.max(had.p99, p.p99), count: had.count + 1 } : { ...p });
  }
  return [...by.values()];
}

export async function measureVisits(
  base: string,
  opts: { seconds: number; barePort: number; rounds?: number; serverCpu?: () => number | null },
): Promise<VisitRow[]> {
  // the cart's session: the demo buyer with a 50-line cart, as the cart rows use
  const cookie = (await prepareCart(base)).headers.cookie!;
  const rows: VisitRow[] = [];
  for (const p of visitPages()) {
    const visit = await recordVisit(base, p.path, cookie);
    const runs: VisitRow[] = [];
    for (let i = 0; i < (opts.rounds ?? 1); i++) {
      const bare = await bareNodeRate(opts.barePort, opts.seconds);
      const r = await replayVisit(base, visit, cookie, opts.seconds, opts.serverCpu);
      const perRequest = grouped(r.perRequest);
      runs.push({
        page: `${p.name} ${p.path}`,
        requests: visit.length,
        duplicates: duplicates(visit),
        reqPerSec: Math.round(r.reqPerSec),
        visitsPerSec: Math.round((r.reqPerSec / visit.length) * 10) / 10,
        bareNode: Math.round(bare),
        share: Math.round((r.reqPerSec / visit.length / bare) * 10000) / 100,
        worst: perRequest.reduce((a, b) => (b.p99 > a.p99 ? b : a)),
        perRequest,
        errors: r.errors,
        cpuMsPerVisit: r.cpuMsPerVisit,
      });
    }
    runs.sort((a, b) => a.visitsPerSec - b.visitsPerSec);
    const median = runs[Math.floor(runs.length / 2)]!;
    rows.push(
      runs.length > 1
        ? { ...median, page: `${median.page} (${runs[0]!.visitsPerSec}–${runs.at(-1)!.visitsPerSec})` }
        : median,
    );
  }
  return rows;
}

export function printVisits(rows: VisitRow[], backend = "") {
  console.log(
    `\n| ${backend} signed-in visit | requests | made twice | visits/s | bare Node req/s | share | server CPU ms/visit | worst p99 | errors |\n|---|---|---|---|---|---|---|---|---|`,
  );
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.requests} | ${r.duplicates} | ${r.visitsPerSec} | ${r.bareNode} | ${r.share}% | ${r.cpuMsPerVisit ?? "–"} | ${Math.round(r.worst.p99)} ms ${r.worst.label} | ${r.errors} |`,
    );
  for (const r of rows) {
    console.log(`\n| ${r.page}: request | × | p99 ms |\n|---|---|---|`);
    for (const p of r.perRequest) console.log(`| ${p.label} | ${p.count} | ${Math.round(p.p99)} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1]! : fallback;
  };
  const base = arg("base", "http://127.0.0.1:3200");
  const rows = await measureVisits(base, {
    seconds: Number(arg("seconds", "8")),
    barePort: Number(arg("bare-port", "3299")),
    rounds: Number(arg("rounds", "1")),
  });
  printVisits(rows);
  if (process.argv.includes("--list"))
    for (const p of visitPages())
      console.log(
        p.path,
        (await recordVisit(base, p.path, (await prepareCart(base)).headers.cookie!)).map(requestLabel),
      );
}
