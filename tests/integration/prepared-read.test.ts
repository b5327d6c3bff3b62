import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "@/db/schema";
import { placeholder, preparedRead, preparedValues } from "@/db/prepared";
import { jsonObject, scalar, selectValues } from "@/db/json";
import { seedCatalog } from "@/db/seed/insert-catalog";
import type { Tx } from "@/db/client";
import { backends, createTestDb } from "../helpers/test-db";

// A read every signed-in request makes is built once per database handle and answers as the built query.
describe.each(backends)("preparedRead on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let builds = 0;
  const query = (tx: Tx) => {
    builds++;
    return tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(eq(vendors.id, sql.placeholder("id")));
  };
  const byId = preparedRead(query, "test_vendor_by_id");

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 20 });
  });
  afterAll(async () => h?.dispose());

  it("builds once on the process handle and answers each call with its own values", async () => {
    const ids = (await h.db.select({ id: vendors.id }).from(vendors).limit(3)).map((v) => v.id);
    for (const id of [...ids, ...ids]) {
      const [own] = await h.db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, id));
      expect(await byId(h.db, { id })).toEqual([own]);
    }
    expect(builds).toBe(1);
    expect(await byId(h.db, { id: -1 })).toEqual([]);
  });

  it("inside a transaction builds on the transaction and sees its own writes", async () => {
    const [v] = await h.db.select({ id: vendors.id }).from(vendors).limit(1);
    const before = builds;
    await h.db
      .transaction(async (tx) => {
        await tx.update(vendors).set({ name: "Renamed inside" }).where(eq(vendors.id, v!.id));
        expect(await byId(tx, { id: v!.id })).toEqual([{ id: v!.id, name: "Renamed inside" }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(builds).toBe(before + 1);
    expect((await byId(h.db, { id: v!.id }))[0]!.name).not.toBe("Renamed inside");
  });
});

// One row of values whose statement is built once per case and run with each call's values.
describe.each(backends)("preparedValues on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const built: string[] = [];
  const values = preparedValues("test_vendor_values");
  const shape = (withName: boolean) => ({
    count: scalar<number>(sql`select count(*)::int from ${vendors} where ${vendors.id} <= ${placeholder("upTo")}`),
    vendor: withName
      ? scalar<{ id: number; name: string } | null>(
          sql`select ${jsonObject({ id: vendors.id, name: vendors.name })} from ${vendors} where ${vendors.id} = ${placeholder("id")}`,
        )
      : sql<null>`null`,
  });
  const read = (withName: boolean, given: Record<string, unknown>) =>
    values(
      withName ? "named" : "count",
      () => {
        built.push(withName ? "named" : "count");
        return shape(withName);
      },
      given,
    );

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 20 });
  });
  afterAll(async () => h?.dispose());

  it("builds each case once and answers each call with its own values, as the same statement built afresh", async () => {
    const ids = (await h.db.select({ id: vendors.id }).from(vendors).orderBy(vendors.id).limit(3)).map((v) => v.id);
    for (const id of [...ids, ...ids]) {
      const fresh = await selectValues(h.db, {
        count: scalar<number>(sql`select count(*)::int from ${vendors} where ${vendors.id} <= ${id}`),
        vendor: scalar<{ id: number; name: string } | null>(
          sql`select ${jsonObject({ id: vendors.id, name: vendors.name })} from ${vendors} where ${vendors.id} = ${id}`,
        ),
      });
      expect(await read(true, { upTo: id, id })).toEqual(fresh);
      expect(await read(false, { upTo: id })).toEqual({ count: fresh.count, vendor: null });
    }
    expect(built).toEqual(["named", "count"]);
    expect(await read(true, { upTo: 0, id: -1 })).toEqual({ count: 0, vendor: null });
  });
});
