// Scheduled reorders as pure rules: when a schedule runs next, when its buyer is told, and skipping once.

export type ReorderSchedule = {
  everyWeeks: number; // 1..12
  weekday: number; // 0 = Sunday … 6 = Saturday (UTC)
  startsOn: string; // YYYY-MM-DD, the first week the schedule counts from
  skipNext: boolean;
  lastRunOn: string | null; // YYYY-MM-DD of the last run (or skip)
};

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The next run date on or after `from` (YYYY-MM-DD): the weekday of every Nth week from the start, never twice a day. */
export function nextRunOn(s: ReorderSchedule, from: string): string {
  const start = day(s.startsOn);
  const firstRun = start + ((s.weekday - new Date(start).getUTCDay() + 7) % 7) * DAY;
  let t = Math.max(day(from), firstRun, s.lastRunOn ? day(s.lastRunOn) + DAY : 0);
  const period = s.everyWeeks * 7 * DAY;
  const offset = (t - firstRun) % period;
  if (offset !== 0) t += period - offset;
  return iso(t);
}

export type ReorderAction = "none" | "notify" | "run" | "skip";

/**
 * What a daily tick does today: tell the buyer the day before a run, run on the day, or on a skipped
 * run day consume the skip instead. The job records `lastRunOn` so a second instance does nothing.
 */
export function reorderAction(s: ReorderSchedule, today: string): ReorderAction {
  const next = nextRunOn(s, today);
  if (next === today) return s.skipNext ? "skip" : "run";
  if (day(next) - day(today) === DAY && !s.skipNext) return "notify";
  return "none";
}
