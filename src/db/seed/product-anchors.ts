/**
 * Hand-picked products placed at the first ids so search, typo tolerance and
 * demos always have them: Amoxicillin, vaccines, a cat dewormer under $40 and
 * an absorbable 3-0 suture. Each is a simple, in-stock, visible-price item.
 */
export interface AnchorProduct {
  category: string;
  item: string;
  opt?: string;
  extra?: string;
  pack?: string;
  brand: string;
  priceCents: number;
}

export const ANCHOR_PRODUCTS: readonly AnchorProduct[] = [
  {
    category: "Oral Antibiotics",
    item: "Amoxicillin Trihydrate Tablets",
    opt: "250 mg",
    pack: "100/bottle",
    brand: "Veterion",
    priceCents: 1899,
  },
  {
    category: "Canine Vaccines",
    item: "Canine Distemper-Parvo Vaccine (DAPP)",
    opt: "25 x 1 dose",
    brand: "Immunivet",
    priceCents: 8950,
  },
  {
    category: "Absorbable Sutures",
    item: "Absorbable PGA Suture",
    opt: "3-0",
    extra: "Reverse Cutting",
    pack: "36/box",
    brand: "Suturelle",
    priceCents: 7495,
  },
  {
    category: "Feline Dewormers",
    item: "Feline Dewormer Praziquantel/Pyrantel Tablets",
    opt: "Cat (5-11 lb)",
    pack: "4 doses",
    brand: "Parashield",
    priceCents: 2499,
  },
  {
    category: "Nitrile Gloves",
    item: "Nitrile Exam Gloves, Powder-Free",
    opt: "Medium",
    pack: "100/box",
    brand: "Glovex",
    priceCents: 1199,
  },
  {
    category: "Feline Vaccines",
    item: "Feline FVRCP Vaccine, Modified Live",
    opt: "25 x 1 dose",
    brand: "Sentrivax",
    priceCents: 7425,
  },
  {
    category: "Rabies Vaccines",
    item: "Rabies Vaccine, 3-Year, Killed",
    opt: "10 x 1 dose",
    brand: "Protegra",
    priceCents: 3650,
  },
  {
    category: "Oral Antibiotics",
    item: "Amoxicillin-Clavulanate Chewable Tablets",
    opt: "250 mg",
    pack: "100/bottle",
    brand: "Pawmedica",
    priceCents: 4275,
  },
];
