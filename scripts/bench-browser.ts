// Browser row of `npm run bench`: in headless Chromium, types texts into the header search bar
// and times the last keystroke to the first result on screen (budget: 150 ms). Each text is new
// to the server, so nothing comes from the search cache.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "./bench-first-load";

const TEXTS = [
  "amoxi",
  "nitrile glo",
  "rabies vac",
  "surgical bla",
  "feline leuk",
  "dental scal",
  "suture 3-",
  "otic solu",
  "cephalex",
  "syringe",
  "carprof",
  "melox",
  "canine distem",
  "bandage",
  "gauze",
  "firocox",
];

// Runs in the page. Kept as text: the bench's TypeScript loader would add helpers the page lacks.
// Typing first swaps the list for 'Searching…'; what is drawn after that (a list or 'No results found.') is this text's.
const WATCH = `(expected) => new Promise((resolve, reject) => {
  const input = document.querySelector("header input[type=search]");
  let start = 0;
  input.addEventListener("input", () => { start = performance.now(); }, { once: true });
  const observer = new MutationObserver(() => {
    const r = document.querySelector('[role="region"][aria-label="Search results"]');
    const searching = r && [...r.querySelectorAll('[role="status"]')].some((s) => s.textContent.includes("Searching"));
    if (start && input.value === expected && r && !searching && (r.querySelector("ul li a") || r.querySelector('[role="status"]'))) {
      observer.disconnect();
      resolve(performance.now() - start);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  setTimeout(() => reject(new Error("no results for " + expected)), 5000);
})`;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function measureSearchInBrowser(base: string): Promise<{ p50: number; p95: number; samples: number }> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base, { waitUntil: "networkidle" });
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
    const times: number[] = [];
    for (const text of TEXTS) {
      await box.fill("");
      await page.waitForTimeout(50);
      await box.fill(text.slice(0, -1));
      await page.waitForTimeout(300); // let the partial text's request settle
      // the clock starts at the last keystroke's input event; it stops when a result link is drawn
      const elapsed = page.evaluate(`(${WATCH})(${JSON.stringify(text)})`) as Promise<number>;
      elapsed.catch(() => undefined); // awaited below; a timeout before that must not end the process
      await box.press(text.at(-1) === " " ? "Space" : text.at(-1)!);
      times.push(await elapsed);
    }
    return { p50: Math.round(pct(times, 50)), p95: Math.round(pct(times, 95)), samples: times.length };
  } finally {
    await browser.close();
  }
}
