import "server-only";
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getDbHandle, queryRows } from "@/db/client";
import { getConfig } from "@/lib/config";
import { isDraining } from "@/lib/draining";
import { getRedis } from "@/lib/redis";

/** Round-trips one trivial query, so a health probe sees the database the app actually uses. */
export async function checkDatabase(): Promise<{ kind: "pglite" | "postgres"; ms: number }> {
  const started = performance.now();
  const { db, kind } = await getDbHandle();
  await db.execute(sql`select 1`);
  return { kind, ms: Math.round(performance.now() - started) };
}

type Check = { ok: boolean; detail?: string };
export type Readiness = {
  ready: boolean;
  draining: boolean;
  database: Check;
  migrations: Check & { applied?: number; expected?: number };
  redis: Check | "not configured";
};

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);

/** The newest migration committed with this build (its journal), against the newest one applied. */
async function migrationsCurrent(): Promise<Readiness["migrations"]> {
  const journal = path.resolve(getConfig().MIGRATIONS_DIR, "meta", "_journal.json");
  const entries = (JSON.parse(readFileSync(journal, "utf8")) as { entries: { when: number }[] }).entries;
  const expected = Math.max(...entries.map((e) => e.when));
  const { db } = await getDbHandle();
  const [row] = await queryRows<{ latest: string | number | null; n: string | number }>(
    db,
    sql`select max(created_at) as latest, count(*) as n from drizzle.__drizzle_migrations`,
  );
  const latest = Number(row?.latest ?? 0);
  const ok = latest >= expected;
  return {
    ok,
    applied: Number(row?.n ?? 0),
    expected: entries.length,
    ...(ok ? {} : { detail: "the database lacks this build's newest migration" }),
  };
}

/**
 * Whether this instance should get traffic: the database answers, its migrations are this build's,
 * Redis answers when configured, and the process is not shutting down (a balancer then takes it out
 * while its requests in flight finish).
 */
export async function checkReadiness(): Promise<Readiness> {
  const draining = isDraining();
  const fail = (err: unknown): Check => ({ ok: false, detail: err instanceof Error ? err.message : String(err) });
  const database = await within(2_000, checkDatabase()).then(() => ({ ok: true }), fail);
  const migrations = database.ok ? await within(2_000, migrationsCurrent()).catch(fail) : { ok: false };
  const client = getRedis();
  const redis = client ? await within(1_000, client.ping()).then(() => ({ ok: true }), fail) : "not configured";
  const ready = !draining && database.ok && migrations.ok && (redis === "not configured" || redis.ok);
  return { ready, draining, database, migrations, redis };
}
