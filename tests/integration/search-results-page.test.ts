import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { flushSearchLog, rebuildSearch } from "@/features/search/server";
import { loadResultsPage } from "@/features/search/server/results-page";
import { backends, createTestDb } from "../helpers/test-db";

describe.each(backends)("all-results page data on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    await rebuildSearch();
  });
  afterAll(async () => {
    await flushSearchLog();
    await db?.dispose();
  });

  it("facets the ranked results with counts and filters them from the URL", async () => {
    const all = await loadResultsPage("vaccine", null, {});
    if (!all.ok) throw new Error(all.message);
    expect(all.total).toBeGreaterThan(3);
    const typeCount = all.counts.type.find((v) => v.value === "product")!.count;
    expect(typeCount).toBe(all.total - (all.counts.type.find((v) => v.value === "service")?.count ?? 0));
    const brand = all.counts.brand[0]!;
    const byBrand = await loadResultsPage("vaccine", null, { brand: brand.value });
    if (!byBrand.ok) throw new Error(byBrand.message);
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.hits.every((h) => h.kind === "product" && h.card.brand === brand.value)).toBe(true);
    // the brand group still lists the other brands to switch to
    expect(byBrand.counts.brand.length).toBe(all.counts.brand.length);
    const inStock = await loadResultsPage("vaccine", null, { in_stock: "1" });
    if (!inStock.ok) throw new Error(inStock.message);
    expect(inStock.hits.every((h) => h.kind === "service" || h.card.in_stock === "Y")).toBe(true);
  });

  it("offers the vet vocabulary (strength, species, form...) as facets that filter", async () => {
    const all = await loadResultsPage("tablets", null, {});
    if (!all.ok) throw new Error(all.message);
    expect(all.counts.species.length).toBeGreaterThan(0);
    expect(all.counts.form.length).toBeGreaterThan(0);
    const strength = all.counts.strength[0]!;
    const only = await loadResultsPage("tablets", null, { strength: strength.value });
    if (!only.ok) throw new Error(only.message);
    expect(only.total).toBe(strength.count);
    expect(only.hits.every((h) => h.kind === "product" && h.attributes.strength === strength.value)).toBe(true);
  });

  it("pages through results and clamps odd page numbers", async () => {
    const first = await loadResultsPage("tablets", null, {});
    if (!first.ok) throw new Error(first.message);
    expect(first.hits.length).toBeLessThanOrEqual(24);
    const far = await loadResultsPage("tablets", null, { page: "999" });
    if (!far.ok) throw new Error(far.message);
    expect(far.page).toBe(far.pages);
  });

  it("reports blank or odd text instead of searching", async () => {
    expect(await loadResultsPage("   ", null, {})).toMatchObject({ ok: false, message: "Enter something" });
    expect(await loadResultsPage("a".repeat(150), null, {})).toMatchObject({ ok: false });
  });
});
