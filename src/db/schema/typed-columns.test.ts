import { eq, sql } from "drizzle-orm";
import { describe, expectTypeOf, it } from "vitest";
import type { Db } from "../client";
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
});
