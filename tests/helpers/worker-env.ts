// Test files run two at a time (vitest.config.ts), each in a fresh process. Each file gets its own
// Redis channels and rate-limit key space (worker and process id), so one file's live pushes, change
// events and counters never reach a file running beside it or after it in the same minute. Databases are already separate: PGlite in memory, or a throwaway Postgres
// database per suite (tests/helpers/test-db.ts).
const env = process.env;
if (!env.DVM_TEST_WORKER) {
  const worker = `w${env.VITEST_POOL_ID ?? "0"}.${process.pid}`;
  env.DVM_TEST_WORKER = worker;
  env.RATE_LIMIT_PREFIX = `${env.RATE_LIMIT_PREFIX ?? ""}${worker}:`;
  env.LIVE_CHANNEL = `dvm:live:${env.RATE_LIMIT_PREFIX}`;
  env.CHANGE_CHANNEL = `dvm:changes:${env.RATE_LIMIT_PREFIX}`;
}
