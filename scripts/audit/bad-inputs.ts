// Check 2: SQL injection and XSS payloads into every text input the public, signed-in and vendor API
// takes. A hit is a 5xx, SQL error text in an answer, a sleeping payload that made the answer wait,
// or an XSS payload shown unescaped on the page that displays what was stored.
import { call, pool, type Answer } from "./app";
import { XSS_PAYLOADS, hasSqlError, isSlow, reflectedUnescaped, sqlPayloads } from "./payloads";

export type Account = { id: string; cookie: string };
export type BadInputContext = {
  base: string;
  buyers: Account[];
  vendor: string;
  vendorConversationId: string;
  operator: string;
};

type Target = {
  name: string;
  /** 1 sends every SQL payload; n sends every nth (inputs that create accounts or listings). */
  sqlEvery: number;
  send: (p: string, i: number, ctx: BadInputContext) => Promise<Answer>;
  /** The HTML that shows what an XSS payload stored, fetched right after it was sent. */
  shownAt?: (p: string, i: number, answer: Answer, ctx: BadInputContext) => Promise<string | null>;
};

const q = encodeURIComponent;
const buyerFor = (ctx: BadInputContext, i: number) => ctx.buyers[i % ctx.buyers.length]!;
const page = async (ctx: BadInputContext, path: string, cookie?: string) =>
  (await call(ctx.base, "GET", path, { cookie })).text;
const idOf = (a: Answer, key: string): string | null => {
  try {
    const v = (JSON.parse(a.text) as Record<string, unknown>)[key];
    return v === undefined || v === null ? null : String(v);
  } catch {
    return null;
  }
};

const TARGETS: Target[] = [
  { name: "search", sqlEvery: 1, send: (p, _, c) => call(c.base, "GET", `/api/search?search_input=${q(p)}`) },
  {
    name: "search results page",
    sqlEvery: 4,
    send: (p, _, c) => call(c.base, "GET", `/all-search-results/search/${q(p)}`),
    shownAt: async (_p, _i, a) => a.text,
  },
  {
    name: "department search",
    sqlEvery: 1,
    send: (p, _, c) => call(c.base, "GET", `/api/sidebar-categories-search?search_input=${q(p)}`),
  },
  {
    name: "rep finder",
    sqlEvery: 1,
    send: (p, _, c) => call(c.base, "GET", `/api/vet-reps?state=${q(p)}&specialty=${q(p)}`),
  },
  {
    name: "contact",
    sqlEvery: 1,
    send: (p, _, c) =>
      call(c.base, "POST", "/api/contact", {
        body: { name: p, email: "audit@dvm.test", subject: p, message: `${p} (audit message)` },
      }),
  },
  {
    name: "newsletter",
    sqlEvery: 1,
    // half the payloads as the address, half as the list with a valid address
    send: (p, i, c) =>
      call(c.base, "POST", `/api/news-letter-signup?email=${q(i % 2 ? `audit-${i}@dvm.test` : p)}&type=${q(p)}`, {
        body: {},
      }),
  },
  {
    name: "track order",
    sqlEvery: 1,
    send: (p, i, c) =>
      call(c.base, "POST", "/api/track-order", { body: { order_number: p, email: `audit-${i}@dvm.test` } }),
  },
  {
    name: "sign-in",
    sqlEvery: 2,
    send: (p, _, c) => call(c.base, "POST", "/api/auth/sign-in/email", { body: { email: p, password: p } }),
  },
  {
    name: "seller application",
    sqlEvery: 1,
    send: (p, _, c) =>
      call(c.base, "POST", "/api/vendor-applications", {
        body: { company: p, contactName: p, email: "audit@dvm.test", website: p, message: p },
      }),
    shownAt: (_p, _i, _a, c) => page(c, "/admin/applications", c.operator),
  },
  {
    name: "registration",
    sqlEvery: 20,
    send: (p, i, c) =>
      call(c.base, "POST", "/api/auth/sign-up/email", {
        body: {
          email: `audit-reg-${i}-${Date.now().toString(36)}@dvm.test`,
          password: "Audit registration 2026",
          name: p,
          firstName: p,
          lastName: p,
          clinicName: p,
          position: "Veterinarian",
          state: p,
          country: "United States",
        },
      }),
    shownAt: async (_p, _i, a, c) => {
      const user = (() => {
        try {
          return (JSON.parse(a.text) as { user?: { id?: string } }).user?.id;
        } catch {
          return undefined;
        }
      })();
      return user ? page(c, `/dashboard/user/${user}`) : null;
    },
  },
  {
    name: "profile names",
    sqlEvery: 1,
    send: (p, i, c) =>
      call(c.base, "PUT", `/api/user/profile/${buyerFor(c, i).id}`, {
        cookie: buyerFor(c, i).cookie,
        body: { firstName: p, lastName: p, clinicName: p, state: p, country: p },
      }),
    shownAt: (_p, i, _a, c) => page(c, `/dashboard/user/${buyerFor(c, i).id}`, buyerFor(c, i).cookie),
  },
  {
    name: "addresses",
    sqlEvery: 1,
    send: (p, i, c) =>
      call(c.base, "POST", `/api/user/addresses/${buyerFor(c, i + 7).id}`, {
        cookie: buyerFor(c, i + 7).cookie,
        body: { label: p, fullName: p, line1: p, line2: p, city: p, state: p, zip: "65806", phone: p },
      }),
    shownAt: (_p, i, _a, c) => page(c, "/checkout", buyerFor(c, i + 7).cookie),
  },
  {
    name: "checkout address",
    sqlEvery: 2,
    send: (p, i, c) =>
      call(c.base, "POST", "/api/checkout/addresses", {
        cookie: buyerFor(c, i + 13).cookie,
        body: { label: "Clinic", full_name: p, line1: p, city: p, state: "MO", zip: "65806", phone: p },
      }),
  },
  {
    name: "coupon code",
    sqlEvery: 1,
    send: (p, i, c) =>
      call(c.base, "POST", "/api/checkout/coupon", {
        cookie: buyerFor(c, i + 19).cookie,
        body: { vendor_id: 1, code: p },
      }),
  },
  {
    name: "vendor chat",
    sqlEvery: 1,
    send: (p, i, c) =>
      call(c.base, "POST", "/api/vendor-chat/1", { cookie: buyerFor(c, i + 23).cookie, body: { message: p } }),
    shownAt: (_p, _i, _a, c) => page(c, "/vendor/messages", c.vendor),
  },
  {
    name: "vendor reply",
    sqlEvery: 2,
    send: (p, _, c) =>
      call(c.base, "POST", `/api/vendor/v1/messages/${c.vendorConversationId}`, {
        cookie: c.vendor,
        body: { message: p },
      }),
    shownAt: (_p, _i, _a, c) => page(c, `/vendor/messages/${c.vendorConversationId}`, c.vendor),
  },
  {
    name: "vendor listing search",
    sqlEvery: 1,
    send: (p, _, c) => call(c.base, "GET", `/api/vendor/v1/products?q=${q(p)}&sku=${q(p)}`, { cookie: c.vendor }),
  },
  {
    name: "vendor listing fields",
    sqlEvery: 20,
    send: (p, i, c) =>
      call(c.base, "POST", "/api/vendor/v1/products", {
        cookie: c.vendor,
        body: {
          name: p,
          sku: `AUDIT-${i}-${Date.now().toString(36)}`,
          category: p,
          brand: p.slice(0, 100),
          short_description: p,
          description: p,
          quick_facts: [{ type: p.slice(0, 40), name: p.slice(0, 120) }],
          price_catalog: 5,
          see_price: "without_login",
          quantity: 3,
          status: "published",
        },
      }),
    shownAt: async (_p, _i, a, c) => {
      const slug = idOf(a, "slug");
      const id = idOf(a, "id");
      if (!slug || !id) return null;
      return (await page(c, `/${slug}`)) + (await page(c, `/vendor/listings/${id}`, c.vendor));
    },
  },
];

export type BadInputResult = {
  sqlPayloads: number;
  xssPayloads: number;
  inputs: number;
  requests: number;
  rateLimited: number;
  pagesChecked: number;
  sqlHits: string[];
  xssHits: string[];
};

/** Sends the payloads; `onProgress` gets a line per input. */
export async function badInputs(ctx: BadInputContext, onProgress: (line: string) => void): Promise<BadInputResult> {
  const sql = sqlPayloads();
  const r: BadInputResult = {
    sqlPayloads: sql.length,
    xssPayloads: XSS_PAYLOADS.length,
    inputs: TARGETS.length,
    requests: 0,
    rateLimited: 0,
    pagesChecked: 0,
    sqlHits: [],
    xssHits: [],
  };
  const xss = new Set(XSS_PAYLOADS);
  let statuses: Record<number, number> = {};
  const judge = async (t: Target, p: string, i: number, a: Answer) => {
    r.requests += 1;
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    if (a.status === 429) r.rateLimited += 1;
    const label = `${t.name} ${JSON.stringify(p)}`;
    const hits = xss.has(p) ? r.xssHits : r.sqlHits;
    if (a.status >= 500 || a.status === 0) hits.push(`${label}: answered ${a.status || a.text}`);
    else if (hasSqlError(a.text, p)) hits.push(`${label}: SQL error text in the answer`);
    else if (isSlow(p, a.ms)) {
      const again = await t.send(p, i, ctx); // alone this time: a slow machine is not a sleeping database
      if (isSlow(p, again.ms)) hits.push(`${label}: answered after ${Math.round(again.ms)} ms`);
    }
  };
  for (const t of TARGETS) {
    const started = Date.now();
    statuses = {};
    const mine = sql.filter((_, i) => i % t.sqlEvery === 0);
    await pool(mine, 6, async (p, i) => judge(t, p, i, await t.send(p, i, ctx)));
    await pool(XSS_PAYLOADS, 3, async (p, i) => {
      const a = await t.send(p, 1000 + i, ctx);
      await judge(t, p, 1000 + i, a);
      if (!t.shownAt || a.status >= 300) return;
      const html = await t.shownAt(p, 1000 + i, a, ctx);
      if (html === null) return;
      r.pagesChecked += 1;
      if (reflectedUnescaped(html, p)) r.xssHits.push(`${t.name} ${JSON.stringify(p)}: shown unescaped`);
    });
    onProgress(
      `  ${t.name}: ${mine.length} SQL + ${XSS_PAYLOADS.length} XSS payloads in ${((Date.now() - started) / 1000).toFixed(0)} s, answers ${JSON.stringify(statuses)}`,
    );
  }
  return r;
}
