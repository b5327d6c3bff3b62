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
