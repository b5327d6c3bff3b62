import "server-only";

/** What a handler learns about its attempt: the last one may record a final failure. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number; isLastAttempt: boolean };

export type JobDefinition<P extends object> = {
  name: string;
  /** Retries after the first attempt; each waits about twice as long as the one before. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often an idle worker looks for this job; enqueue also wakes a worker in the same process. */
  pollingIntervalSeconds: number;
  handler: (payload: P, attempt: JobAttempt) => Promise<void>;
};

export type JobSchedule = { job: JobDefinition<object>; cron: string; payload: object };

// On globalThis: Next bundles route code and start-up code apart, and both must see one registry.
const holder = globalThis as unknown as {
  __dvmJobs?: Map<string, JobDefinition<object>>;
  __dvmSchedules?: JobSchedule[];
};

export function registeredJobs(): JobDefinition<object>[] {
  return [...(holder.__dvmJobs ?? new Map()).values()];
}

export function registeredSchedules(): JobSchedule[] {
  return holder.__dvmSchedules ?? [];
}

/** Names a job and its handler; the worker runs every defined job. */
export function defineJob<P extends object>(
  def: Omit<JobDefinition<P>, "retryLimit" | "retryDelaySeconds" | "pollingIntervalSeconds"> &
    Partial<Pick<JobDefinition<P>, "retryLimit" | "retryDelaySeconds" | "pollingIntervalSeconds">>,
): JobDefinition<P> {
  const full: JobDefinition<P> = { retryLimit: 5, retryDelaySeconds: 5, pollingIntervalSeconds: 2, ...def };
  holder.__dvmJobs ??= new Map();
  holder.__dvmJobs.set(full.name, full as unknown as JobDefinition<object>);
  return full;
}

/** A cron schedule (UTC) for a defined job; pg-boss runs it once per tick across every instance. */
export function defineSchedule<P extends object>(job: JobDefinition<P>, cron: string, payload: P): void {
  holder.__dvmSchedules ??= [];
  const list = holder.__dvmSchedules.filter((s) => s.job.name !== job.name);
  list.push({ job: job as unknown as JobDefinition<object>, cron, payload });
  holder.__dvmSchedules = list;
}

/** The queue that keeps a copy of a job whose every attempt failed. */
export const deadLetterName = (name: string) => `${name}-dead`;

export function queueOptions(def: JobDefinition<object>) {
  return {
    name: def.name,
    retryLimit: def.retryLimit,
    retryDelay: def.retryDelaySeconds,
    retryBackoff: true,
    deadLetter: deadLetterName(def.name),
  };
}
