import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { webinars } from "@/db/schema";
import { wallClockAt } from "@/lib/wall-clock";

const pad = (n: number) => String(n).padStart(2, "0");

export type WebinarPopup = {
  title: string;
  slogan: string;
  link: string;
  standard_time: string;
  numeric_date_2: string;
  hour: number;
  minute: number;
  second: number;
  timezone: string;
  date: string;
  showCounter: boolean;
  show_on: string;
  zoom_link: string | null;
  external_link: string | null;
  /** The start as an ISO instant, so the browser's countdown needs no time-zone data (loading it costs a ~50 ms task). */
  starts_at: string;
};

/** SPEC §3 webinar popup data for one webinar row. */
export function toPopup(w: typeof webinars.$inferSelect): WebinarPopup {
  const p = wallClockAt(w.startsAt, w.timezone);
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone: w.timezone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(w.startsAt);
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone: w.timezone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  }).format(w.startsAt);
  return {
    title: w.title,
    slogan: w.slogan,
    link: w.link,
    standard_time: time,
    numeric_date_2: `${pad(p.month)}-${pad(p.day)}-${p.year}`,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
    timezone: w.timezone,
    date,
    showCounter: w.showCounter,
    show_on: w.showOn,
    zoom_link: w.zoomLink,
    external_link: w.externalLink,
    starts_at: w.startsAt.toISOString(),
  };
}

/** The next upcoming webinar flagged for the countdown, or null. */
export async function nextWebinarPopup(now = new Date()): Promise<WebinarPopup | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.showCounter, true), eq(webinars.published, true), gt(webinars.startsAt, now)))
    .orderBy(asc(webinars.startsAt))
    .limit(1);
  return row ? toPopup(row) : null;
}
