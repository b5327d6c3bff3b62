// Webinar times are entered as a wall-clock time in the webinar's own time zone (as the banner shows them),
// through the form's "YYYY-MM-DDTHH:mm" text.
import { isTimeZone, wallClockAt, wallClockToInstant } from "@/lib/wall-clock";

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-08T14:30" in `timeZone` → the instant, or null when the text is not a date and time. */
export function wallTimeToInstant(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return wallClockToInstant({ year, month, day, hour, minute, second: 0 }, timeZone);
}

/** The instant as "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` (the form's value). */
export function instantToWallTime(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
