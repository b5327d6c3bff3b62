import { ALL_SPECIES, type DepartmentDef, group, leaf, SMALL_ANIMAL } from "./catalog-types";

const gloveSizes = ["X-Small", "Small", "Medium", "Large", "X-Large"];
const apparelSizes = ["Small", "Medium", "Large", "X-Large"];

export const PPE: DepartmentDef = {
  name: "PPE",
  code: "PP",
  brands: ["Glovex", "Shieldwear", "Safetouch", "Nitrilon", "Scrubline"],
  notes: [
    "Meets ASTM standards for medical examination use.",
    "Textured fingertips give a secure grip on wet instruments.",
    "Store in a cool, dry place away from direct sunlight.",
    "Case pricing applies automatically to full cases.",
  ],
  categories: [
    group("Exam Gloves", [
      leaf("Nitrile Gloves", {
        items: ["Nitrile Exam Gloves, Powder-Free", "Extended-Cuff Nitrile Exam Gloves, Powder-Free",
          "Chemo-Rated Nitrile Gloves, Powder-Free"],
        opts: gloveSizes, cap: "Size", optJoin: ", ", optStep: 0, packs: ["100/box", "1000/case"],
        species: ALL_SPECIES, form: "Gloves", price: [8, 140],
        use: "designed for latex-free hand protection during exams, treatments and cleaning",
      }),
      leaf("Latex Gloves", {
        items: ["Latex Exam Gloves, Powder-Free", "Latex Exam Gloves, Lightly Powdered"],
        opts: gloveSizes, cap: "Size", optJoin: ", ", optStep: 0, packs: ["100/box", "1000/case"],
        species: ALL_SPECIES, form: "Gloves", price: [7, 110],
        use: "designed for excellent tactile sensitivity and a comfortable fit",
      }),
      leaf("Surgical Gloves", {
        items: ["Sterile Latex Surgical Gloves", "Sterile Polyisoprene Surgical Gloves, Latex-Free"],
        opts: ["Size 6.5", "Size 7", "Size 7.5", "Size 8"], cap: "Size", optJoin: ", ", optStep: 0,
        packs: ["50 pairs/box", "200 pairs/case"],
        species: ALL_SPECIES, form: "Gloves", price: [45, 260],
        use: "designed for sterile procedures with anatomically shaped, individually packaged pairs",
      }),
    ]),
    leaf("Masks & Respirators", {
      items: ["Procedure Face Mask with Ear Loops, Level 2", "Surgical Face Mask with Ties, Level 3",
        "N95 Particulate Respirator", "Bouffant Surgical Cap"],
      packs: ["20/box", "50/box", "100/bag"], cap: "Pack Size",
      species: ALL_SPECIES, form: "Protective Wear", price: [6, 45],
      use: "designed for protection from splashes, aerosols and airborne particles",
    }),
    leaf("Gowns & Apparel", {
      items: ["Disposable Isolation Gown, AAMI Level 2", "Reinforced Sterile Surgical Gown", "Unisex Scrub Top",
        "Unisex Scrub Pants", "Lab Coat, Knee Length"],
      opts: apparelSizes, cap: "Size", optJoin: ", ", optStep: 0.05,
      species: ALL_SPECIES, form: "Apparel", price: [6, 60],
      use: "made for comfortable all-day wear in exam rooms, treatment areas and surgery",
    }),
    leaf("Eye & Face Protection", {
      items: ["Anti-Fog Safety Glasses", "Full-Length Face Shield", "Indirect-Vent Goggles"],
      opts: ["Clear", "Tinted"], cap: "Lens", optJoin: ", ", packs: ["1 each", "12/box"],
      species: ALL_SPECIES, form: "Protective Wear", price: [3, 50],
      use: "designed to protect eyes and face during dentals, lavage and radiography",
    }),
  ],
};

export const EQUIPMENT: DepartmentDef = {
  name: "Equipment",
  code: "EQ",
  brands: ["Tablemaster Vet", "Weighwise", "Steriwave", "Trimwell", "Cagewright", "Thermavet", "Pumpwise"],
  notes: [
    "Ships freight with inside delivery available; installation guide included.",
    "Covered by a 2-year parts and labor warranty.",
    "Replacement parts and service are available nationwide.",
    "Easy-clean surfaces stand up to hospital-grade disinfectants.",
  ],
  categories: [
    leaf("Exam & Surgery Tables", {
      items: ["Stainless Steel Exam Table", "Electric Lift Exam Table", "Hydraulic Surgery Table, V-Top",
        "Wet Table with Sink"],
      opts: ["48 in", "54 in", "60 in"], cap: "Size", optJoin: ", ",
      species: ALL_SPECIES, form: "Equipment", price: [900, 9500],
      use: "built for safe patient handling and years of daily use",
    }),
    leaf("Scales", {
      items: ["Digital Floor Scale", "Digital Pediatric Pet Scale", "Walk-On Platform Scale with Ramp"],
      opts: ["300 lb capacity", "600 lb capacity"], cap: "Capacity", optJoin: ", ",
      species: ALL_SPECIES, form: "Equipment", price: [180, 2800],
      use: "designed for accurate weights for dosing and weight management programs",
    }),
    group("Sterilization", [
      leaf("Autoclaves & Cleaners", {
        items: ["Tabletop Steam Autoclave", "Ultrasonic Instrument Cleaner", "Instrument Drying Cabinet"],
        opts: ["Standard", "with Printer"], cap: "Configuration", optJoin: ", ",
        species: ALL_SPECIES, form: "Equipment", price: [1200, 9500],
        use: "designed for validated cleaning and sterilization of surgical instruments",
      }),
      leaf("Sterilization Consumables", {
        items: ["Self-Seal Sterilization Pouches", "Steam Indicator Tape", "Biological Indicator Test Vials",
          "Chemical Indicator Strips"],
        opts: ["3.5 x 9 in", "5.25 x 10 in", "7.5 x 13 in"], cap: "Size", optJoin: ", ",
        packs: ["200/box", "1000/case"],
        species: ALL_SPECIES, form: "Consumable", price: [8, 90],
        use: "designed for documenting and verifying every sterilization cycle",
        notes: [
          "Indicators change color clearly when cycle parameters are met.",
          "Lot number and expiration date are printed on every box.",
          "Compatible with tabletop and chamber steam sterilizers.",
        ],
      }),
    ]),
    leaf("Clippers & Grooming", {
      items: ["Cordless Animal Clipper", "Two-Speed Corded Clipper", "Surgical Prep Clipper", "Nail Grinder"],
      opts: ["Black", "Silver", "Blue"], cap: "Color", optJoin: ", ",
      species: ALL_SPECIES, form: "Equipment", price: [35, 420],
      use: "built for quiet, cool-running clipping for surgical prep and grooming",
    }),
    leaf("Kennels & Cages", {
      items: ["Stainless Steel Kennel Bank", "Modular Recovery Cage with Oxygen Port", "Dog Run Kennel with Gate",
        "Collapsible Wire Crate"],
      opts: ["Small", "Medium", "Large", "X-Large"], cap: "Size", optJoin: ", ",
      species: SMALL_ANIMAL, form: "Equipment", price: [120, 8800],
      use: "built for secure, easy-to-clean housing of hospitalized and boarding patients",
    }),
    leaf("Infusion & Warming", {
      items: ["Volumetric Infusion Pump", "Syringe Pump", "Forced-Air Patient Warming System",
        "Conductive Fabric Warming Blanket", "Veterinary Fluid Warmer"],
      opts: ["Standard", "with Pole Stand"], cap: "Configuration", optJoin: ", ",
      species: ALL_SPECIES, form: "Equipment", price: [350, 4200],
      use: "designed for precise fluid delivery and normothermia during anesthesia and recovery",
    }),
  ],
};

export const PRACTICE_SUPPLIES: DepartmentDef = {
  name: "Practice Supplies",
  code: "PS",
  brands: ["Clinicraft", "Vialsafe", "Petlead", "Cleanvet", "Printpaw", "Brandwell"],
  notes: [
    "Available with your clinic name and logo printed on request.",
    "Keeps front desk and pharmacy workflows organized and on-brand.",
    "Bulk quantities ship within 3-5 business days.",
    "Sturdy enough for daily use in busy practices.",
  ],
  categories: [
    leaf("Pharmacy Vials & Labels", {
      items: ["Child-Resistant Pill Vial", "Amber Prescription Bottle", "Direct Thermal Prescription Labels",
        "Printed Pill Envelopes", "Oral Medication Dispenser"],
      opts: ["8 dram", "16 dram", "30 dram", "60 dram"], cap: "Size", packs: ["250/case", "500/case"],
      species: ALL_SPECIES, form: "Consumable", price: [8, 90],
      use: "designed for safe, compliant dispensing of medications to clients",
    }),
    leaf("Client Retail Products", {
      items: ["Nylon Slip Lead", "Nylon Dog Collar", "Reflective Dog Leash", "Elizabethan Recovery Collar",
        "Soft Recovery Cone", "Cardboard Pet Carrier"],
      opts: ["Small", "Medium", "Large"], cap: "Size", optJoin: ", ",
      extras: ["Red", "Blue", "Black", "Purple"], extraLabel: "Color", optStep: 0.15, packs: ["1 each", "12/pack"],
      species: SMALL_ANIMAL, form: "Retail", price: [2, 35],
      use: "made for sending patients home safely and comfortably",
    }),
    leaf("Cleaning & Disinfection", {
      items: ["Accelerated Hydrogen Peroxide Disinfectant", "Quaternary Ammonium Disinfectant Concentrate",
        "Disinfectant Wipes, Canister", "Enzymatic Odor Eliminator", "Kennel Cleaner Concentrate"],
      opts: ["32 oz", "1 gal", "2.5 gal"], cap: "Size",
      species: ALL_SPECIES, form: "Solution", price: [8, 120],
      use: "formulated to kill parvovirus, ringworm and kennel cough pathogens on hard surfaces",
    }),
    leaf("Printed Forms & Office", {
      items: ["Rabies Certificate Forms", "Vaccination Reminder Postcards", "Client Appointment Cards",
        "Surgery Consent Forms", "Clinic Branded Pens"],
      opts: ["250/pack", "500/pack", "1000/pack"], cap: "Pack Size", optJoin: ", ",
      species: ALL_SPECIES, form: "Printed", price: [12, 140],
      use: "designed to keep client communication clear and professional",
    }),
    leaf("Branded Clinic Merchandise", {
      items: ["Logo Tote Bag", "Insulated Tumbler, 20 oz", "Embroidered Fleece Jacket", "Printed Pet Bandana",
        "Clinic Logo Lanyard"],
      opts: ["Navy", "Charcoal", "Forest Green", "Red"], cap: "Color", optJoin: ", ",
      species: ALL_SPECIES, form: "Merchandise", price: [4, 45],
      use: "made for client gifts, team uniforms and community events",
    }),
  ],
};
