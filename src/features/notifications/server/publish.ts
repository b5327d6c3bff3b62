import "server-only";
import { and, desc, eq, gte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Db, type Tx } from "@/db/client";
import { blogs, coupons, user, vendors, webinars } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors";
import { formatUsd } from "@/lib/money";
import { notify, notifyAudience, pushAudience, type Audience, type NotificationInput } from "./notify";

export const publishInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("coupon"), user: z.string().optional(), code: z.string().optional() }),
  z.object({ kind: z.literal("webinar"), user: z.string().optional(), link: z.string().optional() }),
  z.object({ kind: z.literal("blog"), user: z.string().optional(), link: z.string().optional() }),
  z.object({
    kind: z.literal("chat-reply"),
    user: z.string({ message: "chat-reply needs --user" }).min(1, "chat-reply needs --user"),
    vendor: z.string({ message: "chat-reply needs --vendor" }).min(1, "chat-reply needs --vendor"),
    message: z.string({ message: "chat-reply needs --message" }).trim().min(1, "chat-reply needs --message").max(2000),
  }),
]);
export type PublishInput = z.infer<typeof publishInput>;

async function findUser(db: Db, idOrEmail: string) {
  const [u] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(or(eq(user.id, idOrEmail), eq(user.email, idOrEmail.toLowerCase())))
    .limit(1);
  if (!u) throw notFound(`No user ${idOrEmail}.`);
  return u;
}

async function findVendor(db: Db, idOrSlug: string) {
  const byId = /^\d+$/.test(idOrSlug) ? eq(vendors.id, Number(idOrSlug)) : eq(vendors.slug, idOrSlug);
  const [v] = await db
    .select({ id: vendors.id, name: vendors.name, slug: vendors.slug })
    .from(vendors)
    .where(byId)
    .limit(1);
  if (!v) throw notFound(`No vendor ${idOrSlug}.`);
  return v;
}

async function couponNotice(db: Db, code?: string): Promise<Omit<NotificationInput, "userId">> {
  const [c] = await db
    .select({
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      min: coupons.minOrderCents,
      vendor: vendors.name,
      slug: vendors.slug,
    })
    .from(coupons)
    .innerJoin(vendors, eq(vendors.id, coupons.vendorId))
    .where(code ? eq(coupons.code, code) : sql`true`)
    .orderBy(desc(coupons.id))
    .limit(1);
  if (!c) throw notFound(code ? `No coupon ${code}.` : "No coupons exist yet.");
  const off = c.kind === "percent" ? `${c.value}% off` : `${formatUsd(c.value)} off`;
  const min = c.min > 0 ? ` orders over ${formatUsd(c.min)}` : " your next order";
  return { type: "Coupons", body: `${c.vendor}: ${off}${min}`, response: c.code, clickableLink: c.slug };
}

async function webinarNotice(db: Db, link?: string): Promise<Omit<NotificationInput, "userId">> {
  const [w] = await db
    .select()
    .from(webinars)
    // an unpublished webinar is not announced: buyers would follow a link that does not open
    .where(and(eq(webinars.published, true), link ? eq(webinars.link, link) : gte(webinars.startsAt, new Date())))
    .orderBy(webinars.startsAt)
    .limit(1);
  if (!w) throw notFound(link ? `No webinar ${link}.` : "No upcoming webinar.");
  return { type: "Webinars", body: `Upcoming webinar: ${w.title}`, message: w.slogan || null, clickableLink: w.link };
}

async function blogNotice(db: Db, link?: string): Promise<Omit<NotificationInput, "userId">> {
  const [b] = await db
    .select()
    .from(blogs)
    // a draft is not announced: buyers would follow a link that does not open
    .where(link ? and(eq(blogs.link, link), eq(blogs.published, true)) : eq(blogs.published, true))
    .orderBy(desc(blogs.publishedAt))
    .limit(1);
  if (!b) throw notFound(link ? `No blog ${link}.` : "No blogs exist yet.");
  return { type: "Blogs", body: `New on the blog: ${b.title}`, message: b.excerpt, clickableLink: b.link };
}

/** The buyer and vendor a chat reply names (by id, email or slug); vendor-chat stores the reply. */
export async function chatReplyTargets(input: { user: string; vendor: string }) {
  const db = await getDb();
  const [u, v] = await Promise.all([findUser(db, input.user), findVendor(db, input.vendor)]);
  return { userId: u.id, vendorId: v.id };
}

export type NoticeOptions = {
  audience?: Audience;
  /** runs inside the transaction that stores the notifications (the console's audit entry) */
  record?: (tx: Tx, summary: { recipients: number; notice: Omit<NotificationInput, "userId"> }) => Promise<void>;
};

/**
 * Content announcements to one buyer, a segment of buyers, or all. The rows commit in one
 * transaction; the live events go out after it. Chat replies go through vendor-chat's `publish`,
 * which builds on this one (vendor-chat sits above notifications).
 */
export async function publishNotice(input: Exclude<PublishInput, { kind: "chat-reply" }>, opts: NoticeOptions = {}) {
  const db = await getDb();
  const notice =
    input.kind === "coupon"
      ? await couponNotice(db, input.code)
      : input.kind === "webinar"
        ? await webinarNotice(db, input.link)
        : input.kind === "blog"
          ? await blogNotice(db, input.link)
          : null;
  if (!notice) throw badRequest("Unknown kind.");
  if (input.user) {
    const u = await findUser(db, input.user);
    const id = await db.transaction(async (tx) => {
      const nid = await notify(tx, { ...notice, userId: u.id });
      await opts.record?.(tx, { recipients: 1, notice });
      return nid;
    });
    return { success: true, recipients: 1, notification_id: id, notice };
  }
  const audience = opts.audience ?? {};
  const everyone = Object.values(audience).every((v) => v === undefined);
  const ids = await db.transaction(async (tx) => {
    const ids = await notifyAudience(tx, notice, audience);
    await opts.record?.(tx, { recipients: ids.length, notice });
    return ids;
  });
  await pushAudience(notice, ids, everyone);
  return { success: true, recipients: ids.length, notice };
}
