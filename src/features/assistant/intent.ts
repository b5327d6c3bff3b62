/**
 * Pure parsing of a shopping question into search terms and filters. The
 * embedded agent and the model tools both use it, so "under $40" means the
 * same thing everywhere.
 */
import { dollarsToCents } from "@/lib/money";

export type Intent = "greeting" | "orders" | "help" | "products";
export type Focus = "price" | "stock" | "minimum" | "vendor" | "shipping" | "variations" | null;

export interface ParsedQuery {
  terms: string[];
  /** Synonym groups for a species the asker named; any member may match. */
  species: string[] | null;
  maxCents: number | null;
  minCents: number | null;
  /** Sizes and strengths ("3-0", "250 mg", "500 mL") that the product name should contain. */
  specs: string[];
  sku: string | null;
  focus: Focus;
  inStockOnly: boolean;
}

const SPECIES: Record<string, string[]> = {
  cat: ["cat", "feline", "kitten"],
  cats: ["cat", "feline", "kitten"],
  feline: ["cat", "feline", "kitten"],
  kitten: ["cat", "feline", "kitten"],
  dog: ["dog", "canine", "puppy"],
  dogs: ["dog", "canine", "puppy"],
  canine: ["dog", "canine", "puppy"],
  puppy: ["dog", "canine", "puppy"],
  horse: ["horse", "equine"],
  horses: ["horse", "equine"],
  equine: ["horse", "equine"],
  cow: ["bovine", "cattle"],
  cows: ["bovine", "cattle"],
  cattle: ["bovine", "cattle"],
  bovine: ["bovine", "cattle"],
};

// Words that say how someone asks, not what they want.
const STOP = new Set(
  `a an the and or of for to in on with without is are do does did you your we our i me my it its this that these those
  have has any some need needs needed want looking look find show give get got can could would should please thanks thank hi hello hey
  what which who where when how much many price prices priced cost costs costing buy order ordering sell sells sold selling
  available availability stock stocked instock there here about under below less than over above more cheaper cheapest
  minimum min max maximum vendor vendors seller sellers free shipping ship ships variation variations variant variants size sizes option options
  anything something product products item items best good recommend recommended suggest ok okay yes no also just like per each all
  usd dollars dollar sku brand made by from up`.split(/\s+/),
);

const SPEC_RE = /\b(\d+-0)\b|\b(\d+(?:\.\d+)?)\s?(mg\/ml|mg|ml|mcg|g|kg|lb|mm|cm|in|oz|l|iu)\b/gi;

export function classify(text: string): Intent {
  const t = text.toLowerCase().trim();
  if (/^(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.]*$/.test(t)) return "greeting";
  if (
    /\b(my|last|latest|recent)\s+(\w+\s+)?orders?\b|\btrack(ing)?\b.*\border|\border status\b|\bwhere is my\b/.test(t)
  )
    return "orders";
  if (
    /\b(how (do|can) i|how does|what (is|are|does)|why can'?t|can i|help)\b/.test(t) &&
    /\b(sample|upgrade|level|coupon|coins?|logo|sales reps?|free shipping|see the price|several vendors|account|sign ?in|checkout|limit)\b/.test(
      t,
    )
  )
    return "help";
  if (/^(request(ing)? a sample|upgrade( my)? level|coins|coupons?)\??$/.test(t)) return "help";
  return "products";
}

function focusOf(t: string): Focus {
  if (/\b(variations?|variants?|sizes?|options?|colou?rs?)\b/.test(t)) return "variations";
  if (/\bfree shipping\b|\bshipping minimum\b/.test(t)) return "shipping";
  if (/\bminimum order\b|\bmin(imum)? (qty|quantity)\b|\bhow many (do i|must i)\b/.test(t)) return "minimum";
  if (/\b(in stock|stock|available|availability)\b/.test(t)) return "stock";
  if (/\b(who sells|which vendor|vendor|seller|sold by)\b/.test(t)) return "vendor";
  if (/\b(price|cost|how much)\b/.test(t)) return "price";
  return null;
}

const dollars = (s: string) => dollarsToCents(Number(s.replace(/,/g, "")));

export function parseQuery(text: string): ParsedQuery {
  let t = ` ${text.toLowerCase()} `;
  const focus = focusOf(t);
  let maxCents: number | null = null;
  let minCents: number | null = null;
  const max = t.match(
    /\b(?:under|below|less than|cheaper than|max(?:imum)?|up to|at most|<)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/,
  );
  if (max) {
    maxCents = dollars(max[1]!);
    t = t.replace(max[0], " ");
  }
  const min = t.match(/\b(?:over|above|more than|at least|>)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/);
  if (min) {
    minCents = dollars(min[1]!);
    t = t.replace(min[0], " ");
  }
  t = t.replace(/\$\s*\d[\d,]*(?:\.\d+)?/g, " ");
  const skuMatch = t.match(/\bdvm-[a-z]{2}-\d{6}\b/i);
  const sku = skuMatch ? skuMatch[0].toUpperCase() : null;
  if (skuMatch) t = t.replace(skuMatch[0], " ");
  const specs: string[] = [];
  t = t.replace(SPEC_RE, (m, suture: string | undefined, n: string | undefined, unit: string | undefined) => {
    specs.push(suture ?? `${n} ${unit!.toLowerCase()}`);
    return " ";
  });
  let species: string[] | null = null;
  const terms: string[] = [];
  for (const raw of t.split(/[^a-z0-9/-]+/)) {
    const w = raw.replace(/^[-/]+|[-/]+$/g, "");
    if (!w || STOP.has(w) || /^\d+$/.test(w)) continue;
    // own keys only: "constructor" or "__proto__" typed in the chat is a word, not an inherited function
    if (Object.hasOwn(SPECIES, w)) {
      species = SPECIES[w]!;
      continue;
    }
    if (w.length < 2) continue;
    if (!terms.includes(w)) terms.push(w);
  }
  return {
    terms,
    species,
    maxCents,
    minCents,
    specs,
    sku,
    focus,
    inStockOnly: /\bin stock\b/.test(t) && focus === "stock",
  };
}
