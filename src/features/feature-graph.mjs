// The allowed arrows between features: each feature imports only the features listed for it, and only
// through their seams. Platform features at the bottom, then clinic and compliance (whose rules the
// catalog shows), catalog and search, the buyer's cart, orders and checkout, then the vendor portal
// and the operator's console on top; app/ composes them and is not listed. eslint.config.mjs turns
// every other feature-to-feature import into a lint error and refuses to load a graph with a cycle.
export const FEATURE_GRAPH = {
  // platform
  jobs: [],
  audit: [],
  mail: ["jobs"],
  webhooks: ["jobs"],
  accounts: ["mail"],
  notifications: ["accounts", "jobs"],
  // who orders for whom, and what they may order
  clinic: ["accounts", "audit", "mail", "notifications"],
  compliance: ["accounts", "audit", "clinic", "mail", "notifications"],
  // the catalog and finding things in it
  catalog: ["accounts", "clinic", "compliance"],
  search: ["accounts", "catalog", "compliance"],
  assistant: ["accounts", "catalog", "search"],
  shell: ["accounts", "catalog", "search"],
  content: ["accounts", "notifications", "shell"],
  // the buyer's side
  cart: ["accounts", "catalog", "clinic", "compliance", "notifications"],
  wishlist: ["accounts", "cart", "catalog"],
  // what the clinic has on its shelves: receipts, lots, par levels (checkout's up-to-par reorders read it)
  inventory: ["accounts", "audit", "cart", "catalog", "clinic", "compliance", "jobs", "mail", "notifications"],
  requests: ["accounts", "cart", "catalog", "clinic", "jobs", "mail", "notifications"],
  orders: ["accounts", "cart", "compliance", "notifications"],
  // money that moves: card payments, their webhook, cancellations and refunds (payouts live with the portal)
  payments: ["accounts", "jobs", "mail", "notifications", "orders"],
  checkout: [
    "accounts",
    "cart",
    "catalog",
    "clinic",
    "compliance",
    "inventory",
    "jobs",
    "mail",
    "notifications",
    "orders",
    "payments",
    "webhooks",
  ],
  // the vendor's and the operator's side
  "vendor-chat": ["accounts", "notifications"],
  "vendor-portal": [
    "accounts",
    "catalog",
    "compliance",
    "jobs",
    "mail",
    "notifications",
    "orders",
    "payments",
    "vendor-chat",
    "webhooks",
  ],
  // returns sit on the vendor portal: they use its guard and its one commission calculation
  returns: ["accounts", "compliance", "mail", "notifications", "orders", "payments", "vendor-portal"],
  admin: [
    "accounts",
    "audit",
    "compliance",
    "content",
    "mail",
    "notifications",
    "orders",
    "payments",
    "shell",
    "vendor-portal",
  ],
};

/** The first cycle in the graph as a path ("a → b → a"), or null: a graph with one has no direction. */
export function featureCycle(graph) {
  const state = new Map();
  const walk = (node, path) => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...path.slice(path.indexOf(node)), node].join(" → ");
    state.set(node, "open");
    for (const next of graph[node] ?? []) {
      const found = walk(next, [...path, node]);
      if (found) return found;
    }
    state.set(node, "done");
    return null;
  };
  for (const node of Object.keys(graph)) {
    const found = walk(node, []);
    if (found) return found;
  }
  return null;
}
