import type { CartView } from "@/features/cart";
import { orderTax, orderTotalCents, taxableCents, type OrderTax } from "@/features/orders";
import { dollarsToCents } from "@/lib/money";
import { shippingCents } from "./rules";
import type { AddressChoice } from "./ship-choice";

export type OrderPreview = {
  /** the vendor's or service provider's id */
  id: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  tax: OrderTax;
  totalCents: number;
};

/** The ship-to's state: the location's, or the chosen saved address's. */
export function shipToState(cart: Pick<CartView, "addresses" | "ship_to_location">, ship: AddressChoice | null) {
  if (ship === "location") return cart.ship_to_location?.state ?? null;
  return cart.addresses.find((a) => a.id === ship)?.state ?? null;
}

/** The ship-to location's verified tax exemption, when the order ships to the location (as the door decides). */
export function shipToExemption(cart: Pick<CartView, "ship_to_location">, ship: AddressChoice | null) {
  return ship === "location" ? (cart.ship_to_location?.tax_exemption ?? null) : null;
}

/**
 * What checkout shows before the order is placed: one order per vendor and per service provider, with
 * the same shipping and sales-tax rules the door applies when it places them, so the preview is the order.
 */
export function checkoutPreview(input: {
  vendors: CartView["vendorProducts"];
  providers: CartView["vendorServices"];
  discounts: Record<number, number>;
  shipState: string | null | undefined;
  exemption?: string | null;
}): { vendors: OrderPreview[]; providers: OrderPreview[]; totalCents: number } {
  const order = (id: number, subtotalCents: number, discountCents: number, ship: number): OrderPreview => {
    const tax = orderTax({
      shipToState: input.shipState,
      taxableCents: taxableCents(subtotalCents, discountCents),
      exemption: input.exemption,
    });
    const money = { subtotalCents, discountCents, shippingCents: ship, taxCents: tax.taxCents };
    return { id, ...money, tax, totalCents: orderTotalCents(money) };
  };
  const vendors = input.vendors.map((v) =>
    order(
      v.id,
      v.subtotal_cents,
      input.discounts[v.id] ?? 0,
      shippingCents(
        v.subtotal_cents,
        v.minimum_amount_for_free_shipping === null ? null : dollarsToCents(v.minimum_amount_for_free_shipping),
        v.shipping_fee === null ? null : dollarsToCents(v.shipping_fee),
      ),
    ),
  );
  const providers = input.providers.map((g) =>
    order(
      g.id,
      g.plans.reduce((n, p) => n + p.total_cents, 0),
      0,
      0,
    ),
  );
  const totalCents = [...vendors, ...providers].reduce((n, o) => n + o.totalCents, 0);
  return { vendors, providers, totalCents };
}
