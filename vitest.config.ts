import { defineConfig } from "vitest/config";
import path from "node:path";

// Node 20 lacks Map.groupBy / Object.groupBy, which the test reporter uses when printing failures.
type GroupBy = <T, K>(items: Iterable<T>, key: (item: T, i: number) => K) => Map<K, T[]>;
const groupToMap: GroupBy = (items, key) => {
  const out = new Map();
  let i = 0;
  for (const item of items) {
    const k = key(item, i++);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
};
const MapCtor = Map as unknown as { groupBy?: GroupBy };
MapCtor.groupBy ??= groupToMap;
const ObjectCtor = Object as unknown as {
  groupBy?: (items: Iterable<unknown>, key: (item: unknown, i: number) => PropertyKey) => object;
};
ObjectCtor.groupBy ??= (items, key) => Object.fromEntries(groupToMap(items, key));

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "src/lib/server-only-noop.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    env: {
      // a JSON line per job and per delivery would drown the test output; warnings and errors still show
      LOG_LEVEL: "warn",
      // rate-limit counters live in Redis when REDIS_URL is set: each run gets its own key space
      RATE_LIMIT_PREFIX: `test-${Date.now().toString(36)}:`,
      // tests write and read back at once: the catalog and search caches check for changes on every read
      CATALOG_SNAPSHOT_TTL_MS: "0",
      CATALOG_COLLECTION_TTL_MS: "0",
      CATALOG_DETAIL_TTL_MS: "0",
    },
    // two files at a time on a 2-core machine; tests/helpers/worker-env.ts keeps their Redis keys apart
    maxWorkers: 2,
    setupFiles: ["tests/helpers/worker-env.ts"],
  },
});
