/** Wall-clock helpers for seeded content dates. */
import { wallClockAt, wallClockToInstant } from "../../lib/wall-clock";

export const DAY_MS = 86_400_000;

/**
 * The instant that reads `hour:minute` in `timeZone` on the local calendar day
 * `days` after `nowMs`.
 */
export function zonedInstant(nowMs: number, days: number, hour: number, minute: number, timeZone: string): string {
  const day = wallClockAt(nowMs + days * DAY_MS, timeZone);
  return wallClockToInstant({ ...day, hour, minute, second: 0 }, timeZone).toISOString();
}

/** "12:05 PM" for a start time plus `offsetMinutes`. */
export function clockLabel(hour: number, minute: number, offsetMinutes: number): string {
  const total = hour * 60 + minute + offsetMinutes;
  const h24 = Math.floor(total / 60) % 24;
  const mm = String(total % 60).padStart(2, "0");
  return `${h24 % 12 === 0 ? 12 : h24 % 12}:${mm} ${h24 < 12 ? "AM" : "PM"}`;
}
