import { eq, sql, type SQL } from "drizzle-orm";
import { describe, expectTypeOf, it } from "vitest";
import type { Db } from "../client";
import { jsonList, jsonObject } from "../json";
import { products, servicePlans } from "./catalog";
import { cartItems } from "./commerce";

// Type-level guard: queries name columns through the schema, so renaming a column is a compile
// error at every query that reads it instead of a runtime surprise. Nothing here touches a database.
describe("typed columns", () => {
  it("a builder selection carries the schema's column types", () => {
    const query = (db: Db) =>
      db
        .select({ id: cartItems.id, quantity: cartItems.quantity, checked: cartItems.checked })
        .from(cartItems)
        .where(eq(cartItems.userId, "u"));
    expectTypeOf(query).toBeFunction();
    type Row = Awaited<ReturnType<typeof query>>[number];
    expectTypeOf<Row>().toEqualTypeOf<{ id: number; quantity: number; checked: string }>();
  });

  it("a column that does not exist fails the typecheck, in the builder and in bound raw SQL", () => {
    const query = (db: Db) =>
      // @ts-expect-error -- no such column: a renamed column breaks the build here
      db.select({ n: cartItems.qty }).from(cartItems);
    // @ts-expect-error -- raw SQL binds columns through the table object, so the same rename fails here too
    const raw = sql`select ${cartItems.qty} from ${cartItems}`;
    expectTypeOf(query).toBeFunction();
    expectTypeOf(raw).not.toBeAny();
  });

  it("JSON built in SQL takes its types from the columns, and a missing column fails there too", () => {
    const plan = jsonObject({ id: servicePlans.id, fee_cents: servicePlans.feeCents, rating: products.productRating });
    const plans = jsonList(plan, sql`from ${servicePlans}`);
    expectTypeOf(plans).toEqualTypeOf<SQL<{ id: number; fee_cents: number; rating: number }[] | null>>();
    // timestamps come back from json_build_object as text, never as Date
    const when = jsonObject({ end: products.priceDiscountedEnd });
    expectTypeOf(when).toEqualTypeOf<SQL<{ end: string | null }>>();
    // @ts-expect-error -- no such column: a renamed column breaks every JSON object that reads it
    const renamed = jsonObject({ fee: servicePlans.fee });
    expectTypeOf(renamed).not.toBeAny();
  });
});
