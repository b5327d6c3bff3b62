import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { FUZZY_MIN_LENGTH, escapeLike, looksLikeSkuFragment, prefixTsQuery, searchTerms } from "../rules";

/**
 * The SQL pieces of one search. Nothing here ranks the table: each candidate
 * source is index-backed and capped, and only their union (a few hundred rows
 * at most) is scored.
 */
export interface SearchPlan {
  /** normalized text as typed */
  text: string;
  /** lower-cased normalized text */
  lower: string;
  /** 'text%' for name/SKU prefix tests */
  prefix: string;
  /** every word as a prefix, stemmed (english) or as typed (simple), so stop words and SKU parts still match */
  tsq: SQL | null;
  /** same words restricted to weight A (name, SKU, brand) */
  tsqA: SQL | null;
  skuFragment: boolean;
  fuzzy: boolean;
}

function tsQuery(terms: string[], weights: string): SQL | null {
  if (terms.length === 0) return null;
  const parts = terms.map((t) => {
    const q = prefixTsQuery([t], weights);
    return sql`(to_tsquery('english', ${q}) || to_tsquery('simple', ${q}))`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

export function planSearch(text: string): SearchPlan {
  const lower = text.toLowerCase();
  const terms = searchTerms(text);
  return {
    text,
    lower,
    prefix: `${escapeLike(lower)}%`,
    tsq: tsQuery(terms, ""),
    tsqA: tsQuery(terms, "A"),
    skuFragment: looksLikeSkuFragment(lower),
    fuzzy: Array.from(lower).length >= FUZZY_MIN_LENGTH,
  };
}

/** Caps per candidate source; `wide` is for the all-results page, which facets a larger set. */
export function candidateCaps(wide: boolean) {
  return wide ? { sku: 100, ftsA: 400, fts: 300, fuzzy: 120 } : { sku: 20, ftsA: 40, fts: 30, fuzzy: 30 };
}

/** Below this many name/SKU/brand hits the typo-tolerant trigram source is consulted too. */
const FUZZY_WHEN_FEWER_THAN = 10;

/**
 * Product ids worth ranking, from capped index lookups. The full-text sources
 * are materialized CTEs read through a LIMIT: the planner then prefers the GIN
 * index (it does not see the limit) while only the first rows are fetched.
 */
export function productCandidates(plan: SearchPlan, wide: boolean): SQL {
  const cap = candidateCaps(wide);
  const exact = [plan.text, plan.text.toUpperCase()];
  const ctes: SQL[] = [];
  const parts: SQL[] = [
    // exact product or variation SKU through the unique btree indexes
    sql`(select id from products where sku in (${exact[0]}, ${exact[1]}))`,
    sql`(select product_id as id from product_variations where sku in (${exact[0]}, ${exact[1]}))`,
  ];
  // A SKU-shaped text that prefixes real SKUs needs no word search ('dvm' would match every SKU).
  let wordsWanted = sql`true`;
  if (plan.skuFragment) {
    ctes.push(sql`sp as materialized (select id from products where lower(sku) like ${plan.prefix} limit ${cap.sku})`);
    parts.push(sql`(select id from sp)`);
    wordsWanted = sql`not exists (select 1 from sp)`;
  }
  if (plan.tsq) {
    // Name/SKU/brand hits (weight A) first; the wider match (vendor, category, quick facts,
    // description) is read only when those are few, so a common word costs one index scan.
    ctes.push(sql`fa as materialized (select id from products where search @@ ${plan.tsqA})`);
    ctes.push(sql`fb as materialized (select id from products where search @@ ${plan.tsq})`);
    const faShort = sql`(select count(*) from (select 1 from fa limit ${cap.fts}) short) < ${cap.fts}`;
    parts.push(
      sql`(select id from fa where ${wordsWanted} limit ${cap.ftsA})`,
      sql`(select id from fb where ${wordsWanted} and ${faShort} limit ${cap.fts})`,
    );
  }
  if (plan.fuzzy) {
    const fewHits = plan.tsq
      ? sql`(select count(*) from (select 1 from fa limit ${FUZZY_WHEN_FEWER_THAN}) few) < ${FUZZY_WHEN_FEWER_THAN}`
      : sql`true`;
    // materialized and lazily limited like the word sources, so the trigram index is used, never a table scan
    ctes.push(sql`fz as materialized (select id from products where ${plan.lower} <% lower(name))`);
    parts.push(sql`(select id from fz where ${wordsWanted} and ${fewHits} limit ${cap.fuzzy})`);
  }
  const withs = ctes.length ? sql`${sql.join(ctes, sql`, `)}, ` : sql``;
  return sql`${withs}cand as (${sql.join(parts, sql` union `)})`;
}

/** 3 exact SKU or name, 2 name or SKU starts with the text, 1 every word in name/SKU/brand, 0 other. */
export function bandSql(plan: SearchPlan, alias: "p" | "s"): SQL {
  const a = sql.raw(alias);
  if (alias === "s") {
    return sql`case when lower(${a}.name) = ${plan.lower} then 3 when lower(${a}.name) like ${plan.prefix} then 2
      when ${plan.tsqA ? sql`${a}.search @@ ${plan.tsqA}` : sql`false`} then 1 else 0 end`;
  }
  return sql`case
    when lower(${a}.sku) = ${plan.lower} or lower(${a}.name) = ${plan.lower}
      or ${a}.id in (select product_id from product_variations where sku in (${plan.text}, ${plan.text.toUpperCase()})) then 3
    when lower(${a}.name) like ${plan.prefix} or lower(${a}.sku) like ${plan.prefix} then 2
    when ${plan.tsqA ? sql`${a}.search @@ ${plan.tsqA}` : sql`false`} then 1
    else 0 end`;
}

/** Relevance inside a band: full-text rank plus how closely the name resembles the text. */
export function scoreSql(plan: SearchPlan, alias: "p" | "s"): SQL {
  const a = sql.raw(alias);
  const fts = plan.tsq ? sql`ts_rank(${a}.search, ${plan.tsq})` : sql`0`;
  return sql`(${fts} + word_similarity(${plan.lower}, lower(${a}.name)))::float8`;
}
