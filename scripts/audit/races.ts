// Check 3: checkouts that race. Buyers fill their carts one by one, then all check out in the same
// instant: for the last units in stock, for a coupon usable once, and with one idempotency key sent
// many times by one buyer. The database is read afterwards (db-verify.ts) for what was really sold.
import { call, pool } from "./app";

export type RaceBuyer = { cookie: string; addressId: number };
export type Checkout = { status: number; orderIds: number[]; usedCoupon: boolean };

export const addToCart = (base: string, b: RaceBuyer, productId: number, vendorId: number, quantity = 1) =>
  call(base, "POST", "/api/add-cart-app", {
    cookie: b.cookie,
    body: { type: "product", product_id: productId, vendor_id: vendorId, quantity },
  });

export async function checkout(
  base: string,
  b: RaceBuyer,
  key: string,
  coupons: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Checkout> {
  const a = await call(base, "POST", "/api/checkout", {
    cookie: b.cookie,
    timeoutMs,
    body: {
      idempotency_key: key,
      // 0: the clinic location the buyer acts for (a group member's orders ship there)
      ...(b.addressId ? { shipping_address_id: b.addressId, billing_address_id: b.addressId } : {}),
      payment_method: "invoice",
      coupons,
    },
  });
  let orders: { id: number; discount?: number }[] = [];
  try {
    orders = (JSON.parse(a.text) as { orders?: { id: number; discount?: number }[] }).orders ?? [];
  } catch {
    /* not JSON: a crash or a proxy page */
  }
  return {
    status: a.status,
    orderIds: a.status >= 200 && a.status < 300 ? orders.map((o) => o.id) : [],
    usedCoupon: orders.some((o) => (o.discount ?? 0) > 0),
  };
}

const stamp = () => Date.now().toString(36);

export type RaceResult = {
  stock: { buyers: number; acknowledged: number; orderIds: number[]; statuses: Record<number, number> };
  coupon: { buyers: number; acknowledgedWithCoupon: number; orderIds: number[] };
  idempotency: { sends: number; distinctOrders: number; orderIds: number[]; statuses: Record<number, number> };
};

const tally = (xs: Checkout[]) =>
  xs.reduce<Record<number, number>>((m, x) => ({ ...m, [x.status]: (m[x.status] ?? 0) + 1 }), {});

export async function races(
  base: string,
  buyers: RaceBuyer[],
  stockProduct: { id: number; vendor_id: number },
  couponProduct: { id: number; vendor_id: number },
  couponCode: string,
): Promise<RaceResult> {
  const stockBuyers = buyers.slice(0, 40);
  const couponBuyers = buyers.slice(40, 90);
  const keyBuyer = buyers[90]!;

  await pool(stockBuyers, 4, (b) => addToCart(base, b, stockProduct.id, stockProduct.vendor_id));
  const stock = await Promise.all(stockBuyers.map((b, i) => checkout(base, b, `race-stock-${i}-${stamp()}`)));

  await pool(couponBuyers, 4, (b) => addToCart(base, b, couponProduct.id, couponProduct.vendor_id));
  const coupon = await Promise.all(
    couponBuyers.map((b, i) =>
      checkout(base, b, `race-coupon-${i}-${stamp()}`, { [String(couponProduct.vendor_id)]: couponCode }),
    ),
  );

  await addToCart(base, keyBuyer, couponProduct.id, couponProduct.vendor_id);
  const key = `race-key-${stamp()}`;
  const same = await Promise.all(Array.from({ length: 20 }, () => checkout(base, keyBuyer, key)));

  return {
    stock: {
      buyers: stockBuyers.length,
      acknowledged: stock.filter((c) => c.orderIds.length).length,
      orderIds: stock.flatMap((c) => c.orderIds),
      statuses: tally(stock),
    },
    coupon: {
      buyers: couponBuyers.length,
      acknowledgedWithCoupon: coupon.filter((c) => c.usedCoupon).length,
      orderIds: coupon.flatMap((c) => c.orderIds),
    },
    idempotency: {
      sends: same.length,
      distinctOrders: new Set(same.flatMap((c) => c.orderIds)).size,
      orderIds: [...new Set(same.flatMap((c) => c.orderIds))],
      statuses: tally(same),
    },
  };
}
