import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as productView } from "@/app/api/product-view/[slug]/route";
import { GET as search } from "@/app/api/search/route";
import { rebuildSearch } from "@/features/search/server";
import { generateProducts } from "@/db/seed/generate";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params } from "../helpers/sessions";

const seeded = [...generateProducts({ products: 300 })];
const bySlug = (cls: string) => seeded.find((p) => p.regulatoryClass === cls)!;

describe.each(backends)("regulatory classes on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => void (await rebuildSearch()));

  it("the seed classes controlled and prescription drugs; product-view carries regulatory_class", async () => {
    for (const cls of ["CIII", "rx", "none"]) {
      const p = bySlug(cls);
      expect(p, cls).toBeDefined();
      const res = await productView(get(`/api/product-view/${p.slug}`), params({ slug: p.slug }));
      expect(res.status).toBe(200);
      expect((await res.json()).data.regulatory_class).toBe(cls);
    }
  });

  it("search results carry regulatory_class", async () => {
    const res = await search(get(`/api/search?search_input=${encodeURIComponent("buprenorphine")}`));
    const { data } = (await res.json()) as { data: { name: string; regulatory_class: string }[] };
    const hit = data.find((r) => /Buprenorphine/.test(r.name));
    expect(hit?.regulatory_class).toBe("CIII");
    const gloves = await search(get(`/api/search?search_input=${encodeURIComponent("nitrile gloves")}`));
    const rows = ((await gloves.json()) as { data: { regulatory_class: string }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ["none", "rx", "CII", "CIII", "CIV", "CV"].includes(r.regulatory_class))).toBe(true);
  });
});
