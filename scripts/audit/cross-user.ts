// Check 1: every role pair asks for the other's records over every id-bearing route; a leak is a
// success carrying the other's data or a write that succeeded (the database checksums, compared by
// the caller around this phase, catch a change that answered anything).
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { call, pool } from "./app";
import { BUYER_PROBES, VENDOR_PROBES, fillPath, isLeak, type Param, type Probe } from "./cross-user-routes";
import { rows } from "./db";

export type Victim = {
  name: string;
  kind: "buyer" | "vendor";
  values: Partial<Record<Param, string>>;
  markers: string[];
};
export type Attacker = { name: string; cookie?: string; operator?: boolean };

const one = async (db: Db, q: ReturnType<typeof sql>): Promise<string | undefined> => {
  const [r] = await rows<{ v: string | number | null }>(db, q);
  return r?.v === null || r?.v === undefined ? undefined : String(r.v);
};
const many = async (db: Db, q: ReturnType<typeof sql>): Promise<string[]> =>
  (await rows<{ v: string | number | null }>(db, q)).flatMap((r) => (r.v === null ? [] : [String(r.v)]));

/** A buyer (and the clinic they belong to): the ids of their records and strings only they own. */
export async function buyerVictim(db: Db, name: string, userId: string, slug: string): Promise<Victim> {
  const org = await one(
    db,
    sql`select organization_id as v from member where user_id = ${userId} order by created_at limit 1`,
  );
  const members = sql`(select user_id from member where organization_id = ${org ?? ""})`;
  const locations = sql`(select id from clinic_locations where organization_id = ${org ?? ""})`;
  const values: Partial<Record<Param, string>> = {
    userId,
    slug,
    email: await one(db, sql`select email as v from "user" where id = ${userId}`),
    addressId: await one(db, sql`select min(id) as v from addresses where user_id = ${userId}`),
    orderId: await one(db, sql`select max(id) as v from orders where user_id in ${members} or user_id = ${userId}`),
    documentId: await one(db, sql`select max(id) as v from documents where user_id = ${userId}`),
    approvalId: await one(db, sql`select max(id) as v from clinic_approvals where organization_id = ${org ?? ""}`),
    guideId: await one(db, sql`select max(id) as v from clinic_order_guides where organization_id = ${org ?? ""}`),
    invitationId: await one(db, sql`select max(id) as v from invitation where organization_id = ${org ?? ""}`),
    locationId: await one(db, sql`select min(id) as v from clinic_locations where organization_id = ${org ?? ""}`),
    memberId: await one(db, sql`select id as v from member where user_id = ${userId} limit 1`),
    reorderId: await one(db, sql`select max(id) as v from clinic_reorders where organization_id = ${org ?? ""}`),
    ruleId: await one(db, sql`select max(id) as v from clinic_approval_rules where organization_id = ${org ?? ""}`),
    deaId: await one(db, sql`select max(id) as v from dea_registrations where location_id in ${locations}`),
    recallNoticeId: await one(db, sql`select max(id) as v from recall_notices where location_id in ${locations}`),
  };
  for (const k of Object.keys(values) as Param[]) if (values[k] === undefined) delete values[k];
  const markers = [
    values.email!,
    ...(await many(db, sql`select line1 as v from addresses where user_id = ${userId} and line1 like 'Marker%'`)),
    ...(await many(db, sql`select order_number as v from orders where user_id in ${members} or user_id = ${userId}`)),
    ...(await many(db, sql`select number as v from dea_registrations where location_id in ${locations}`)),
  ];
  return { name, kind: "buyer", values, markers };
}

/** A vendor: its order, listing, media, key, coupon, conversation, request and team ids, and private strings. */
export async function vendorVictim(db: Db, name: string, vendorId: number): Promise<Victim> {
  const product = await one(
    db,
    sql`select min(p.id) as v from products p where p.vendor_id = ${vendorId}
      and exists (select 1 from product_images i where i.product_id = p.id)`,
  );
  const values: Partial<Record<Param, string>> = {
    vendorId: String(vendorId),
    vendorOrderId: await one(db, sql`select max(id) as v from orders where vendor_id = ${vendorId}`),
    productId: product,
    imageId: await one(db, sql`select min(id) as v from product_images where product_id = ${Number(product ?? 0)}`),
    videoId: await one(db, sql`select min(id) as v from product_videos where product_id = ${Number(product ?? 0)}`),
    apiKeyId: await one(db, sql`select max(id) as v from vendor_api_keys where vendor_id = ${vendorId}`),
    couponId: await one(
      db,
      sql`select max(id) as v from coupons where vendor_id = ${vendorId} and code like 'MARKER%'`,
    ),
    conversationId: await one(db, sql`select max(id) as v from vendor_chat_threads where vendor_id = ${vendorId}`),
    requestId: await one(db, sql`select max(id) as v from price_requests where vendor_id = ${vendorId}`),
    teamMemberId: await one(db, sql`select max(id) as v from vendor_members where vendor_id = ${vendorId}`),
  };
  for (const k of Object.keys(values) as Param[]) if (values[k] === undefined) delete values[k];
  const markers = [
    ...(await many(db, sql`select order_number as v from orders where vendor_id = ${vendorId}`)),
    ...(await many(db, sql`select sku as v from products where id = ${Number(product ?? 0)}`)),
    ...(await many(db, sql`select name as v from vendor_api_keys where vendor_id = ${vendorId}`)),
    ...(await many(db, sql`select code as v from coupons where vendor_id = ${vendorId} and code like 'MARKER%'`)),
    ...(await many(
      db,
      sql`select m.message as v from vendor_chat_messages m join vendor_chat_threads t on t.id = m.thread_id
        where t.vendor_id = ${vendorId} and m.message like 'Marker%'`,
    )),
  ];
  return { name, kind: "vendor", values, markers };
}

export type CrossUserResult = {
  requests: number;
  routes: Set<string>;
  pairs: number;
  leaks: string[];
  errors: string[];
  notApplicable: string[];
};

/** Runs every probe of the victim's kind as the attacker; the operator skips the console's own routes. */
export async function crossUser(base: string, pairs: [Attacker, Victim][]): Promise<CrossUserResult> {
  const result: CrossUserResult = {
    requests: 0,
    routes: new Set(),
    pairs: pairs.length,
    leaks: [],
    errors: [],
    notApplicable: [],
  };
  for (const [attacker, victim] of pairs) {
    const probes: Probe[] = (victim.kind === "buyer" ? BUYER_PROBES : VENDOR_PROBES).filter(
      (p) => !(attacker.operator && p.admin),
    );
    await pool(probes, 4, async (p) => {
      const url = fillPath(p.path, victim.values);
      if (!url) {
        result.notApplicable.push(`${victim.name}: ${p.method} ${p.path}`);
        return;
      }
      const answer = await call(base, p.method, url, { cookie: attacker.cookie, body: p.body });
      result.requests += 1;
      result.routes.add(`${p.method} ${p.path}`);
      const label = `${attacker.name} → ${victim.name}: ${p.method} ${url} answered ${answer.status}`;
      if (isLeak(p.method, answer.status, answer.text, victim.markers)) result.leaks.push(label);
      else if (answer.status >= 500 || answer.status === 0) result.errors.push(label);
    });
  }
  return result;
}
