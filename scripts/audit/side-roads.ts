// Check 6: the side roads of the one-door audit, against the running build. Each attack is what an
// earlier audit did to get an order, a role or a compliance change past the rules; `held` says the
// rule held. The scheduled reorder runs after the server stops (the folder has one owner at a time).
import { sql } from "drizzle-orm";
import { installDbHandle, type Db } from "../../src/db/client";
import { runDueReorders } from "../../src/features/checkout/server/reorders";
import { call, signIn, type Answer } from "./app";
import { rows, setStock, type Product } from "./db";

export type SideRoad = { check: string; audit: string; now: string; held: boolean };
export type SideRoadProducts = { schedule3: Product; schedule2: Product; splitA: Product; splitB: Product };
type Cookies = Record<"buyer" | "manager" | "purchaser" | "requester" | "vendorStaff" | "operator", string>;

const json = (a: Answer) => {
  try {
    return JSON.parse(a.text) as Record<string, unknown> & { data?: Record<string, unknown> };
  } catch {
    return {};
  }
};
const stamp = () => Date.now().toString(36);

/** Controlled and plain products the attacks use, priced and stocked so only the rule under test decides. */
export async function sideRoadProducts(db: Db, vendorA: number, vendorB: number): Promise<SideRoadProducts> {
  // the split cart's two vendors are neither of the controlled items' vendor, so a split takes only its line
  const [third] = await rows<{ id: number }>(
    db,
    sql`select vendor_id as id from products where vendor_id not in (${vendorA}::int, ${vendorB}::int, 407)
      group by vendor_id order by count(*) desc limit 1`,
  );
  const pick = async (vendor: number, cls: string, not: number[] = [0]) => {
    const [p] = await rows<Product>(
      db,
      sql`select id, vendor_id from products where vendor_id = ${vendor} and type <> 'variation' and status = 'published'
        and not exists (select 1 from product_variations x where x.product_id = products.id)
        and id not in (${sql.join(
          not.map((n) => sql`${n}::int`),
          sql`, `,
        )}) order by (regulatory_class = ${cls}) desc, id limit 1`,
    );
    await db.execute(sql`update products set regulatory_class = ${cls}, level = 1, see_price = 'login', price_cents = 30000,
      price_catalog_cents = null, price_discounted_cents = null where id = ${p!.id}`);
    await setStock(db, p!.id, 1000);
    return p!;
  };
  const schedule3 = await pick(vendorA, "CIII");
  const schedule2 = await pick(vendorA, "CII", [schedule3.id]);
  const splitA = await pick(vendorB, "none");
  const splitB = await pick(third!.id, "none");
  return { schedule3, schedule2, splitA, splitB };
}

const add = (base: string, cookie: string, p: Product) =>
  call(base, "POST", "/api/add-cart-app", {
    cookie,
    body: { type: "product", product_id: p.id, vendor_id: p.vendor_id, quantity: 1 },
  });

/** A scheduled reorder of a CIII and a CII item by a buyer with no DEA registration (run later, offline). */
export async function scheduleControlledReorder(base: string, c: Cookies, p: SideRoadProducts) {
  const guide = json(await call(base, "POST", "/api/clinic/guides", { cookie: c.buyer, body: { name: "Audit" } }));
  const id = Number(guide.data?.id);
  for (const item of [p.schedule3, p.schedule2])
    await call(base, "POST", `/api/clinic/guides/${id}/items`, {
      cookie: c.buyer,
      body: { product_id: item.id, par_level: 1 },
    });
  const body = { guide_id: id, every_weeks: 1, weekday: 3, starts_on: new Date().toISOString().slice(0, 10) };
  const made = json(await call(base, "POST", "/api/clinic/reorders", { cookie: c.buyer, body }));
  return { id: Number(made.data?.id), runOn: String(made.data?.next_run_on) };
}

/** Runs the reorder job as of its day, on the folder, and reads what it placed. */
export async function runControlledReorder(
  db: Parameters<typeof installDbHandle>[0],
  r: { id: number; runOn: string },
) {
  installDbHandle(db);
  const out = (await runDueReorders(new Date(`${r.runOn}T06:05:00Z`))).find((o) => o.reorderId === r.id);
  const [placed] = await rows<{ n: number }>(
    db.db,
    sql`select count(*)::int as n from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id
      where o.notes = ${`Scheduled reorder #${r.id}`} and p.regulatory_class in ('CII', 'CIII', 'CIV', 'CV')`,
  );
  return {
    check: "Scheduled reorder of controlled items, no DEA",
    audit: "CIII and CII orders placed, none recorded",
    now: `${placed!.n} controlled line(s) placed; the run: ${out?.action ?? "none"}`,
    held: placed!.n === 0,
  };
}

async function invitations(base: string, c: Cookies): Promise<SideRoad[]> {
  const email = `takeover-${stamp()}@example.com`;
  await call(base, "POST", "/api/clinic/members", { cookie: c.manager, body: { email, role: "requester" } });
  const managerView = json(await call(base, "GET", "/api/clinic/members", { cookie: c.manager }));
  const id = (managerView.data?.invitations as { id: string; email: string }[]).find((i) => i.email === email)?.id;
  const requesterView = json(await call(base, "GET", "/api/clinic/members", { cookie: c.requester }));
  const leaked = (requesterView.data?.invitations as unknown[] | undefined)?.length ?? 0;
  const password = "correct horse battery staple";
  // the invited address, signed up by someone who does not own it (never verified)
  const registration = { email, password, name: "Take Over", firstName: "Take", lastName: "Over" };
  const signedUp = await call(base, "POST", "/api/auth/sign-up/email", {
    body: { ...registration, clinicName: "Take Over", position: "Technician", state: "MO", country: "US" },
  });
  if (signedUp.status !== 200) throw new Error(`sign-up of ${email}: ${signedUp.status} ${signedUp.text}`);
  const cookie = await signIn(base, email, password);
  const accepted = await call(base, "POST", `/api/clinic/invitations/${id}/accept`, { cookie, body: {} });
  const plugin = await call(base, "POST", "/api/auth/organization/accept-invitation", {
    cookie,
    body: { invitationId: id },
  });
  const mint = await call(base, "POST", "/api/clinic/members", {
    cookie: c.manager,
    body: { email: `second-${stamp()}@example.com`, role: "manager" },
  });
  return [
    {
      check: "Invitation takeover",
      audit: "ids shown to every member; an unverified sign-up of the address became manager",
      now: `${leaked} invitation(s) shown to a requester; unproven accept ${accepted.status}, the plugin's accept ${plugin.status}`,
      held: leaked === 0 && accepted.status === 403 && plugin.status === 404,
    },
    {
      check: "A manager mints a second approver",
      audit: "a manager invited their own second account as manager",
      now: `inviting a manager as manager: ${mint.status}`,
      held: mint.status === 403,
    },
  ];
}

async function classChange(base: string, c: Cookies, p: SideRoadProducts, db: () => Promise<string>) {
  const res = await call(base, "PATCH", `/api/vendor/v1/products/${p.schedule2.id}`, {
    cookie: c.vendorStaff,
    body: { regulatory_class: "none" },
  });
  const now = await db();
  return {
    check: "Vendor staff lowers a CII listing",
    audit: "one PATCH made it 'none', no review, no audit entry",
    now: `${res.status}; the listing is ${now}`,
    held: res.status === 403 && now === "CII",
  };
}

async function orderForms(base: string, c: Cookies, p: SideRoadProducts): Promise<SideRoad> {
  const form = `222-${Date.now() % 1_000_000_000}`;
  const today = new Date().toISOString().slice(0, 10);
  const attempt = async (number: string, date: string) => {
    await add(base, c.purchaser, p.schedule2);
    const body = {
      idempotency_key: `form-${stamp()}-${Math.random()}`,
      order_form_number: number,
      order_form_date: date,
    };
    const res = json(await call(base, "POST", "/api/checkout", { cookie: c.purchaser, body }));
    if (res.status === "pending_approval")
      return call(base, "POST", `/api/clinic/approvals/${res.approval_id}/approve`, { cookie: c.manager, body: {} });
    return { status: (res.success ? 200 : 400) as number, text: JSON.stringify(res), ms: 0 };
  };
  const first = await attempt(form, today);
  const again = await attempt(form, today);
  const future = await attempt(`${form}9`, "2099-01-01");
  return {
    check: "One DEA 222 form, one order, in date",
    audit: "one form number on three CII orders, one dated 2099-01-01",
    now: `first ${first.status}, the same form again ${again.status}, dated 2099 ${future.status}`,
    held: first.status === 200 && again.status >= 400 && future.status >= 400,
  };
}

async function shipToHome(base: string, c: Cookies, p: SideRoadProducts, homeId: number): Promise<SideRoad> {
  await add(base, c.purchaser, p.schedule3);
  const res = await call(base, "POST", "/api/checkout", {
    cookie: c.purchaser,
    body: { idempotency_key: `home-${stamp()}`, shipping_address_id: homeId, billing_address_id: homeId },
  });
  return {
    check: "Controlled item to a member's home",
    audit: "shipped to any address in the registration's state",
    now: `${res.status}: ${String(json(res).message ?? "").slice(0, 80)}`,
    held: res.status === 422,
  };
}

async function splitCart(base: string, c: Cookies, p: SideRoadProducts): Promise<SideRoad> {
  await add(base, c.purchaser, p.splitA);
  await add(base, c.purchaser, p.splitB);
  const one = (v: Product) =>
    call(base, "POST", "/api/checkout", {
      cookie: c.purchaser,
      body: { idempotency_key: `split-${v.vendor_id}-${stamp()}`, vendor_ids: [v.vendor_id] },
    });
  const answers = (await Promise.all([one(p.splitA), one(p.splitB)])).map(json);
  const placed = answers.filter((a) => Array.isArray(a.orders));
  const cents = placed.reduce((n, a) => n + Math.round(Number(a.total) * 100), 0);
  return {
    check: "A cart split into parallel checkouts",
    audit: "$699.67 placed against a $500 limit",
    now: `${placed.length} placed ($${(cents / 100).toFixed(2)}), ${answers.length - placed.length} held`,
    held: cents <= 50_000,
  };
}

async function bodies(base: string, c: Cookies, memoryMb: () => Promise<number | null>): Promise<SideRoad> {
  const before = await memoryMb();
  const big = new Uint8Array(300 * 1024 * 1024);
  const res = await fetch(`${base}/api/compliance/licences`, {
    method: "POST",
    headers: { cookie: c.requester, origin: base, "content-type": "application/json" },
    body: big,
  })
    .then((r) => r.status)
    .catch(() => 0);
  const after = await memoryMb();
  const grew = before !== null && after !== null ? after - before : null;
  return {
    check: "300 MB body from a requester",
    audit: "RSS 803 → 1,497 MB before the role check",
    now: `${res || "closed"}; RSS ${before ?? "?"} → ${after ?? "?"} MB`,
    held: (res === 0 || res === 403 || res === 413) && grew !== null && grew < 100,
  };
}

async function wrongKeys(base: string): Promise<SideRoad> {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++)
    statuses.push(
      (
        await call(base, "GET", "/api/vendor/v1/products", {
          headers: { authorization: `Bearer dvm_wrong_${i}`, "x-forwarded-for": "10.250.0.1" },
        })
      ).status,
    );
  const limited = statuses.filter((s) => s === 429).length;
  return {
    check: "Wrong API keys from one address",
    audit: "300 in a row, never throttled",
    now: `60 wrong keys: ${limited} answered 429`,
    held: limited > 0,
  };
}

async function controlCharacters(base: string, c: Cookies): Promise<SideRoad> {
  const res = await call(base, "POST", "/api/clinic/guides", { cookie: c.purchaser, body: { name: "a\u0000b" } });
  return {
    check: "NUL in a text field",
    audit: "500",
    now: String(res.status),
    held: res.status === 400,
  };
}

/** Every side road the server can be asked about; the reorder is run by the caller afterwards. */
export async function sideRoads(
  base: string,
  c: Cookies,
  p: SideRoadProducts,
  homeId: number,
  listingClass: () => Promise<string>,
  memoryMb: () => Promise<number | null>,
): Promise<SideRoad[]> {
  return [
    ...(await invitations(base, c)),
    await classChange(base, c, p, listingClass),
    await orderForms(base, c, p),
    await shipToHome(base, c, p, homeId),
    await splitCart(base, c, p),
    await bodies(base, c, memoryMb),
    await wrongKeys(base),
    await controlCharacters(base, c),
  ];
}
