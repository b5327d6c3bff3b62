import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "/work/main/scripts/bench-first-load";
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, `--remote-debugging-port=3412`] });
const r = await lighthouse(url, { port: 3412, logLevel: "error", onlyCategories: ["performance"] });
const a = r!.lhr.audits;
console.log("perf", r!.lhr.categories.performance.score, "LCP", a["largest-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue, "FCP", a["first-contentful-paint"].numericValue, "SI", a["speed-index"].numericValue);
for (const id of ["bootup-time", "mainthread-work-breakdown", "largest-contentful-paint-element", "render-blocking-resources", "long-tasks"]) {
  const items = (a[id]?.details as any)?.items ?? [];
  console.log("--", id, a[id]?.displayValue ?? "");
  for (const it of items.slice(0, 8)) console.log("  ", JSON.stringify(it).slice(0, 220));
}
await browser.close();
