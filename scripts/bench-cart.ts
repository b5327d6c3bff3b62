// Cart rows for `npm run bench`: sign the demo buyer in, fill a 50-line cart, then measure
// the listing and one-step updates (plus, then minus, so the quantity never drifts).
import { generateProducts } from "../src/db/seed/generate";

type Prepared = { headers: Record<string, string>; lineId: number; vendorId: number };
let prepared: Promise<Prepared> | null = null;

function buyable(n: number) {
  const out: { id: number; vendorId: number }[] = [];
  for (const p of generateProducts({ products: 5000 })) {
    if (
      p.type !== "simple" ||
      p.inStock !== "Y" ||
      p.quantity < 20 ||
      p.vendorId === 407 ||
      p.level > 5 ||
      p.seePrice === "request"
    )
      continue;
    if (
      !(p.priceCents ?? p.priceCatalogCents) ||
      p.minimumOrder ||
      (p.maxQuantityThreshold !== null && p.maxQuantityThreshold < 10)
    )
      continue;
    out.push({ id: p.id, vendorId: p.vendorId });
    if (out.length === n) break;
  }
  return out;
}

/** Each backend has its own server and sessions: the bench forgets the prepared cart between them. */
export function forgetPreparedCart(): void {
  prepared = null;
}

export function prepareCart(base: string): Promise<Prepared> {
  prepared ??= (async () => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "buyer@dvm.demo", password: "DemoBuyer#2026" }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = { cookie, "content-type": "application/json" };
    const lines = buyable(50);
    for (const l of lines) {
      await fetch(`${base}/api/add-cart-app`, {
        method: "POST",
        headers,
        body: JSON.stringify({ type: "product", product_id: l.id, vendor_id: l.vendorId, quantity: 1 }),
      });
    }
    const cart = await (await fetch(`${base}/api/cart-listing-app/demo-buyer?related=0`, { headers })).json();
    const first = cart.vendorProducts[0].products[0];
    return { headers, lineId: first.cart_items.id, vendorId: first.vendor_id };
  })();
  return prepared;
}
