import { ALL_SPECIES, type DepartmentDef, group, leaf, SMALL_ANIMAL } from "./catalog-types";

const widths = ["2 in", "3 in", "4 in"];

export const WOUND_CARE: DepartmentDef = {
  name: "Wound Care",
  code: "WC",
  brands: ["Woundex", "Cohesa", "Silvadress", "Gauzeline", "Healix"],
  notes: [
    "Latex-free construction reduces the risk of skin reactions.",
    "Conforms to limbs, tails and joints without constricting circulation.",
    "Change dressings according to the wound's exudate level and the treatment plan.",
    "Packaged for easy dispensing to clients for home care.",
  ],
  categories: [
    group("Bandages & Wraps", [
      leaf("Cohesive Bandages", {
        items: ["Cohesive Flexible Bandage", "Self-Adherent Wrap, Latex-Free", "Elastic Adhesive Bandage"],
        opts: widths, cap: "Width", extras: ["Assorted Colors", "Black", "Neon Pink", "Camouflage"], extraLabel: "Color",
        packs: ["18/box", "36/case"],
        species: ALL_SPECIES, form: "Bandage", price: [12, 75],
        use: "designed to stick to itself, not to hair or skin, for secure and comfortable wraps",
      }),
      leaf("Gauze & Sponges", {
        items: ["Non-Sterile Gauze Sponges, 12-Ply", "Sterile Gauze Sponges, 8-Ply", "Conforming Stretch Gauze Roll",
          "Laparotomy Sponges, Pre-Washed"],
        opts: ["2 x 2 in", "3 x 3 in", "4 x 4 in"], cap: "Size", packs: ["100/box", "200/sleeve", "2000/case"],
        species: ALL_SPECIES, form: "Dressing", price: [5, 90],
        use: "made for absorbing fluids, cleaning wounds and padding dressings",
      }),
      leaf("Cast Padding & Casting Tape", {
        items: ["Synthetic Cast Padding", "Cotton Cast Padding", "Fiberglass Casting Tape"],
        opts: widths, cap: "Width", packs: ["12 rolls/box", "24 rolls/case"],
        species: ALL_SPECIES, form: "Bandage", price: [15, 130],
        use: "designed for padding and immobilizing limbs under casts and splints",
      }),
    ]),
    leaf("Wound Dressings", {
      items: ["Non-Adherent Pad", "Silver Alginate Dressing", "Foam Wound Dressing", "Hydrogel Sheet Dressing",
        "Honey-Impregnated Dressing"],
      opts: ["2 x 3 in", "3 x 4 in", "4 x 4 in", "4 x 8 in"], cap: "Size", packs: ["10/box", "50/box"],
      species: ALL_SPECIES, form: "Dressing", price: [10, 140],
      use: "designed for moist wound healing on abrasions, lacerations and surgical sites",
    }),
    leaf("Antiseptics & Scrubs", {
      items: ["Chlorhexidine Gluconate 2% Surgical Scrub", "Povidone-Iodine 10% Solution", "Chlorhexidine 4% Solution",
        "Isopropyl Alcohol 70%", "Hypochlorous Wound Cleanser"],
      opts: ["8 oz", "16 oz", "1 gal"], cap: "Size",
      species: ALL_SPECIES, form: "Solution", price: [5, 55],
      use: "formulated for surgical site preparation and wound cleansing",
    }),
    leaf("Topical Wound Treatments", {
      items: ["Aloe-Based Wound Gel", "Zinc Oxide Barrier Ointment", "Antimicrobial Wound Spray",
        "Styptic Blood Stop Powder", "Amorphous Hydrogel Wound Gel"],
      opts: ["1.5 oz", "4 oz", "16 oz"], cap: "Size",
      species: ALL_SPECIES, form: "Topical", price: [5, 40],
      use: "formulated for protecting and soothing minor wounds, hot spots and abrasions",
    }),
  ],
};

export const ORTHOPEDICS: DepartmentDef = {
  name: "Orthopedics",
  code: "OR",
  brands: ["Orthovance", "Boneline", "Ossivet", "Splintek", "Fixara"],
  notes: [
    "Implants are made of 316L surgical stainless steel and supplied non-sterile.",
    "Sterilize before use following the validated steam cycle in the instructions.",
    "Laser-etched sizing for quick identification in the implant caddy.",
    "Compatible with standard veterinary orthopedic drill guides and drivers.",
  ],
  categories: [
    group("Plates & Screws", [
      leaf("Locking Bone Plates", {
        items: ["Locking Compression Plate", "TPLO Locking Plate", "Veterinary Cuttable Plate", "Reconstruction Plate"],
        opts: ["2.0 mm", "2.7 mm", "3.5 mm"], cap: "Size", extras: ["6-Hole", "8-Hole", "10-Hole"], extraLabel: "Holes",
        species: ["Canine", "Feline"], form: "Implant", price: [65, 420],
        use: "designed for stable internal fixation of fractures and corrective osteotomies",
      }),
      leaf("Bone Screws", {
        items: ["Self-Tapping Cortical Screw", "Locking Head Screw", "Cancellous Bone Screw"],
        opts: ["2.0 mm", "2.7 mm", "3.5 mm"], cap: "Size", extras: ["10 mm", "14 mm", "20 mm", "28 mm"],
        extraLabel: "Length", packs: ["1 each", "5/pack"],
        species: ["Canine", "Feline"], form: "Implant", price: [6, 60],
        use: "designed for secure purchase in cortical and cancellous bone",
      }),
    ]),
    leaf("Pins & Wires", {
      items: ["Steinmann Pin, Trocar Point", "Kirschner Wire, Double Trocar", "Orthopedic Wire Spool",
        "Positive Profile Threaded Pin"],
      opts: ["0.035 in", "0.062 in", "3/32 in", "1/8 in"], cap: "Diameter", packs: ["1 each", "12/pack"],
      species: ["Canine", "Feline", "Exotic"], form: "Implant", price: [6, 95],
      use: "designed for intramedullary pinning, tension bands and cerclage",
    }),
    leaf("Splints & Casting", {
      items: ["Aluminum Spoon Splint", "Thermoplastic Splint Sheet", "Modified Mason Meta Splint",
        "Padded Aluminum Splint"],
      opts: ["X-Small", "Small", "Medium", "Large"], cap: "Size", optJoin: ", ",
      species: SMALL_ANIMAL, form: "Splint", price: [6, 60],
      use: "designed for external coaptation of distal limb injuries",
      notes: [
        "Pad well and check the bandage daily for swelling or rubbing.",
        "Lightweight and radiolucent enough for follow-up radiographs.",
        "Can be trimmed and contoured to fit the limb.",
      ],
    }),
    leaf("Orthopedic Instruments", {
      items: ["Bone Cutting Forceps", "Pin Cutter", "Periosteal Elevator", "Bone Curette", "Pointed Reduction Forceps"],
      opts: ["Small", "Large"], cap: "Size", optJoin: ", ",
      species: ALL_SPECIES, form: "Instrument", price: [45, 420],
      use: "built for reduction, cutting and shaping during orthopedic surgery",
      notes: [
        "Made of German surgical-grade stainless steel.",
        "Withstands repeated steam autoclave cycles without loss of temper.",
        "Backed by a lifetime warranty against defects in materials and workmanship.",
      ],
    }),
  ],
};

export const NUTRITION: DepartmentDef = {
  name: "Nutrition",
  code: "NU",
  brands: ["Nutrapet", "Renavita", "Vetdiet Pro", "Hearthfield Nutrition", "Biomeal"],
  notes: [
    "Feed under veterinary supervision; transition gradually over 7 days.",
    "Complete and balanced nutrition for adult maintenance.",
    "Made in the USA with no artificial colors or flavors.",
    "Eligible for home delivery to clients through the practice.",
  ],
  categories: [
    group("Therapeutic Diets", [
      leaf("Renal Support Diets", {
        items: ["Canine Renal Support Dry Food", "Feline Renal Support Dry Food", "Canine Renal Support Stew",
          "Feline Renal Support Pate"],
        opts: ["4 lb bag", "8 lb bag", "17.6 lb bag"], cap: "Size", optJoin: ", ",
        species: SMALL_ANIMAL, form: "Food", price: [20, 110],
        use: "formulated with controlled phosphorus and high-quality protein to support kidney function",
      }),
      leaf("Gastrointestinal Diets", {
        items: ["Canine Low-Fat Gastrointestinal Dry Food", "Feline Gastrointestinal Biome Dry Food",
          "Canine Hydrolyzed Protein Dry Food", "Feline Hydrolyzed Protein Dry Food"],
        opts: ["4 lb bag", "8 lb bag", "17.6 lb bag"], cap: "Size", optJoin: ", ",
        species: SMALL_ANIMAL, form: "Food", price: [22, 120],
        use: "formulated for highly digestible nutrition during digestive upsets and food sensitivities",
      }),
      leaf("Weight Management Diets", {
        items: ["Canine Metabolic Weight Management Dry Food", "Feline Satiety Support Dry Food",
          "Canine Mobility and Weight Dry Food"],
        opts: ["4 lb bag", "8 lb bag", "17.6 lb bag"], cap: "Size", optJoin: ", ",
        species: SMALL_ANIMAL, form: "Food", price: [24, 115],
        use: "formulated for safe, steady weight loss with less begging between meals",
      }),
    ]),
    leaf("Supplements", {
      items: ["Omega-3 Fish Oil Soft Gels", "Glucosamine/Chondroitin Chewable Tablets", "Probiotic Powder Sachets",
        "Milk Thistle/SAMe Liver Support Tablets", "Joint Health Soft Chews"],
      opts: ["30 count", "60 count", "120 count"], cap: "Pack Size", optJoin: ", ",
      species: SMALL_ANIMAL, form: "Supplement", price: [15, 85],
      use: "formulated for daily support of joints, skin, liver and digestive health",
    }),
    leaf("Critical Care Nutrition", {
      items: ["Recovery Liquid Diet", "Herbivore Critical Care Powder", "Carnivore Recovery Formula",
        "High-Calorie Nutritional Gel"],
      opts: ["141 g", "340 g", "2 lb"], cap: "Size",
      species: [...SMALL_ANIMAL, "Exotic"], form: "Food", price: [8, 60],
      use: "formulated for assisted and tube feeding of hospitalized and recovering patients",
    }),
    leaf("Treats & Training Rewards", {
      items: ["Hypoallergenic Training Treats", "Dental Hygiene Treats", "Pill-Wrap Treat Pockets",
        "Freeze-Dried Liver Treats"],
      opts: ["Chicken", "Salmon", "Peanut Butter"], cap: "Flavor", optJoin: ", ", packs: ["6 oz bag", "12/case"],
      species: SMALL_ANIMAL, form: "Treat", price: [4, 60],
      use: "made for low-stress visits, training and giving medications",
    }),
  ],
};
