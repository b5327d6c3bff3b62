/** Wall-clock helpers for content dates, using the platform's IANA time zone data. */

export const DAY_MS = 86_400_000;

function wallClock(
  utcMs: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

function offsetMs(utcMs: number, timeZone: string): number {
  const w = wallClock(utcMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * The instant that reads `hour:minute` in `timeZone` on the local calendar day
 * `days` after `nowMs`. Two passes settle days that cross a DST change.
 */
export function zonedInstant(nowMs: number, days: number, hour: number, minute: number, timeZone: string): string {
  const day = wallClock(nowMs + days * DAY_MS, timeZone);
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const first = guess - offsetMs(guess, timeZone);
  return new Date(guess - offsetMs(first, timeZone)).toISOString();
}

/** "12:05 PM" for a start time plus `offsetMinutes`. */
export function clockLabel(hour: number, minute: number, offsetMinutes: number): string {
  const total = hour * 60 + minute + offsetMinutes;
  const h24 = Math.floor(total / 60) % 24;
  const mm = String(total % 60).padStart(2, "0");
  return `${h24 % 12 === 0 ? 12 : h24 % 12}:${mm} ${h24 < 12 ? "AM" : "PM"}`;
}
