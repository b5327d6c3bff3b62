// /api/ready: 200 while the instance should get traffic; 503 naming what is wrong when the database
// lacks the build's newest migration, and at once when the process starts shutting down.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as ready } from "@/app/api/ready/route";
import { GET as health } from "@/app/api/health/route";
import { markDraining } from "@/lib/draining";
import { backends, createTestDb } from "../helpers/test-db";

const undrain = () => ((globalThis as { __dvmDraining?: boolean }).__dvmDraining = false);

describe.each(backends)("health and readiness on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => {
    undrain();
    await db?.dispose();
  });

  it("is ready with a reachable, migrated database (and Redis answering when configured)", async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ success: true, ready: true, draining: false, database: { ok: true } });
    expect(body.migrations.ok).toBe(true);
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.redis).toEqual(process.env.REDIS_URL ? { ok: true } : "not configured");
  });

  it("answers 503 while the process drains, and health still says it is alive", async () => {
    markDraining();
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ready: false, draining: true, database: { ok: true } });
      expect((await health()).status).toBe(200);
    } finally {
      undrain();
    }
  });

  it("answers 503 when the database lacks the build's newest migration", async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    const res = await ready();
    expect(res.status).toBe(503);
    expect((await res.json()).migrations).toMatchObject({ ok: false, detail: expect.stringContaining("migration") });
    await db.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
    );
    expect((await ready()).status).toBe(200);
  });
});
