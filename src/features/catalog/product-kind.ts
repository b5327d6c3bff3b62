/**
 * What a product looks like, read from its name and its "Form" quick fact, so the on-demand
 * placeholder draws a tote bag as a bag and a vaccine as a vial until the vendor uploads photos.
 */
export const PRODUCT_KINDS = [
  "bottle",
  "vial",
  "box",
  "instrument",
  "glove-box",
  "bag",
  "food-bag",
  "device",
  "syringe",
  "tube",
  "roll",
  "apparel",
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

// first match wins: specific words before the general ones ("food bag" before "bag", "glove" before "box")
const RULES: [RegExp, ProductKind][] = [
  [/\b(tote|backpack|duffel|pouch|carrier)\b/i, "bag"],
  [/\b(food|diet|kibble|feed|treats?|chews?)\b/i, "food-bag"],
  [/\bgloves?\b/i, "glove-box"],
  [/\b(t-?shirt|scrubs?|gown|jacket|cap|apparel|protective wear|apron|mask)\b/i, "apparel"],
  [/\b(vials?|vaccines?|injectables?|injection|ampoules?|suspension)\b/i, "vial"],
  [/\b(syringes?|needles?|catheters?|cannula)\b/i, "syringe"],
  [/\b(ointments?|gels?|creams?|paste|topical)\b/i, "tube"],
  [/\b(bandages?|wraps?|tape|gauze rolls?|cast padding)\b/i, "roll"],
  [
    /\b(forceps|scissors|scalpels?|needle holders?|retractors?|elevators?|curettes?|probes?|instruments?|hemostats?|clamps?|rongeurs?|osteotomes?|scalers?)\b/i,
    "instrument",
  ],
  [
    /\b(monitors?|analy[sz]ers?|machines?|devices?|equipment|units?|scales?|thermometers?|pumps?|lamps?|otoscopes?|ultrasound|x-?ray|centrifuges?|doppler|vaporizers?|microscopes?|sterilizers?|autoclaves?)\b/i,
    "device",
  ],
  [
    /\b(tablets?|capsules?|chewables?|solutions?|shampoo|supplements?|liquid|drops|bottles?|spray|rinse|inhalant)\b/i,
    "bottle",
  ],
];

export function productKind(name: string, form?: string | null): ProductKind {
  for (const text of [form ?? "", name]) {
    if (!text) continue;
    for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  }
  return "box";
}
