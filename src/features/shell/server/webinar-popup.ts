import "server-only";
import type { Bound } from "@/db/prepared";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jsonObject, scalar, selectValues } from "@/db/json";
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

/** The columns the popup shows. */
type PopupRow = Pick<
  typeof webinars.$inferSelect,
  "title" | "slogan" | "link" | "startsAt" | "timezone" | "showCounter" | "showOn" | "zoomLink" | "externalLink"
>;

// Making a formatter costs far more than using one (every buyer's parts carry the popup): one pair per zone.
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      date: new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
      }),
      time: new Intl.DateTimeFormat("en-US", {
        timeZone,
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
        timeZoneName: "short",
      }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

/** SPEC §3 webinar popup data for one webinar row. */
function toPopup(w: PopupRow): WebinarPopup {
  const p = wallClockAt(w.startsAt, w.timezone);
  const { date, time } = formattersFor(w.timezone);
  return {
    title: w.title,
    slogan: w.slogan,
    link: w.link,
    standard_time: time.format(w.startsAt),
    numeric_date_2: `${pad(p.month)}-${pad(p.day)}-${p.year}`,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
    timezone: w.timezone,
    date: date.format(w.startsAt),
    showCounter: w.showCounter,
    show_on: w.showOn,
    zoom_link: w.zoomLink,
    external_link: w.externalLink,
    starts_at: w.startsAt.toISOString(),
  };
}

const upcoming = (now: Bound<Date>) =>
  and(eq(webinars.showCounter, true), eq(webinars.published, true), gt(webinars.startsAt, now));

/** The next upcoming webinar flagged for the countdown, or null. */
export async function nextWebinarPopup(now = new Date()): Promise<WebinarPopup | null> {
  const { popup } = await selectValues(await getDb(), { popup: nextWebinarPopupSql(now) });
  return popupOf(popup);
}

const POPUP_JSON = jsonObject({
  title: webinars.title,
  slogan: webinars.slogan,
  link: webinars.link,
  starts_at: webinars.startsAt,
  timezone: webinars.timezone,
  show_counter: webinars.showCounter,
  show_on: webinars.showOn,
  zoom_link: webinars.zoomLink,
  external_link: webinars.externalLink,
});
type PopupJson = (typeof POPUP_JSON)["_"]["type"];

/**
 * The same read as SQL, for a statement that reads other things too (GET /api/buyer-parts carries the
 * popup, so a signed-in visit does not ask for it on its own); `popupOf` turns its value into the popup.
 */
export function nextWebinarPopupSql(now: Bound<Date> = new Date()) {
  return scalar<PopupJson | null>(
    sql`select ${POPUP_JSON} from ${webinars} where ${upcoming(now)} order by ${webinars.startsAt} limit 1`,
  );
}

export function popupOf(j: PopupJson | null): WebinarPopup | null {
  if (!j) return null;
  return toPopup({
    title: j.title,
    slogan: j.slogan,
    link: j.link,
    startsAt: new Date(j.starts_at),
    timezone: j.timezone,
    showCounter: j.show_counter,
    showOn: j.show_on,
    zoomLink: j.zoom_link,
    externalLink: j.external_link,
  });
}
