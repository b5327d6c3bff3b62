/** Pure text helpers for assembling product names, forms, SKUs and descriptions. */
import type { ProductKit } from "./catalog-types";
import { GENERIC_SENTENCES, SHORT_DESCRIPTION_TAILS } from "./catalog-words";
import type { Rng } from "./prng";

export interface NameParts {
  item: string;
  opt?: string | undefined;
  extra?: string | undefined;
  pack?: string | undefined;
}

/** item [optJoin opt] [, extra] [, pack] */
export function composeName(kit: ProductKit, parts: NameParts): string {
  let name = parts.item;
  if (parts.opt) name += (kit.optJoin ?? " ") + parts.opt;
  if (parts.extra) name += `, ${parts.extra}`;
  if (parts.pack) name += `, ${parts.pack}`;
  return name;
}

const FORM_RULES: readonly (readonly [RegExp, string])[] = [
  [/Chewable|Chewables|Soft Chews/, "Chewable Tablet"],
  [/Injection|Injectable|for Injection|Sterile Powder/, "Injectable"],
  [/Tablets/, "Tablet"],
  [/Capsules/, "Capsule"],
  [/Suspension/, "Oral Suspension"],
  [/Paste/, "Oral Paste"],
  [/Ointment/, "Ointment"],
  [/Cream/, "Cream"],
  [/Intranasal/, "Intranasal"],
  [/Spot-On|Topical/, "Topical Solution"],
  [/Collar/, "Collar"],
  [/Granules|Powder/, "Powder"],
  [/Gel\b/, "Gel"],
  [/Solution/, "Solution"],
];

export function inferForm(item: string, fallback: string): string {
  for (const [pattern, form] of FORM_RULES) if (pattern.test(item)) return form;
  return fallback;
}

/** "250 mg" -> "250MG", "Up to 25 lb" -> "UPTO25LB"; kept short for label printers. */
export function skuSuffix(option: string): string {
  const compact = option.toUpperCase().replace(/[^A-Z0-9]+/g, "");
  return (compact || "OPT").slice(0, 12);
}

/** Dollars to cents with a shelf-price ending (.99, .95, .49 or .00). */
export function toPriceCents(rng: Rng, dollars: number): number {
  const whole = Math.max(1, Math.floor(dollars));
  const ending = rng.pick([99, 99, 95, 49, 0]);
  return whole * 100 + (ending === 0 ? 0 : ending - 100);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function shortDescriptionFor(rng: Rng, kit: ProductKit): string {
  const tail = rng.pick(SHORT_DESCRIPTION_TAILS);
  return tail ? `${capitalize(kit.use)}. ${tail}` : `${capitalize(kit.use)}.`;
}

export interface DescriptionContext {
  item: string;
  brand: string;
  kit: ProductKit;
  notes: readonly string[];
  vendorName: string;
  city: string;
  state: string;
  optionCount: number;
}

/** Two to four sentences: what it is, one or two department notes, then a variant or vendor line. */
export function describe(rng: Rng, ctx: DescriptionContext): string {
  const sentences = [`${ctx.item} by ${ctx.brand} is ${ctx.kit.use}.`];
  sentences.push(...rng.sample(ctx.notes, rng.int(1, 2)));
  if (ctx.optionCount > 1) {
    sentences.push(`Available in ${ctx.optionCount} ${ctx.kit.cap.toLowerCase()} options.`);
  } else if (rng.chance(0.6)) {
    sentences.push(
      rng
        .pick(GENERIC_SENTENCES)
        .replaceAll("{vendor}", ctx.vendorName)
        .replaceAll("{city}", ctx.city)
        .replaceAll("{state}", ctx.state),
    );
  }
  return sentences.join(" ");
}

const FORM_WORDS =
  /\b(chewable|chewables|soft|tablets?|capsules?|injection|injectable|for|sterile|powder|oral|suspension|paste|ointment|cream|intranasal|spot-on|topical|collar|granules|gel|solution|vaccine|ophthalmic|otic|drops|\d.*)$/i;

/** The active ingredient a drug's name starts with ("Carprofen Chewable Tablets" -> "Carprofen"). */
export function activeIngredientOf(item: string): string | null {
  let rest = item.replace(/\(.*?\)/g, "").trim();
  for (let i = 0; i < 6 && FORM_WORDS.test(rest); i++) rest = rest.replace(FORM_WORDS, "").trim();
  return rest && rest !== item.trim() ? rest : null;
}

/** A demo National Drug Code (labeler-product-package, 5-4-2) derived from the product id. */
export function ndcOf(id: number): string {
  const n = String(id).padStart(6, "0");
  return `86${n.slice(0, 3)}-${n.slice(3)}1-${String(id % 97).padStart(2, "0")}`;
}

/** A dosing weight band printed in a name ("Cat (5-11 lb)", "Up to 25 lb"), if any. */
export function weightBandOf(name: string): string | null {
  return (
    name.match(/\b(?:up to \d+(?:\.\d+)? ?lbs?|\d+(?:\.\d+)? ?- ?\d+(?:\.\d+)? ?lbs?|over \d+ ?lbs?)\b/i)?.[0] ?? null
  );
}
