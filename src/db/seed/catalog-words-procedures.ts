import { ALL_SPECIES, type DepartmentDef, group, leaf, SMALL_ANIMAL } from "./catalog-types";

const instrumentOpts = ["Straight, 4.5 in", "Curved, 4.5 in", "Straight, 5.5 in", "Curved, 5.5 in", "Curved, 6.25 in"];
const sutureSizes = ["2-0", "3-0", "4-0", "5-0"];
const needles = ["Reverse Cutting", "Taper Point", "Conventional Cutting"];
const sutureNotes = [
  "Swaged needles are precision-ground for smooth passage through tissue.",
  "Sterile, single-use foil packets with an 18 in or longer strand.",
  "Color-coded boxes make the right size easy to find in the surgery suite.",
];

export const ANESTHESIA: DepartmentDef = {
  name: "Anesthesia",
  code: "AN",
  brands: ["Somnovet", "Anestra", "Calmira", "Airvet", "Tranquiva"],
  notes: [
    "Monitor heart rate, respiration, oxygen saturation and temperature throughout the procedure.",
    "Compatible with standard veterinary anesthesia machines and monitors.",
    "Single-patient use items are individually packaged.",
    "Controlled items ship only to practices with a current DEA registration on file.",
  ],
  categories: [
    leaf("Injectable Anesthetics", {
      items: ["Propofol Injectable Emulsion 10 mg/mL", "Alfaxalone Injection 10 mg/mL", "Ketamine HCl Injection 100 mg/mL",
        "Dexmedetomidine HCl Injection 0.5 mg/mL", "Midazolam Injection 5 mg/mL", "Atipamezole HCl Injection 5 mg/mL"],
      opts: ["10 mL", "20 mL", "50 mL", "100 mL"], cap: "Size", packs: ["1 vial", "10 vials"],
      species: ["Canine", "Feline", "Equine"], form: "Injectable", price: [20, 220],
      use: "indicated for sedation and for induction and maintenance of general anesthesia",
    }),
    leaf("Inhalant Anesthetics", {
      items: ["Isoflurane USP Inhalant Anesthetic", "Sevoflurane Inhalant Anesthetic"],
      opts: ["100 mL", "250 mL"], cap: "Size", packs: ["1 bottle", "6 bottles"],
      species: ALL_SPECIES, form: "Inhalant", price: [45, 400],
      use: "indicated for induction and maintenance of general anesthesia with a precision vaporizer",
    }),
    group("Airway & Breathing", [
      leaf("Endotracheal Tubes", {
        items: ["Cuffed Silicone Endotracheal Tube", "Murphy Eye PVC Endotracheal Tube", "Uncuffed Cole Endotracheal Tube",
          "Supraglottic Airway Device"],
        opts: ["2.5 mm", "4.0 mm", "6.0 mm", "8.0 mm", "10.0 mm"], cap: "Size", optStep: 0.1, packs: ["1 each", "10/box"],
        species: SMALL_ANIMAL, form: "Device", price: [4, 60],
        use: "designed for secure airway management during anesthesia and resuscitation",
      }),
      leaf("Breathing Circuits", {
        items: ["Universal F Rebreathing Circuit", "Bain Non-Rebreathing Circuit", "Pediatric Y-Piece Rebreathing Circuit"],
        opts: ["Pediatric", "Adult"], cap: "Size", optJoin: ", ", packs: ["1 each", "10/case"],
        species: SMALL_ANIMAL, form: "Device", price: [8, 90],
        use: "designed for delivering oxygen and inhalant anesthetic from the machine to the patient",
      }),
      leaf("Reservoir Bags", {
        items: ["Latex-Free Anesthesia Reservoir Bag", "Antistatic Rebreathing Bag"],
        opts: ["0.5 L", "1 L", "2 L", "3 L", "5 L"], cap: "Size", packs: ["1 each", "10/case"],
        species: ALL_SPECIES, form: "Device", price: [5, 40],
        use: "designed for manual ventilation and visual monitoring of respiration",
      }),
    ]),
    leaf("Anesthesia Monitoring", {
      items: ["Pulse Oximeter Lingual Sensor", "Capnography Sampling Line", "Esophageal Temperature Probe",
        "Non-Invasive Blood Pressure Cuff"],
      opts: ["Small", "Medium", "Large"], cap: "Size", optJoin: ", ", packs: ["1 each", "5/pack"],
      species: SMALL_ANIMAL, form: "Accessory", price: [15, 180],
      use: "designed for continuous patient monitoring under anesthesia",
    }),
  ],
};

export const FLUID_THERAPY: DepartmentDef = {
  name: "Fluid Therapy",
  code: "FL",
  brands: ["Infusa Vet", "Hydravet", "Flowline", "Veinsure", "Dripwell"],
  notes: [
    "Sterile, non-pyrogenic and latex-free.",
    "Single use only; discard after use.",
    "Luer-lock connections fit standard catheters, extension sets and pumps.",
    "Case quantities ship on the next business day.",
  ],
  categories: [
    leaf("IV Fluids", {
      items: ["Lactated Ringer's Injection USP", "0.9% Sodium Chloride Injection USP",
        "Balanced Electrolyte Replacement Solution", "5% Dextrose Injection USP"],
      opts: ["250 mL", "500 mL", "1000 mL"], cap: "Size", packs: ["1 bag", "12 bags/case"],
      species: ALL_SPECIES, form: "Solution", price: [3, 60],
      use: "indicated for fluid and electrolyte replacement in dehydrated or hypovolemic patients",
    }),
    leaf("IV Catheters", {
      items: ["Over-the-Needle IV Catheter", "Winged Infusion Set (Butterfly)", "Jugular Catheter Kit"],
      opts: ["24 G", "22 G", "20 G", "18 G", "14 G"], cap: "Gauge", packs: ["50/box", "200/case"],
      species: ALL_SPECIES, form: "Device", price: [18, 140],
      use: "designed for peripheral and central venous access",
    }),
    group("Syringes & Needles", [
      leaf("Syringes", {
        items: ["Luer-Lock Disposable Syringe", "Slip-Tip Disposable Syringe", "Eccentric Tip Syringe",
          "Catheter Tip Feeding Syringe"],
        opts: ["1 mL", "3 mL", "6 mL", "12 mL", "35 mL"], cap: "Size", packs: ["100/box", "800/case"],
        species: ALL_SPECIES, form: "Device", price: [8, 120],
        use: "designed for accurate measuring and administration of injectable and oral medications",
      }),
      leaf("Hypodermic Needles", {
        items: ["Hypodermic Needle, Regular Bevel", "Hypodermic Needle, Thin Wall", "Spinal Needle, Quincke Point"],
        opts: ['18 G x 1"', '20 G x 1"', '22 G x 1"', '25 G x 5/8"'], cap: "Gauge", optJoin: ", ", packs: ["100/box"],
        species: ALL_SPECIES, form: "Device", price: [6, 40],
        use: "designed for injections and blood draws with a sharp, lubricated, color-coded hub",
      }),
    ]),
    leaf("Administration Sets", {
      items: ["Primary IV Administration Set 15 drops/mL", "Microdrip Administration Set 60 drops/mL",
        "Extension Set with Injection Port", "Pressure Infusion Bag"],
      opts: ["60 in", "84 in", "100 in"], cap: "Length", packs: ["1 each", "50/case"],
      species: ALL_SPECIES, form: "Device", price: [2, 150],
      use: "designed for gravity or pump-controlled fluid delivery",
    }),
  ],
};

export const SURGICAL_INSTRUMENTS: DepartmentDef = {
  name: "Surgical Instruments",
  code: "SU",
  brands: ["Suturelle", "Kestrel Surgical", "Hemostar", "Scalprix", "Forgewell Instruments", "Sterilon"],
  notes: [
    "Made of German surgical-grade stainless steel with a satin finish that reduces glare.",
    "Withstands repeated steam autoclave cycles without loss of temper.",
    "Sterile items are EtO sterilized and individually packaged.",
    "Backed by a lifetime warranty against defects in materials and workmanship.",
  ],
  categories: [
    group("Sutures", [
      leaf("Absorbable Sutures", {
        items: ["Absorbable PGA Suture", "Absorbable Polydioxanone (PDO) Suture", "Absorbable Poliglecaprone Suture",
          "Chromic Gut Suture"],
        opts: sutureSizes, cap: "Size", optStep: 0.04, extras: needles, extraLabel: "Needle", packs: ["12/box", "36/box"],
        species: ALL_SPECIES, form: "Suture", price: [38, 140],
        use: "designed for soft tissue approximation and ligation where an absorbable suture is indicated",
        notes: sutureNotes,
      }),
      leaf("Non-Absorbable Sutures", {
        items: ["Nylon Monofilament Suture", "Polypropylene Monofilament Suture", "Braided Silk Suture",
          "Stainless Steel Suture"],
        opts: sutureSizes, cap: "Size", optStep: 0.04, extras: needles, extraLabel: "Needle", packs: ["12/box", "36/box"],
        species: ALL_SPECIES, form: "Suture", price: [28, 120],
        use: "designed for skin closure and long-term tissue support",
        notes: sutureNotes,
      }),
      leaf("Skin Staplers", {
        items: ["Disposable Skin Stapler, 35 Wide Staples", "Disposable Skin Stapler, 15 Regular Staples",
          "Skin Staple Remover"],
        packs: ["1 each", "6/box", "12/box"], cap: "Pack Size",
        species: ALL_SPECIES, form: "Device", price: [9, 160],
        use: "designed for fast, even skin closure with a clear view of the incision",
      }),
    ]),
    leaf("Forceps & Hemostats", {
      items: ["Kelly Hemostatic Forceps", "Mosquito Hemostatic Forceps", "Adson Tissue Forceps", "Allis Tissue Forceps",
        "Rochester-Carmalt Forceps", "Brown-Adson Forceps"],
      opts: instrumentOpts, cap: "Style", optJoin: ", ",
      species: ALL_SPECIES, form: "Instrument", price: [9, 65],
      use: "built for grasping, clamping and holding tissue during surgery",
    }),
    leaf("Scissors", {
      items: ["Metzenbaum Scissors", "Mayo Dissecting Scissors", "Operating Scissors, Sharp/Blunt", "Iris Scissors",
        "Suture Removal Scissors", "Lister Bandage Scissors"],
      opts: instrumentOpts, cap: "Style", optJoin: ", ",
      species: ALL_SPECIES, form: "Instrument", price: [8, 75],
      use: "built for precise cutting and dissection of tissue, sutures and dressings",
    }),
    leaf("Scalpels & Blades", {
      items: ["Carbon Steel Surgical Blades", "Stainless Steel Surgical Blades", "Disposable Safety Scalpel"],
      opts: ["#10", "#11", "#15", "#20"], cap: "Size", optStep: 0, packs: ["10/box", "100/box"],
      species: ALL_SPECIES, form: "Instrument", price: [5, 60],
      use: "designed for clean, precise incisions with consistent edge quality",
    }),
    leaf("Surgical Packs", {
      items: ["Spay Instrument Pack", "Neuter Instrument Pack", "General Surgery Instrument Pack",
        "Laceration Repair Pack", "Ophthalmic Instrument Pack"],
      opts: ["Standard", "Deluxe"], cap: "Configuration", optJoin: ", ",
      species: SMALL_ANIMAL, form: "Instrument Set", price: [180, 950],
      use: "assembled for routine procedures with every instrument a surgeon reaches for",
    }),
    leaf("Drapes & Sterilization Wraps", {
      items: ["Fenestrated Surgical Drape", "Sterilization Wrap, SMS", "Absorbent Underpad", "Mayo Stand Cover"],
      opts: ["18 x 26 in", "36 x 36 in", "48 x 48 in"], cap: "Size", optJoin: ", ", packs: ["50/case", "100/case"],
      species: ALL_SPECIES, form: "Disposable", price: [10, 120],
      use: "designed to maintain a sterile field and protect instruments after processing",
      notes: [
        "SMS fabric resists fluid strike-through while allowing steam penetration.",
        "Single use; discard after the procedure.",
        "Compatible with steam and EtO sterilization cycles.",
      ],
    }),
  ],
};
