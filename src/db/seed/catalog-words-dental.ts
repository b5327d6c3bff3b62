import { type DepartmentDef, group, leaf, SMALL_ANIMAL } from "./catalog-types";

export const DENTAL: DepartmentDef = {
  name: "Dental",
  code: "DE",
  brands: ["Dentivet", "Prophyx", "Oralis Vet", "Toothwise", "Enamelle"],
  notes: [
    "Sized for the small mouths of cats and toy breeds as well as large dogs.",
    "Instruments are autoclavable and ship sharpened and ready to use.",
    "Supports a complete periodontal assessment, cleaning and polishing workflow.",
    "Recommended as part of an annual oral health program.",
  ],
  categories: [
    group("Dental Instruments", [
      leaf("Scalers & Curettes", {
        items: ["Sickle Scaler H6/H7", "Columbia 13/14 Curette", "Gracey Curette 7/8", "Jacquette Scaler 34/35",
          "Universal Curette"],
        opts: ["Standard Handle", "Resin Handle"], cap: "Handle", optJoin: ", ",
        species: SMALL_ANIMAL, form: "Instrument", price: [18, 70],
        use: "designed for removal of supragingival and subgingival calculus",
      }),
      leaf("Extraction Forceps", {
        items: ["Small Breed Extraction Forceps", "Root Tip Forceps", "Feline Extraction Forceps",
          "Incisor Extraction Forceps"],
        opts: ["Straight", "Angled"], cap: "Style", optJoin: ", ",
        species: SMALL_ANIMAL, form: "Instrument", price: [35, 140],
        use: "designed for controlled extraction once a tooth has been fully luxated",
      }),
      leaf("Elevators & Luxators", {
        items: ["Winged Dental Elevator", "Luxating Elevator", "Root Tip Elevator"],
        opts: ["1 mm", "2 mm", "3 mm", "4 mm", "5 mm"], cap: "Size",
        species: SMALL_ANIMAL, form: "Instrument", price: [22, 85],
        use: "designed for severing the periodontal ligament with minimal trauma to the alveolar bone",
      }),
    ]),
    leaf("Prophy Supplies", {
      items: ["Prophy Paste", "Disposable Prophy Angles", "Fluoride Foam", "Prophy Cups, Latex-Free"],
      opts: ["Mint", "Chicken", "Unflavored"], cap: "Flavor", optJoin: ", ", packs: ["100/box", "200/box"],
      species: SMALL_ANIMAL, form: "Consumable", price: [9, 60],
      use: "formulated for polishing enamel smooth after scaling",
      notes: [
        "Low-splatter formula stays on the cup during polishing.",
        "Recommended as part of an annual oral health program.",
        "Fluoride-free options are available for patients that swallow paste.",
      ],
    }),
    leaf("Dental Radiography", {
      items: ["Dental X-Ray Film, D-Speed", "Dental Phosphor Plate", "Intraoral Sensor Sheath",
        "Dental Film Processing Chemistry"],
      opts: ["Size 0", "Size 2", "Size 4"], cap: "Size", optJoin: ", ", packs: ["1 each", "100/box"],
      species: SMALL_ANIMAL, form: "Consumable", price: [25, 220],
      use: "designed for full-mouth intraoral radiographs in dogs and cats",
    }),
    leaf("Home Oral Care", {
      items: ["Enzymatic Toothpaste", "Dual-Ended Pet Toothbrush", "Oral Hygiene Water Additive", "Dental Chews",
        "Chlorhexidine Oral Rinse 0.12%"],
      opts: ["Poultry", "Beef", "Vanilla-Mint"], cap: "Flavor", optJoin: ", ", packs: ["1 each", "12/case"],
      species: SMALL_ANIMAL, form: "Retail", price: [5, 60],
      use: "formulated for daily plaque control at home between professional cleanings",
      notes: [
        "Accepted by most pets within a few days of daily use.",
        "Retail-ready packaging with client instructions on the box.",
        "Recommended as part of an annual oral health program.",
      ],
    }),
  ],
};
