import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productVariations, products } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import {
  CARD_FIELDS,
  CARD_P,
  CARD_V,
  effectivePriceCents,
  toCard,
  type ProductCard,
  productImageUrl,
} from "@/features/catalog/server";
import { logSearch, searchProductIds } from "@/features/search/server";
import { parseQuery, type ParsedQuery } from "../intent";
import { rankCandidates, type Candidate } from "../rules";

/** Engine results Anna's rules look at: enough for a strength or species to surface, never the whole table. */
const CANDIDATES = 60;

export type AssistantVariation = {
  sku: string;
  caption: string;
  quantity: number;
  minimum_order: number | null;
  price_cents: number | null;
};
export type AssistantProduct = ProductCard & {
  short_description: string;
  minimum_order: number | null;
  quantity: number;
  level: number;
  free_shipping_cents: number | null;
  image_large: string | null;
  variations: AssistantVariation[];
};

/** The facts Anna's rules need for the engine's candidates, in the engine's order. */
async function candidates(ids: number[]): Promise<Candidate[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      specs: products.specs,
      inStock: products.inStock,
      priceCents: products.priceCents,
      catalogCents: products.priceCatalogCents,
      discountedCents: products.priceDiscountedCents,
      discountEnd: products.priceDiscountedEnd,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const now = new Date();
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const price = effectivePriceCents(
      {
        priceCents: r.priceCents,
        catalogCents: r.catalogCents,
        discountedCents: r.discountedCents,
        discountEnd: r.discountEnd?.toISOString() ?? null,
      },
      now,
    );
    return [{ id, name: r.name, species: r.specs?.Species ?? "", inStock: r.inStock === "Y", priceCents: price }];
  });
}

/**
 * Product ids best answering a parsed question: the search engine ranks (typos, codes, synonyms),
 * then Anna's rules keep what the asker allowed and lift the asked strength and species.
 */
export async function findProductIds(q: ParsedQuery, limit = 5, userId: string | null = null): Promise<number[]> {
  if (q.sku) {
    const { ids } = await searchProductIds(q.sku, 1);
    if (ids.length) return ids;
  }
  const text = [...q.terms, ...q.specs].join(" ");
  if (!text.trim()) return [];
  const { ids, total } = await searchProductIds(text, CANDIDATES);
  logSearch({ query: text, results: total, source: "assistant", userId });
  return rankCandidates(await candidates(ids), q, limit);
}

/** Label text read from a photo: the same path as a typed question (its strength counts too). */
export async function findByLabel(ocrText: string, limit = 5, userId: string | null = null): Promise<number[]> {
  return findProductIds(parseQuery(ocrText), limit, userId);
}

/** Cards with the details the assistant talks about, prices masked for this viewer, in the given order. */
export async function loadProducts(ids: number[], viewer: Viewer | null): Promise<AssistantProduct[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const p = CARD_P;
  const x = productVariations;
  const [rows, vars] = await Promise.all([
    db
      .select({
        ...CARD_FIELDS,
        short_description: p.shortDescription,
        minimum_order: p.minimumOrder,
        quantity: p.quantity,
        level: p.level,
        free_shipping_cents: CARD_V.minimumAmountForFreeShippingCents,
      })
      .from(p)
      .innerJoin(CARD_V, eq(CARD_V.id, p.vendorId))
      .where(inArray(p.id, ids)),
    db
      .select({
        product_id: x.productId,
        sku: x.sku,
        caption: x.caption,
        quantity: x.quantity,
        minimum_order: x.minimumOrder,
        price_cents: x.priceCents,
        price_catalog_cents: x.priceCatalogCents,
      })
      .from(x)
      .where(inArray(x.productId, ids))
      .orderBy(x.productId, x.position, x.id),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const card = toCard(r, viewer);
    const visible = card.price_state === "price";
    return [
      {
        ...card,
        short_description: r.short_description,
        minimum_order: r.minimum_order,
        quantity: r.quantity,
        level: r.level,
        free_shipping_cents: r.free_shipping_cents,
        image_large: r.image ? productImageUrl(r.image).large : null,
        variations: vars
          .filter((v) => v.product_id === id)
          .map((v) => ({
            sku: v.sku,
            caption: v.caption,
            quantity: v.quantity,
            minimum_order: v.minimum_order,
            price_cents: visible ? (v.price_cents ?? v.price_catalog_cents) : null,
          })),
      },
    ];
  });
}
