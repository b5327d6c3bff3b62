// Lighthouse rows of `npm run bench -- --lighthouse`: the default (mobile, simulated throttling)
// run on each page of bench-first-load, the cart signed in as the demo buyer through a cookie
// header. Chromium is launched by playwright with a debugging port Lighthouse connects to.
// Standalone against a running build: `npx tsx scripts/bench-lighthouse.ts --base http://127.0.0.1:3410
// [--details]` (--details: the elements each failed accessibility audit names).
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
};

export async function measureLighthouse(base: string, debugPort: number): Promise<LighthouseRow[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    const cookie = await signInCookie(base);
    for (const p of pages()) {
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
          const items = (audits[id]?.details as { items?: { node?: { snippet?: string; explanation?: string } }[] })
            ?.items;
          for (const item of items?.slice(0, 6) ?? [])
            console.log(`${p.path} ${id}: ${item.node?.snippet} ${item.node?.explanation ?? ""}`);
        }
      rows.push({
        page: `${p.name} ${p.path}`,
        performance: score("performance"),
        accessibility: score("accessibility"),
        cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
        lcp: Math.round(value("largest-contentful-paint")),
        tbt: Math.round(value("total-blocking-time")),
        failed,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[], backend = "") {
  console.log(
    "\n| page (Lighthouse mobile) | performance | accessibility | CLS | LCP ms | TBT ms | failed accessibility audits |\n|---|---|---|---|---|---|---|",
  );
  for (const r of rows)
    console.log(
      `| ${backend ? `${backend}: ` : ""}${r.page} | ${r.performance} | ${r.accessibility} | ${r.cls} | ${r.lcp} | ${r.tbt} | ${r.failed.join(", ") || "none"} |`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1]! : fallback;
  };
  printLighthouse(await measureLighthouse(arg("base", "http://127.0.0.1:3200"), Number(arg("debug-port", "3411"))));
}
