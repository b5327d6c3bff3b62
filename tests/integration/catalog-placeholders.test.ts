import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productQuickFacts, products } from "@/db/schema";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { placeholderFor } from "@/features/catalog/server/image-render";
import { backends, createTestDb } from "../helpers/test-db";

describe.each(backends)("product placeholders on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 400 });
  });
  afterAll(async () => h?.dispose());

  it("draws each product by its kind, read from its Form and name", async () => {
    const rows = await h.db
      .select({ id: products.id, name: products.name, form: productQuickFacts.name })
      .from(products)
      .innerJoin(
        productQuickFacts,
        and(eq(productQuickFacts.productId, products.id), eq(productQuickFacts.type, "Form")),
      )
      .where(inArray(productQuickFacts.name, ["Gloves", "Food", "Instrument", "Device", "Injectable Suspension"]));
    const kinds = new Map<string, string>();
    for (const r of rows) kinds.set(r.form, (await placeholderFor(`p${r.id}-0.webp`)).kind);
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    const expected: Record<string, string> = {
      Gloves: "glove-box",
      Food: "food-bag",
      Instrument: "instrument",
      Device: "device",
      "Injectable Suspension": "vial",
    };
    for (const [form, kind] of kinds) expect(kind, form).toBe(expected[form]);
    expect(new Set(kinds.values()).size).toBe(kinds.size);
  });

  it("falls back to a box for names that are not a product picture", async () => {
    expect((await placeholderFor("video-3.webp")).kind).toBe("box");
    expect((await placeholderFor("p99999999-0.webp")).kind).toBe("box");
  });
});
