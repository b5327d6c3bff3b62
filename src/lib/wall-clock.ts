// Wall-clock arithmetic in IANA time zones, with the platform's own zone data. Webinar times typed in
// the webinar's zone, the countdown banner's target and the seeded content dates all go through here.

/** What a clock on the wall shows; month is 1–12. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws RangeError for an unknown zone, which is the caller's signal of bad data. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** What clocks in `timeZone` show at `instant`, to the second. */
export function wallClockAt(instant: Date | number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Milliseconds `timeZone` is ahead of UTC at instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc(wallClockAt(whole, timeZone)) - whole;
}

/**
 * The instant at which clocks in `timeZone` show `wall`. Uses the zone's offsets a day before and
 * after, which covers every real transition. A time skipped by a DST jump moves forward by the gap;
 * a time that occurs twice resolves to the earlier instant — the same choices a calendar app makes.
 */
export function wallClockToInstant(wall: WallClock, timeZone: string): Date {
  const ms = asUtc(wall);
  const before = offsetAt(ms - 86_400_000, timeZone);
  const after = offsetAt(ms + 86_400_000, timeZone);
  const valid = [ms - before, ms - after].filter((at) => ms - offsetAt(at, timeZone) === at);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(ms - before);
}
