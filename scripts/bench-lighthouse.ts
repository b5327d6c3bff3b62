// Lighthouse rows of `npm run bench -- --lighthouse`: the default (mobile, simulated throttling)
// run on each page of bench-first-load, the cart signed in as the demo buyer through a cookie
// header. Chromium is launched by playwright with a debugging port Lighthouse connects to.
// Standalone against a running build: `npx tsx scripts/bench-lighthouse.ts --base http://127.0.0.1:3410
// [--details] [--runs N] [--page cart]` (--page: only the pages whose name contains it) (--details: the elements each failed accessibility audit names). With N runs
// per page (`npm run bench -- --lighthouse --rounds N`) the row is the median run by performance and
// the range of all runs is printed beside it: one run on this machine can be 10 points off the next.
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, pages, signInCookie } from "./bench-first-load";

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  failed: string[];
  /** lowest–highest performance over the runs, when there was more than one */
  range?: string;
};

export async function measureLighthouse(
  base: string,
  debugPort: number,
  runs = 1,
  /** only the pages whose name contains it */
  only = "",
): Promise<LighthouseRow[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    const cookie = await signInCookie(base);
    for (const p of pages().filter((p) => p.name.includes(only))) {
      // one unmeasured request first, so a row measures the page and not a cold server cache
      await fetch(base + p.path, p.signedIn ? { headers: { cookie } } : {});
      const results: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) results.push(await runOnce(base, p, debugPort, cookie));
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)]!;
      rows.push(runs > 1 ? { ...median, range: `${results[0]!.performance}–${results.at(-1)!.performance}` } : median);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function runOnce(
  base: string,
  p: ReturnType<typeof pages>[number],
  debugPort: number,
  cookie: string,
): Promise<LighthouseRow> {
  const result = await lighthouse(base + p.path, {
    port: debugPort,
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(p.signedIn && { extraHeaders: { cookie } }),
  });
  if (!result) throw new Error(`${p.path}: no Lighthouse result`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  // the accessibility audits that failed, so a score under 95 says what to fix
  const failed = (categories.accessibility?.auditRefs ?? [])
    .filter((a) => a.weight > 0 && audits[a.id]?.score === 0)
    .map((a) => a.id);
  if (process.argv.includes("--details"))
    for (const id of failed) {
      const items = (audits[id]?.details as { items?: { node?: { snippet?: string; explanation?: string } }[] })?.items;
      for (const item of items?.slice(0, 6) ?? [])
        console.log(`${p.path} ${id}: ${item.node?.snippet} ${item.node?.explanation ?? ""}`);
    }
  return {
    page: `${p.name} ${p.path}`,
    performance: score("performance"),
    accessibility: score("accessibility"),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    lcp: Math.round(value("largest-contentful-paint")),
    tbt: Math.round(value("total-blocking-time")),
    failed,
  };
}

export function printLighthouse(rows: LighthouseRow[], backend = "") {
  console.log(
    "\n| page (Lighthouse mobile) | performance (median, range) | accessibility | CLS | LCP ms | TBT ms | failed accessibility audits |\n|---|---|---|---|---|---|---|",
  );
  for (const r of rows)
    console.log(
      `| ${backend ? `${backend}: ` : ""}${r.page} | ${r.performance}${r.range ? ` (${r.range})` : ""} | ${r.accessibility} | ${r.cls} | ${r.lcp} | ${r.tbt} | ${r.failed.join(", ") || "none"} |`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1]! : fallback;
  };
  printLighthouse(
    await measureLighthouse(
      arg("base", "http://127.0.0.1:3200"),
      Number(arg("debug-port", "3411")),
      Number(arg("runs", "1")),
      arg("page", ""),
    ),
  );
}
