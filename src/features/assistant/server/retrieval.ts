import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { CARD_COLUMNS, toCard, type ProductCard, productImageUrl } from "@/features/catalog/server";
import type { ParsedQuery } from "../intent";

/** The rows a ranking may look at: enough for relevance, never the whole table. */
const CANDIDATE_CAP = 400;

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

type Row = Parameters<typeof toCard>[0] & {
  short_description: string;
  minimum_order: number | null;
  quantity: number;
  level: number;
  free_shipping_cents: number | null;
};

// The price a buyer pays now, mirrored from catalog rules so a price filter can run in SQL.
const EFFECTIVE_PRICE = sql`case when p.price_discounted_cents > 0 and p.price_discounted_cents is distinct from p.price_catalog_cents
  and (p.price_discounted_end is null or p.price_discounted_end > now()) then p.price_discounted_cents
  else coalesce(p.price_cents, p.price_catalog_cents) end`;

const tsq = (word: string) => sql`plainto_tsquery('english', ${word})`;
const anyOf = (words: string[]) => sql`(${sql.join(words.map(tsq), sql` || `)})`;

function groups(q: ParsedQuery): SQL[] {
  const g = q.terms.map((t) => tsq(t));
  if (q.species) g.push(anyOf(q.species));
  return g;
}

function filters(q: ParsedQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.maxCents !== null) parts.push(sql`${EFFECTIVE_PRICE} <= ${q.maxCents}`);
  if (q.minCents !== null) parts.push(sql`${EFFECTIVE_PRICE} >= ${q.minCents}`);
  if (q.inStockOnly) parts.push(sql`p.in_stock = 'Y'`);
  return sql.join(parts, sql` and `);
}

function specBonus(q: ParsedQuery): SQL {
  if (!q.specs.length) return sql`0`;
  return sql.join(
    q.specs.map((s) => sql`(case when lower(p.name) like ${`%${s}%`} then 0.6 else 0 end)`),
    sql` + `,
  );
}

async function ranked(where: SQL, rankQuery: SQL, q: ParsedQuery, limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with c as (
      select p.id from products p where ${where} and ${filters(q)} limit ${CANDIDATE_CAP}
    )
    select p.id from c join products p on p.id = c.id
    order by ts_rank_cd(p.search, ${rankQuery}) + ${specBonus(q)} + (case when p.in_stock = 'Y' then 0.05 else 0 end) desc, p.id
    limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * When not every word matches (a typo, an extra word): products matching any word, plus names that
 * look like the words (trigram, index-backed), ranked together over the capped set.
 */
async function relaxed(either: SQL, q: ParsedQuery, limit: number): Promise<number[]> {
  const db = await getDb();
  const phrase = [...q.terms, ...(q.species ? [q.species[0]!] : [])].join(" ");
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with c as (
      (select p.id from products p where p.search @@ ${either} and ${filters(q)} limit ${CANDIDATE_CAP})
      union
      (select p.id from products p where lower(p.name) %> ${phrase} and ${filters(q)} limit 100)
    )
    select p.id from c join products p on p.id = c.id
    order by ts_rank_cd(p.search, ${either}, 32) + 2 * word_similarity(${phrase}, lower(p.name)) + ${specBonus(q)} desc, p.id
    limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Product ids best matching a parsed question: all words first, then any word, then typo-tolerant names. */
export async function findProductIds(q: ParsedQuery, limit = 5): Promise<number[]> {
  const db = await getDb();
  if (q.sku) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p where p.sku = ${q.sku}
      union select v.product_id from product_variations v where v.sku = ${q.sku} limit 1`,
    );
    if (rows.length) return rows.map((r) => r.id);
  }
  const g = groups(q);
  if (!g.length) return [];
  const all = sql`(${sql.join(g, sql` && `)})`;
  const either = sql`(${sql.join(g, sql` || `)})`;
  let ids = await ranked(sql`p.search @@ ${all}`, either, q, limit);
  if (ids.length === 0) ids = await relaxed(either, q, limit);
  return ids;
}

/**
 * Free-text label words: candidates share any word; the winner is the product whose name and
 * brand contain the most label words (a label prints both), then the closest name.
 */
export async function findByLabel(words: string[], limit = 5): Promise<number[]> {
  if (!words.length) return [];
  const db = await getDb();
  const either = anyOf(words);
  const covered = sql.join(
    words.map((w) => sql`(case when strpos(lower(p.name || ' ' || p.brand), ${w}) > 0 then 1 else 0 end)`),
    sql` + `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with c as (
      select p.id from products p where p.search @@ ${either} limit ${CANDIDATE_CAP * 5}
    ) select p.id from c join products p on p.id = c.id
    order by ${covered} + similarity(lower(p.name), ${words.join(" ")}) + ts_rank_cd(p.search, ${either}, 32) desc, p.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Cards with the details the assistant talks about, prices masked for this viewer, in the given order. */
export async function loadProducts(ids: number[], viewer: Viewer | null): Promise<AssistantProduct[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [rows, vars] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${CARD_COLUMNS}, p.short_description, p.minimum_order, p.quantity, p.level,
      v.minimum_amount_for_free_shipping_cents as free_shipping_cents
      from products p join vendors v on v.id = p.vendor_id where p.id in (${idList})`,
    ),
    queryRows<{
      product_id: number;
      sku: string;
      caption: string;
      quantity: number;
      minimum_order: number | null;
      price_cents: number | null;
      price_catalog_cents: number | null;
    }>(
      db,
      sql`select product_id, sku, caption, quantity, minimum_order, price_cents, price_catalog_cents from product_variations
        where product_id in (${idList}) order by product_id, position, id`,
    ),
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
