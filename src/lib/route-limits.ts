/**
 * Per-account budgets of routes that had none: [requests, window in seconds]. Generous for a person,
 * small for a script (README "Security").
 */
export const ROUTE_LIMITS = {
  vendorChat: [30, 60],
  couponCheck: [20, 60],
  checkoutAddress: [20, 3600],
  profileImage: [10, 3600],
} as const satisfies Record<string, readonly [number, number]>;

/** Live-notification streams one account may hold open at once in one process (tabs, devices). */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

const MB = 1024 * 1024;
const FRAMING = 64 * 1024; // multipart boundaries and the small fields beside a file

/**
 * The largest body a route takes, in bytes. Routes not listed here take at most
 * DEFAULT_BODY_LIMIT. The HTTP server refuses anything larger before the route runs, and each
 * listed route reads its body within the same figure after checking who is asking.
 * Feature limits (file sizes) are repeated here because lib/ imports no feature; a unit test
 * holds them together.
 */
export const ROUTE_BODY_LIMITS = {
  vendorImport: 20 * MB,
  recallImport: 5 * MB,
  listingVideo: 50 * MB + FRAMING,
  listingImage: 8 * MB + FRAMING,
  userDocument: 10 * MB + FRAMING,
  profileImage: 5 * MB + FRAMING,
  chatImage: 5 * MB + FRAMING,
} as const;

export const DEFAULT_BODY_LIMIT = 1 * MB;

const ID = "[^/]+";
const BODY_LIMIT_ROUTES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\/api\/vendor\/v1\/products\/import$/, ROUTE_BODY_LIMITS.vendorImport],
  [/^\/api\/admin\/recalls\/import$/, ROUTE_BODY_LIMITS.recallImport],
  [new RegExp(`^/api/vendor/v1/products/${ID}/videos$`), ROUTE_BODY_LIMITS.listingVideo],
  [new RegExp(`^/api/vendor/v1/products/${ID}/images$`), ROUTE_BODY_LIMITS.listingImage],
  [new RegExp(`^/api/vendor/v1/settings/pictures/${ID}$`), ROUTE_BODY_LIMITS.listingImage],
  [new RegExp(`^/api/user/documents/${ID}$`), ROUTE_BODY_LIMITS.userDocument],
  [new RegExp(`^/api/user/profile-image/${ID}$`), ROUTE_BODY_LIMITS.profileImage],
  [/^\/api\/chat\/v1\/agent\/chat$/, ROUTE_BODY_LIMITS.chatImage],
];

/** The body limit of a request target (path and query); a trailing slash counts as none. */
export function bodyLimitFor(target: string): number {
  const path = target.split("?")[0]!.replace(/(.)\/+$/, "$1");
  for (const [pattern, limit] of BODY_LIMIT_ROUTES) if (pattern.test(path)) return limit;
  return DEFAULT_BODY_LIMIT;
}
