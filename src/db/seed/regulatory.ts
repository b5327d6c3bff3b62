/**
 * The demo catalog's regulatory classes, decided by the generic drug name in the item so the same
 * item is always classed the same way (deterministic, no random draw, so the rest of the seed is
 * unchanged). Schedules follow the federal Controlled Substances Act; Rx are prescription drugs.
 */
export type SeedRegulatoryClass = "none" | "rx" | "CII" | "CIII" | "CIV" | "CV";

const RULES: readonly [RegExp, SeedRegulatoryClass][] = [
  [/\b(hydromorphone|methadone|fentanyl|morphine|oxymorphone|pentobarbital)\b/i, "CII"],
  [/\b(buprenorphine|ketamine|tiletamine|telazol)\b/i, "CIII"],
  [/\b(butorphanol|phenobarbital|midazolam|diazepam|alfaxalone|tramadol|alprazolam)\b/i, "CIV"],
  [/\b(pregabalin)\b/i, "CV"],
  [
    /\b(amoxicillin|amoxicillin-clavulanate|doxycycline|enrofloxacin|clindamycin|metronidazole|ceftiofur|cefazolin|cephalexin|carprofen|meloxicam|robenacoxib|grapiprant|firocoxib|deracoxib|dexamethasone|prednisone|trazodone|gabapentin|dexmedetomidine|propofol|acepromazine)\b/i,
    "rx",
  ],
];

export function regulatoryClassForItem(item: string): SeedRegulatoryClass {
  for (const [pattern, cls] of RULES) if (pattern.test(item)) return cls;
  return "none";
}
