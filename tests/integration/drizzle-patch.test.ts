import { describe, expect, it } from "vitest";
import { Column, is, SQL, sql } from "drizzle-orm";
import { PgColumn } from "drizzle-orm/pg-core";
import { products } from "@/db/schema";

// patches/drizzle-orm+*.patch: Drizzle's `is` keeps its answer for each pair of classes (docs/decisions.md)
describe("Drizzle's `is`, as patched", () => {
  it("is the patched one: the install step applied the patch", () => {
    expect(is.toString()).toContain("knownAnswers");
  });

  it("answers as before, the first time and every time after", () => {
    const expr = sql`1`;
    const aliased = sql`1`.as("one");
    for (let round = 0; round < 3; round++) {
      expect(is(products.id, Column)).toBe(true);
      expect(is(products.id, PgColumn)).toBe(true);
      expect(is(products.id, SQL)).toBe(false);
      expect(is(expr, SQL)).toBe(true);
      expect(is(expr, Column)).toBe(false);
      expect(is(aliased, SQL.Aliased)).toBe(true);
      expect(is(aliased, SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
      expect(is("text", SQL)).toBe(false);
    }
  });

  it("still recognises a class from another copy of Drizzle by its kind", () => {
    // what another bundle's copy of a class looks like: the same kind, a different constructor
    class OtherCopySql {}
    Object.assign(OtherCopySql, { [Symbol.for("drizzle:entityKind")]: "SQL" });
    expect(is(new OtherCopySql(), SQL)).toBe(true);
    expect(is(new OtherCopySql(), SQL)).toBe(true);
    expect(is(new OtherCopySql(), Column)).toBe(false);
  });

  it("still refuses a class that is not a Drizzle entity", () => {
    class Plain {}
    expect(() => is(sql`1`, Plain as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
