import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as setItem } from "@/app/api/clinic/guides/[id]/items/route";
import { POST as createGuide } from "@/app/api/clinic/guides/route";
import { POST as createReorder } from "@/app/api/clinic/reorders/route";
import { viewerById } from "@/features/accounts/server";
import { approveHeldOrder } from "@/features/checkout/server/approve-held";
import { DOOR_PATHS, type DoorPath } from "@/features/checkout/server/door";
import { runDueReorders } from "@/features/checkout/server/reorders";
import { resubmitRejected } from "@/features/checkout/server/resubmit";
import { rejectApproval } from "@/features/clinic/server/approvals";
import { FORM_ALREADY_USED } from "@/features/compliance";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock } from "../helpers/cart-fixtures";

/**
 * Every road an order can take × every rule that guards money or law. Each cell arranges one
 * violation between the moment a path has gathered its lines and the moment it asks the door (for
 * an approval: while the request waits), then expects the order refused (or held) with nothing
 * placed. A path added to DOOR_PATHS without a runner here fails to compile; a rule a path cannot
 * break by construction says why in `byDesign`, and the test checks that reason still holds.
 */
type Cls = "none" | "rx" | "CIII" | "CII";
type Outcome = { placed: number; held: boolean; message: string };
/** the moment the door will judge the order: the violation is arranged as of then */
type Between = (at: Date) => Promise<void>;
type Arrange = { cls: Cls; form?: { number: string; date: string }; member?: "purchaser" | "requester" };
type Rule = {
  name: string;
  cls: Cls;
  form?: boolean;
  /** breaks the rule; returns how to mend it */
  violate: (path: DoorPath, form: string, at: Date) => Promise<() => Promise<void>>;
  expect: "refused" | "held";
  message: RegExp;
  /** paths that cannot break this rule by construction: why, and the outcome that shows it */
  byDesign?: Partial<Record<DoorPath, { why: string; holds: (out: Outcome) => boolean }>>;
};

const GROUP = "clinic-heartland";

describe.each(backends)("the one door: every path against every rule on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  const product: Partial<Record<Cls, { id: number; vendor_id: number }>> = {};
  let location = 0;
  let earlier = 0;
  let seq = 0;
  const ordersOf = (userId: string) =>
    count(h.db, sql`select count(*)::int as n from orders where user_id = ${userId}`);
  const exec = (q: ReturnType<typeof sql>) => h.db.execute(q);

  const addLine = async (cookie: string, cls: Cls) => {
    const p = product[cls]!;
    const res = await add(
      postJson("/api/add-cart-app", { type: "product", product_id: p.id, vendor_id: p.vendor_id, quantity: 1 }, cookie),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const checkoutBody = (a: Arrange) => ({
    idempotency_key: `door-${backend}-${++seq}-key`,
    ...(a.form ? { order_form_number: a.form.number, order_form_date: a.form.date } : {}),
  });
  const asOutcome = async (res: Response): Promise<Outcome> => {
    const body = await res.json();
    return {
      placed: res.status === 200 && body.orders ? body.orders.length : 0,
      held: body.status === "pending_approval",
      message: [body.message, ...(body.reasons ?? [])].join(" "),
    };
  };

  /** Schedules a reorder for the member, lets the violation happen as of its run, then runs the tick. */
  const runReorder = async (who: string, source: Record<string, unknown>, between: Between): Promise<Outcome> => {
    const made = await createReorder(
      postJson("/api/clinic/reorders", { ...source, every_weeks: 1, weekday: 3, starts_on: "2026-11-02" }, c[who]),
    );
    const r = (await made.json()).data as { id: number; next_run_on: string };
    const runAt = new Date(`${r.next_run_on}T06:05:00Z`);
    await between(runAt);
    const out = (await runDueReorders(runAt)).find((o) => o.reorderId === r.id);
    const placed = await count(
      h.db,
      sql`select count(*)::int as n from orders where notes = ${`Scheduled reorder #${r.id}`}`,
    );
    return { placed, held: out?.action === "held", message: out?.message ?? "" };
  };
  /** The location's par levels hold this one product at par 3 with 1 on hand: an "up to par" run orders 2. */
  const parOnly = async (cls: Cls) => {
    const p = product[cls]!.id;
    await exec(sql`delete from inventory_par where location_id = ${location}`);
    await exec(sql`delete from inventory_stock where location_id = ${location}`);
    await exec(sql`insert into inventory_par (location_id, product_id, par_level) values (${location}, ${p}, 3)`);
    await exec(
      sql`insert into inventory_stock (location_id, product_id, lot, quantity) values (${location}, ${p}, 'PAR1', 1)`,
    );
  };
  /** Scheduled reorders "up to par" take the reorder path too: same door, lines gathered from par − on hand. */
  const upToPar = async (a: Arrange, between: Between): Promise<Outcome> => {
    await parOnly(a.cls);
    return runReorder(a.member ?? "purchaser", { up_to_par: true }, between);
  };

  /** Each path in two halves: gather the lines, then (after the violation) ask the door. */
  const paths: Record<DoorPath, (a: Arrange, between: Between) => Promise<Outcome>> = {
    checkout: async (a, between) => {
      const who = a.member ?? "purchaser";
      await exec(sql`delete from cart_items where location_id = ${location}`);
      await addLine(c[who]!, a.cls);
      await between(new Date());
      return asOutcome(await checkout(postJson("/api/checkout", checkoutBody(a), c[who])));
    },
    approval: async (a, between) => {
      await exec(sql`delete from cart_items where location_id = ${location}`);
      await addLine(c.requester!, a.cls);
      const held = await (await checkout(postJson("/api/checkout", checkoutBody(a), c.requester))).json();
      expect(held.status, JSON.stringify(held)).toBe("pending_approval");
      await between(new Date());
      try {
        const out = await approveHeldOrder((await viewerById("demo-clinic-owner"))!, held.approval_id, "");
        return { placed: out.orders.length, held: false, message: "" };
      } catch (err) {
        return { placed: 0, held: false, message: (err as Error).message };
      }
    },
    reorder: async (a, between) => {
      const who = a.member ?? "purchaser";
      const guide = await (await createGuide(postJson("/api/clinic/guides", { name: `G${++seq}` }, c[who]))).json();
      const id = String(guide.data.id);
      const item = { product_id: product[a.cls]!.id, par_level: 1 };
      expect((await setItem(postJson(`/api/clinic/guides/${id}/items`, item, c[who]), params({ id }))).status).toBe(
        200,
      );
      return runReorder(who, { guide_id: guide.data.id }, between);
    },
    resubmit: async (a, between) => {
      const who = a.member ?? "purchaser";
      await exec(sql`delete from cart_items where location_id = ${location}`);
      // a rule holds the first checkout and the owner rejects it; with the rule gone, the member sends it again
      const [rule] = await queryRows<{ id: number }>(
        h.db,
        sql`insert into clinic_approval_rules (organization_id, kind, amount_cents) values (${GROUP}, 'total_over', 1) returning id`,
      );
      await addLine(c[who]!, a.cls);
      const held = await (await checkout(postJson("/api/checkout", checkoutBody(a), c[who]))).json();
      await exec(sql`delete from clinic_approval_rules where id = ${rule!.id}`);
      expect(held.status, JSON.stringify(held)).toBe("pending_approval");
      await rejectApproval((await viewerById("demo-clinic-owner"))!, held.approval_id, "Not this week");
      await between(new Date());
      try {
        const out = await resubmitRejected((await viewerById(`demo-clinic-${who}`))!, held.approval_id);
        if (out.status === "placed") return { placed: out.orders.length, held: false, message: out.message };
        return { placed: 0, held: true, message: [out.message, ...out.reasons].join(" ") };
      } catch (err) {
        return { placed: 0, held: false, message: (err as Error).message };
      }
    },
  };

  const setDea = (verified: boolean) =>
    exec(
      sql`update dea_registrations set verified_at = ${verified ? sql`now()` : sql`null`} where location_id = ${location}`,
    );
  const rules: Rule[] = [
    {
      name: "a controlled item needs the location's verified DEA registration",
      cls: "CIII",
      violate: async () => (await setDea(false), () => setDea(true).then(() => undefined)),
      expect: "refused",
      message: /DEA registration for .* is waiting for verification/,
    },
    {
      name: "a prescription item needs a verified state licence",
      cls: "rx",
      violate: async () => {
        await exec(sql`update state_licences set verified_at = null where location_id = ${location}`);
        return async () =>
          void (await exec(sql`update state_licences set verified_at = now() where location_id = ${location}`));
      },
      expect: "refused",
      message: /verified veterinary licence/,
    },
    {
      name: "a Schedule II form is used once",
      cls: "CII",
      form: true,
      violate: async (_path, form) => {
        await exec(
          sql`insert into order_form_uses (form_key, location_id, checkout_id) values (${form.replace(/-/g, "")}, ${location}, 0)`,
        );
        return async () => undefined;
      },
      expect: "refused",
      message: new RegExp(FORM_ALREADY_USED.slice(0, 40)),
      byDesign: {
        reorder: {
          why: "a scheduled run carries no order form, so its Schedule II lines are always left out",
          holds: (out) => out.placed === 0 && /Schedule II items need a DEA 222/.test(out.message),
        },
      },
    },
    {
      name: "a member who left the clinic orders nothing for it",
      cls: "none",
      violate: async (path) => {
        const who = path === "approval" ? "demo-clinic-requester" : "demo-clinic-purchaser";
        const [m] = await queryRows<{ id: string; role: string }>(
          h.db,
          sql`select id, role from member where user_id = ${who} and organization_id = ${GROUP}`,
        );
        await exec(sql`delete from member where id = ${m!.id}`);
        return async () =>
          void (await exec(sql`insert into member (id, organization_id, user_id, role, order_limit_cents)
            values (${m!.id}, ${GROUP}, ${who}, ${m!.role}, ${who === "demo-clinic-purchaser" ? 50_000 : null})`));
      },
      expect: "refused",
      // a member who left sees the location's cart no more: their checkout finds nothing of it
      message: /no longer belongs|clinic role cannot order|no checked items/,
    },
    {
      name: "a member lowered to viewer orders nothing",
      cls: "none",
      violate: async (path) => {
        const who = path === "approval" ? "demo-clinic-requester" : "demo-clinic-purchaser";
        const [m] = await queryRows<{ role: string }>(
          h.db,
          sql`select role from member where user_id = ${who} and organization_id = ${GROUP}`,
        );
        await exec(sql`update member set role = 'viewer' where user_id = ${who} and organization_id = ${GROUP}`);
        return async () =>
          void (await exec(
            sql`update member set role = ${m!.role} where user_id = ${who} and organization_id = ${GROUP}`,
          ));
      },
      expect: "refused",
      message: /clinic role cannot order/,
    },
    {
      name: "a line at a quote needs the quote valid for this buyer and not expired",
      cls: "none",
      violate: async (path) => {
        // the line gathered is priced at an accepted RFQ quote that lapsed yesterday
        const who = path === "approval" ? "demo-clinic-requester" : "demo-clinic-purchaser";
        const p = product.none!;
        const [r] = await queryRows<{ id: number }>(
          h.db,
          sql`insert into rfqs (user_id, location_id, needed_by) values (${who}, ${location}, '2026-12-31') returning id`,
        );
        const [line] = await queryRows<{ id: number }>(
          h.db,
          sql`insert into rfq_lines (rfq_id, product_id, description, quantity) values (${r!.id}, ${p.id}, 'Quoted item', 5) returning id`,
        );
        const [copy] = await queryRows<{ id: number }>(
          h.db,
          sql`insert into rfq_vendors (rfq_id, vendor_id, status) values (${r!.id}, ${p.vendor_id}, 'accepted') returning id`,
        );
        const [quote] = await queryRows<{ id: number }>(
          h.db,
          sql`insert into rfq_quotes (rfq_vendor_id, valid_until) values (${copy!.id}, now() - interval '1 day') returning id`,
        );
        const [ql] = await queryRows<{ id: number }>(
          h.db,
          sql`insert into rfq_quote_lines (quote_id, line_id, product_id, price_cents, quantity, accepted_at)
            values (${quote!.id}, ${line!.id}, ${p.id}, 1500, 5, now()) returning id`,
        );
        await exec(sql`update cart_items set quote_line_id = ${ql!.id} where location_id = ${location}`);
        await exec(
          sql`update clinic_approval_items set quote_line_id = ${ql!.id} where approval_id = (select max(id) from clinic_approvals)`,
        );
        return async () => void (await exec(sql`update cart_items set quote_line_id = null`));
      },
      expect: "refused",
      message: /The quoted price of \$15\.00 for .+ expired on/,
      byDesign: {
        reorder: {
          why: "a scheduled reorder gathers its lines from an order guide, never at a quote: it buys at the listed price",
          holds: (out) => out.placed === 1,
        },
      },
    },
    {
      name: "stock is read under lock when the order is placed",
      cls: "none",
      violate: async () => {
        await exec(sql`update products set quantity = 0, in_stock = 'N' where id = ${product.none!.id}`);
        return async () => setStock(h.db, product.none!.id, 500);
      },
      expect: "refused",
      message: /out of stock/,
    },
    {
      name: "a purchaser's limit counts the last 24 hours, not one checkout",
      cls: "none",
      violate: async (_path, _form, at) => {
        // $480 placed an hour before, without approval: a $20 order now passes the $500 limit
        const hourBefore = new Date(at.getTime() - 3_600_000).toISOString();
        await exec(
          sql`update clinic_orders set total_cents = 48000, created_at = ${hourBefore}::timestamptz where order_id = ${earlier}`,
        );
        return async () =>
          void (await exec(
            sql`update clinic_orders set total_cents = 2995, created_at = now() - interval '2 days' where order_id = ${earlier}`,
          ));
      },
      expect: "held",
      message: /orders of the last 24 hours/,
      byDesign: {
        approval: {
          why: "an approval is the approver's decision that lifts the hold: the released order is placed",
          holds: (out) => out.placed === 1,
        },
      },
    },
  ];

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    for (const who of ["purchaser", "requester", "owner"])
      c[who] = await sessionCookie(`${who}@dvm.demo`, `Demo${who[0]!.toUpperCase()}${who.slice(1)}#2026`);
    const picks = await buyableProducts(h.db, 4);
    (["none", "rx", "CIII", "CII"] as Cls[]).forEach((cls, i) => (product[cls] = picks[i]!));
    for (const [cls, p] of Object.entries(product)) {
      await setStock(h.db, p!.id, 500);
      await exec(
        sql`update products set price_cents = 2000, price_catalog_cents = null, price_discounted_cents = null, regulatory_class = ${cls} where id = ${p!.id}`,
      );
    }
    [{ id: location }] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from clinic_locations where organization_id = ${GROUP} order by id limit 1`,
    );
    // one order on record, so the limit rule has a row to count
    expect((await paths.checkout({ cls: "none" }, async () => undefined)).placed).toBe(1);
    [{ id: earlier }] = await queryRows<{ id: number }>(
      h.db,
      sql`select order_id as id from clinic_orders order by order_id limit 1`,
    );
    await exec(sql`update clinic_orders set total_cents = 2995 where order_id = ${earlier}`);
  });
  afterAll(async () => h?.dispose());

  /** Every road: each door path, and the variants that gather lines another way before the same path. */
  const roads: { name: string; path: DoorPath; run: (a: Arrange, between: Between) => Promise<Outcome> }[] = [
    ...DOOR_PATHS.map((path) => ({ name: path, path, run: paths[path] })),
    { name: "reorder up to par", path: "reorder", run: upToPar },
  ];

  it("each path places a clean order through the door (the baseline every cell departs from)", async () => {
    // the group holds controlled orders for approval, so a controlled line is placed on release
    const clean: Record<DoorPath, Cls> = { checkout: "none", approval: "CIII", reorder: "none", resubmit: "none" };
    for (const road of roads) {
      const out = await road.run({ cls: clean[road.path] }, async () => undefined);
      expect(out.placed, `${road.name}: ${out.message}`).toBe(1);
    }
  });

  it("an up-to-par reorder orders par − on hand as the stock stands when the run is placed", async () => {
    const out = await upToPar({ cls: "none" }, async () => {
      // used since the reorder was scheduled: 0 on hand now, so the run orders the whole par of 3
      await exec(sql`update inventory_stock set quantity = 0 where location_id = ${location}`);
    });
    expect(out.placed, out.message).toBe(1);
    const [line] = await queryRows<{ quantity: number }>(
      h.db,
      sql`select i.quantity from order_items i join orders o on o.id = i.order_id where o.notes like 'Scheduled reorder #%' order by i.id desc limit 1`,
    );
    expect(line!.quantity).toBe(3);
    // at par, a run orders nothing and says so
    await parOnly("none");
    const atPar = await upToPar({ cls: "none" }, async () => {
      await exec(sql`update inventory_stock set quantity = 3 where location_id = ${location}`);
    });
    expect(atPar.placed).toBe(0);
    expect(atPar.message).toMatch(/everything is at par/);
  });

  for (const rule of rules)
    for (const { name, path, run } of roads)
      it(`${name} × ${rule.name}`, async () => {
        const form = rule.form ? `222-${backend.length}${String(++seq).padStart(6, "0")}` : "";
        const arrange: Arrange = {
          cls: rule.cls,
          ...(form ? { form: { number: form, date: new Date().toISOString().slice(0, 10) } } : {}),
        };
        const who = path === "approval" ? "demo-clinic-requester" : "demo-clinic-purchaser";
        const before = await ordersOf(who);
        let mend: () => Promise<void> = async () => undefined;
        const out = await run(arrange, async (at) => {
          mend = await rule.violate(path, form, at);
        });
        await mend();
        const design = rule.byDesign?.[path];
        if (design) return expect(design.holds(out), `${design.why}: ${JSON.stringify(out)}`).toBe(true);
        expect(out.placed, `${path} placed an order that breaks: ${rule.name}`).toBe(0);
        expect(await ordersOf(who)).toBe(before);
        if (rule.expect === "held") expect(out.held, out.message).toBe(true);
        expect(out.message).toMatch(rule.message);
      });
});
