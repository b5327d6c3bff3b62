import "server-only";
import { asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { webinars } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { badRequest, notFound } from "@/lib/errors";
import type { BannerInput } from "../schemas";
import { isTimeZone } from "@/lib/wall-clock";
import { wallTimeToInstant } from "../wall-time";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/** Upcoming webinars, soonest first: the candidates for the countdown banner. */
export async function upcomingWebinars(now = new Date()) {
  const db = await getDb();
  return db.select().from(webinars).where(gt(webinars.startsAt, now)).orderBy(asc(webinars.startsAt)).limit(30);
}

const bannerFields = (w: typeof webinars.$inferSelect) => ({
  title: w.title,
  slogan: w.slogan,
  startsAt: w.startsAt.toISOString(),
  timezone: w.timezone,
  showCounter: w.showCounter,
  showOn: w.showOn,
  zoomLink: w.zoomLink,
  externalLink: w.externalLink,
});

/**
 * Saves a webinar's banner fields; the start is a wall-clock time in the webinar's time zone. The
 * banner (GET /api/next-webinar-popup) reads the table per request, and the page cache is dropped.
 */
export async function saveBanner(actor: Actor, id: number, input: BannerInput, now = new Date()) {
  if (!isTimeZone(input.timezone)) throw badRequest(`${input.timezone} is not a time zone (try America/Chicago).`);
  const startsAt = wallTimeToInstant(input.startsAt, input.timezone);
  if (!startsAt) throw badRequest("Enter the start as a date and a time.");
  if (input.showCounter && startsAt <= now) throw badRequest("A countdown needs a start in the future.");
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(webinars).where(eq(webinars.id, id)).for("update");
    if (!old) throw notFound(`No webinar ${id}.`);
    const [row] = await tx
      .update(webinars)
      .set({ ...input, startsAt })
      .where(eq(webinars.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "content.banner.update",
      targetType: "webinar",
      targetId: id,
      before: bannerFields(old),
      after: bannerFields(row!),
    });
    return row!;
  });
  await announceChange({ kind: "content", ids: [id] });
  return saved;
}
