import type { Page } from "@playwright/test";
import { generateCatalog, type SeedProduct } from "../src/db/seed/generate";

const catalog = generateCatalog({ products: Number(process.env.SEED_PRODUCTS ?? 600) });

/** A plain product a level-5 buyer may add: simple, in stock, priced, not controlled, no minimum, room for 6. */
function buyable(p: SeedProduct): boolean {
  if (p.type !== "simple" || p.inStock !== "Y" || p.quantity < 10 || p.vendorId === 407 || p.level > 5) return false;
  if (p.seePrice === "request" || !(p.priceCents ?? p.priceCatalogCents)) return false;
  if (p.regulatoryClass !== "none") return false;
  return !p.minimumOrder && (p.maxQuantityThreshold === null || p.maxQuantityThreshold >= 6);
}

/** Every buyable product of one vendor (seed order). */
export const buyableOf = (vendorId: number): SeedProduct[] =>
  catalog.products.filter((p) => p.vendorId === vendorId && buyable(p));

/** Plain products a level-5 buyer may add (seed is deterministic), one per vendor. */
export function buyableFromVendors(n: number): SeedProduct[] {
  const seen = new Set<number>();
  const out: SeedProduct[] = [];
  for (const p of catalog.products) {
    if (!buyable(p)) continue;
    if (seen.has(p.vendorId)) continue;
    seen.add(p.vendorId);
    out.push(p);
    if (out.length === n) break;
  }
  return out;
}

export function firstPlan() {
  const plan = catalog.plans.find((p) => p.feeCents > 0)!;
  const service = catalog.services.find((s) => s.id === plan.serviceId)!;
  return { plan, service };
}

export async function shot(page: Page, name: string) {
  for (const [w, h, tag] of [
    [1280, 900, "d"],
    [375, 800, "m"],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots-cart/${tag}-${name}.png`, fullPage: name !== "sidebar" });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Empties the signed-in buyer's product lines (an earlier journey may have left some), through the cart API. */
export async function emptyCart(page: Page, userId: string) {
  const res = await page.request.get(`/api/cart-listing-app/${userId}?related=0`);
  const cart = (await res.json()) as { vendorProducts: { id: number }[] };
  for (const v of cart.vendorProducts) {
    const gone = await page.request.post("/api/delete-cart-app", { data: { type: "vendor", vendor_id: v.id } });
    if (!gone.ok()) throw new Error(`could not empty the cart: ${await gone.text()}`);
  }
}
