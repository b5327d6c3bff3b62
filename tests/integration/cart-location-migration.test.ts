import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { backends, createTestDb } from "../helpers/test-db";
import { buyableProducts, firstLocationOf, type Buyable } from "../helpers/cart-fixtures";

const MIGRATION = path.join(process.cwd(), "drizzle", "0019_location_carts.sql");

/** The migration's data steps and the unique indexes it builds after them, in file order. */
function dataSteps(): string[] {
  return readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((s) =>
      s
        .split("\n")
        .filter((l) => !l.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter((s) => /^(UPDATE|DELETE|CREATE UNIQUE INDEX)/.test(s));
}

describe.each(backends)("moving personal carts to clinic locations on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let items: Buyable[];

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 120 });
    await seedDemoUsers(h.db);
    items = await buyableProducts(h.db, 3);
  });
  afterAll(async () => h?.dispose());

  it("gives every line a location, merges two members' same product by adding quantities, and drops nothing", async () => {
    // carts as they were before: keyed by person, no location
    const legacy = [
      ["demo-buyer", items[0]!, 2, "Y"],
      ["demo-buyer", items[1]!, 1, "N"],
      ["demo-clinic-manager", items[0]!, 3, "N"],
      ["demo-clinic-requester", items[0]!, 4, "Y"],
      ["demo-clinic-requester", items[2]!, 1, "Y"],
      ["demo-salesrep", items[2]!, 5, "Y"],
    ] as const;
    for (const [user, item, quantity, checked] of legacy)
      await h.db.execute(
        sql`insert into cart_items (user_id, product_id, vendor_id, quantity, checked) values (${user}, ${item.id}, ${item.vendor_id}, ${quantity}, ${checked})`,
      );
    const total = async () =>
      (await queryRows<{ n: number }>(h.db, sql`select coalesce(sum(quantity), 0)::int as n from cart_items`))[0]!.n;
    const before = await total();

    // run the data steps again on these rows: the new unique indexes are rebuilt after them, as in the migration
    for (const idx of [
      "cart_items_location_line_idx",
      "cart_items_user_line_idx",
      "service_cart_location_line_idx",
      "service_cart_user_line_idx",
    ])
      await h.db.execute(sql.raw(`drop index "${idx}"`));
    for (const step of dataSteps()) await h.db.execute(sql.raw(step));

    expect(await total()).toBe(before);
    const rows = await queryRows<{
      user_id: string;
      product_id: number;
      location_id: number | null;
      quantity: number;
      checked: string;
    }>(h.db, sql`select user_id, product_id, location_id, quantity, checked from cart_items order by id`);
    const buyerLocation = await firstLocationOf(h.db, "demo-buyer");
    const groupLocation = await firstLocationOf(h.db, "demo-clinic-manager");
    expect(rows).toEqual([
      { user_id: "demo-buyer", product_id: items[0]!.id, location_id: buyerLocation, quantity: 2, checked: "Y" },
      { user_id: "demo-buyer", product_id: items[1]!.id, location_id: buyerLocation, quantity: 1, checked: "N" },
      // the manager's and the requester's lines of one product became one line of the location
      {
        user_id: "demo-clinic-manager",
        product_id: items[0]!.id,
        location_id: groupLocation,
        quantity: 7,
        checked: "Y",
      },
      {
        user_id: "demo-clinic-requester",
        product_id: items[2]!.id,
        location_id: groupLocation,
        quantity: 1,
        checked: "Y",
      },
      // an account with no clinic keeps its own cart
      { user_id: "demo-salesrep", product_id: items[2]!.id, location_id: null, quantity: 5, checked: "Y" },
    ]);
  });
});
