import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "@/db/schema";
import { preparedRead } from "@/db/prepared";
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
