// What an API key may do: reading, changing the catalogue, or working orders. A key holds any of the
// three; a signed-in person is bound by their team role instead (rules.ts).

export const API_SCOPES = ["read", "catalog", "orders"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_LABELS: Record<ApiScope, string> = {
  read: "Read: listings, orders, statements and everything else the API shows",
  catalog: "Catalog: create and edit listings, prices, stock and imports",
  orders: "Orders: accept, ship, deliver and cancel order lines; approve, reject and receive returns",
};

const VENDOR_API = "/api/vendor/v1";
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The scope a key needs for a request: any read needs `read`; a write to an order (accepting,
 * shipping, delivering, cancelling a line) or to a return (approving, rejecting, receiving) needs `orders`; every other write (listings, prices,
 * stock, imports, coupons, shop settings, answers to buyers) needs `catalog`.
 */
export function requiredScope(method: string, pathname: string): ApiScope {
  if (READS.has(method.toUpperCase())) return "read";
  const path = pathname.startsWith(VENDOR_API) ? pathname.slice(VENDOR_API.length) : pathname;
  if (path === "/orders" || path.startsWith("/orders/") || path.startsWith("/returns/")) return "orders";
  return "catalog";
}

/** The sentence a key without the needed scope gets with its 403. */
export function missingScopeMessage(scope: ApiScope): string {
  return `This API key lacks the "${scope}" scope this request needs; the shop's owner can create a key with it under API keys.`;
}
