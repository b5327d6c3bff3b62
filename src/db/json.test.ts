import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "./client";
import { jsonList, jsonListOrEmpty, jsonObject, scalar, selectValues } from "./json";
import { migrateDb } from "./migrate";
import { servicePlans, serviceProviders, services } from "./schema";

describe("JSON and scalar fields built from schema columns", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ dataDir: "memory://" });
    await migrateDb(handle);
    await handle.db.insert(serviceProviders).values([
      { id: 1, name: "Alpha", slug: "alpha" },
      { id: 2, name: "Beta", slug: "beta" },
    ]);
    await handle.db.insert(services).values([
      { id: 10, providerId: 1, name: "Dental", slug: "dental" },
      { id: 11, providerId: 1, name: "Xray", slug: "xray" },
    ]);
    await handle.db.insert(servicePlans).values([
      { id: 100, serviceId: 10, name: "Big", type: "monthly", feeCents: 900 },
      { id: 101, serviceId: 10, name: "Small", type: "monthly", feeCents: 300 },
    ]);
  });
  afterAll(async () => handle?.close());

  it("nests child rows in order, null or [] when there are none", async () => {
    const plan = jsonObject({ id: servicePlans.id, fee_cents: servicePlans.feeCents });
    const rows = await handle.db
      .select({
        id: services.id,
        plans: jsonList(
          plan,
          sql`from ${servicePlans} where ${servicePlans.serviceId} = ${services.id}`,
          sql`${servicePlans.feeCents}`,
        ),
        orEmpty: jsonListOrEmpty(plan, sql`from ${servicePlans} where ${servicePlans.serviceId} = ${services.id}`),
      })
      .from(services)
      .orderBy(services.id);
    expect(rows).toEqual([
      {
        id: 10,
        plans: [
          { id: 101, fee_cents: 300 },
          { id: 100, fee_cents: 900 },
        ],
        orEmpty: expect.any(Array),
      },
      { id: 11, plans: null, orEmpty: [] },
    ]);
  });

  it("a scalar subquery in a one-table select stays correlated to the outer row", async () => {
    const rows = await handle.db
      .select({
        id: serviceProviders.id,
        services: scalar<number>(
          sql`select count(*)::int from ${services} where ${services.providerId} = ${serviceProviders.id}`,
        ),
      })
      .from(serviceProviders)
      .orderBy(serviceProviders.id);
    expect(rows).toEqual([
      { id: 1, services: 2 },
      { id: 2, services: 0 },
    ]);
  });

  it("selects computed values with no table behind them", async () => {
    const values = await selectValues(handle.db, {
      has: sql<boolean>`exists(select 1 from ${services} where ${eq(services.slug, "xray")})`,
      name: scalar<string | null>(
        sql`select ${serviceProviders.name} from ${serviceProviders} where ${serviceProviders.id} = 2`,
      ),
    });
    expect(values).toEqual({ has: true, name: "Beta" });
  });
});
