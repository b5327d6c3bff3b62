import { ALL_SPECIES, type DepartmentDef, group, leaf, LIVESTOCK, SMALL_ANIMAL } from "./catalog-types";

const testCounts = ["5 tests", "10 tests", "30 tests"];

export const DIAGNOSTICS: DepartmentDef = {
  name: "Diagnostics",
  code: "DX",
  brands: ["Diagnova", "Testwell", "Clarivet", "Rapidex", "Sentinel Dx", "Otiscope"],
  notes: [
    "Results in 10 minutes or less with a clear visual read-out.",
    "Store kits at 2-25 °C; bring to room temperature before use.",
    "Each kit includes all reagents, devices and a step-by-step quick reference card.",
    "Validated against reference laboratory methods for sensitivity and specificity.",
  ],
  categories: [
    group("Rapid Test Kits", [
      leaf("Canine Test Kits", {
        items: ["Canine Heartworm Antigen Rapid Test", "Canine Parvovirus Antigen Rapid Test",
          "Canine 4-Plex Tick-Borne Disease Test", "Canine Pancreatic Lipase Rapid Test", "Giardia Antigen Rapid Test"],
        opts: testCounts, cap: "Pack Size", optJoin: ", ",
        species: ["Canine"], form: "Test Kit", price: [60, 480],
        use: "intended for in-clinic detection from whole blood, serum, plasma or feces",
      }),
      leaf("Feline Test Kits", {
        items: ["Feline FeLV Antigen/FIV Antibody Combo Test", "Feline Pancreatic Lipase Rapid Test",
          "Feline Heartworm Antigen Test", "Feline Panleukopenia Antigen Test"],
        opts: testCounts, cap: "Pack Size", optJoin: ", ",
        species: ["Feline"], form: "Test Kit", price: [65, 520],
        use: "intended for in-clinic screening of cats at wellness visits and before adoption",
      }),
      leaf("Equine & Livestock Tests", {
        items: ["Equine Infectious Anemia Antibody Test Kit", "Bovine Pregnancy Test (PAG ELISA)",
          "Equine Serum Amyloid A Rapid Test", "Colostrum IgG Rapid Test"],
        opts: testCounts, cap: "Pack Size", optJoin: ", ",
        species: ["Equine", ...LIVESTOCK], form: "Test Kit", price: [40, 600],
        use: "intended for stall-side and chute-side testing in large animal practice",
      }),
    ]),
    leaf("Urinalysis", {
      items: ["Urine Reagent Strips, 10-Parameter", "Urine Specific Gravity Refractometer", "Urine Sediment Stain",
        "Sterile Urine Collection Cup"],
      packs: ["1 each", "100/bottle", "12/case"], cap: "Pack Size",
      species: ALL_SPECIES, form: "Consumable", price: [8, 180],
      use: "designed for a complete in-house urinalysis in minutes",
    }),
    leaf("Blood Glucose & Chemistry", {
      items: ["Veterinary Blood Glucose Test Strips", "Blood Ketone Test Strips", "Chemistry Rotor, Comprehensive Panel",
        "Electrolyte Test Cartridge"],
      opts: ["25 count", "50 count", "100 count"], cap: "Pack Size", optJoin: ", ",
      species: SMALL_ANIMAL, form: "Consumable", price: [20, 450],
      use: "calibrated for canine and feline blood and designed for point-of-care results",
    }),
    leaf("Diagnostic Instruments", {
      items: ["Veterinary Otoscope Set", "Direct Ophthalmoscope", "LED Diagnostic Penlight", "Dual-Head Stethoscope",
        "Digital Rectal Thermometer", "Rebound Tonometer"],
      opts: ["Black", "Navy", "Burgundy"], cap: "Color", optJoin: ", ",
      species: ALL_SPECIES, form: "Instrument", price: [9, 480],
      use: "designed for everyday physical examinations in the exam room",
      notes: [
        "Rechargeable handles and LED lamps give bright, true-color light.",
        "Covered by a 2-year manufacturer warranty.",
        "Replacement bulbs, specula and tips are sold separately.",
      ],
    }),
    leaf("Cytology & Parasitology", {
      items: ["Rapid Differential Stain Kit", "Fecal Flotation Solution", "New Methylene Blue Stain",
        "Ear Cytology Stain Set"],
      opts: ["250 mL", "500 mL", "1 gal"], cap: "Size",
      species: ALL_SPECIES, form: "Reagent", price: [8, 90],
      use: "formulated for fast, consistent staining of blood films, ear swabs and fine-needle aspirates",
    }),
  ],
};

export const IMAGING: DepartmentDef = {
  name: "Imaging",
  code: "IM",
  brands: ["Radiovet", "Sonavista", "Clearscan Vet", "Lumaray", "Leadguard"],
  notes: [
    "Includes on-site installation support and staff training.",
    "DICOM compatible and ready to connect to your practice management system.",
    "Meets state radiation safety requirements for veterinary facilities.",
    "Ships freight; lift-gate delivery is available on request.",
  ],
  categories: [
    leaf("Radiation Protection", {
      items: ["Lead Apron, Front Protection", "Lead Thyroid Shield", "Radiographic Lead Gloves", "Wraparound Lead Apron"],
      opts: ["0.25 mm Pb", "0.5 mm Pb"], cap: "Protection", optJoin: ", ",
      species: ALL_SPECIES, form: "Protective Wear", price: [25, 380],
      use: "designed to protect staff during radiographic positioning",
      notes: [
        "Lightweight lead-composite core reduces fatigue during long imaging sessions.",
        "Meets state radiation safety requirements for veterinary facilities.",
        "Inspect annually for cracks and store on a hanger, never folded.",
      ],
    }),
    leaf("Digital Radiography", {
      items: ["Wireless DR Flat Panel Detector", "CR Imaging Plate", "Veterinary DICOM Viewing Workstation",
        "Portable X-Ray Generator"],
      opts: ["10 x 12 in", "14 x 17 in"], cap: "Size", optJoin: ", ",
      species: ALL_SPECIES, form: "Equipment", price: [450, 32000],
      use: "designed for diagnostic-quality radiographs in seconds",
    }),
    leaf("Ultrasound Supplies", {
      items: ["Ultrasound Transmission Gel", "Hypoallergenic Ultrasound Gel", "Ultrasound Probe Cleaning Wipes",
        "Sterile Ultrasound Probe Cover"],
      opts: ["250 mL bottle", "1 L bottle", "5 L jug"], cap: "Size", optJoin: ", ",
      species: ALL_SPECIES, form: "Consumable", price: [4, 60],
      use: "formulated for clear acoustic coupling and clean probe care",
      notes: [
        "Safe for use with all common transducer lenses.",
        "Water-soluble and non-staining; wipes off coats without residue.",
        "Case quantities ship within 1-2 business days.",
      ],
    }),
    leaf("Ultrasound Systems & Probes", {
      items: ["Portable Veterinary Ultrasound System", "Microconvex Ultrasound Probe 5-8 MHz",
        "Linear Ultrasound Probe 7-12 MHz", "Rectal Linear Probe for Large Animal"],
      opts: ["Standard Warranty", "Extended 3-Year Warranty"], cap: "Warranty", optJoin: ", ",
      species: ALL_SPECIES, form: "Equipment", price: [1800, 28000],
      use: "designed for abdominal, cardiac and reproductive scanning in the clinic or the field",
    }),
    leaf("Positioning Aids", {
      items: ["Radiolucent Positioning Trough", "Foam Positioning Wedge", "V-Trough Positioning Pad", "Sandbag Positioner"],
      opts: ["Small", "Medium", "Large"], cap: "Size", optJoin: ", ",
      species: SMALL_ANIMAL, form: "Accessory", price: [15, 160],
      use: "designed for repeatable patient positioning with fewer retakes",
      notes: [
        "Radiolucent foam leaves no artifacts on the image.",
        "Fluid-resistant covers wipe clean with hospital disinfectants.",
        "Works with digital and film-based systems.",
      ],
    }),
  ],
};

export const LAB_SUPPLIES: DepartmentDef = {
  name: "Lab Supplies",
  code: "LB",
  brands: ["Labrix", "Specitec", "Pipetta", "Centrix", "Slideline"],
  notes: [
    "Compatible with common in-house analyzers and reference laboratory requirements.",
    "Manufactured under an ISO 13485 quality system.",
    "Lot number and expiration date are printed on every unit.",
    "Bulk case pricing applies automatically at checkout.",
  ],
  categories: [
    group("Blood Collection", [
      leaf("Blood Collection Tubes", {
        items: ["EDTA Lavender-Top Blood Collection Tube", "Serum Red-Top Blood Collection Tube",
          "Lithium Heparin Green-Top Tube", "Sodium Citrate Blue-Top Tube"],
        opts: ["1.3 mL", "3 mL", "4 mL", "6 mL"], cap: "Size", packs: ["100/box", "1000/case"],
        species: ALL_SPECIES, form: "Consumable", price: [12, 180],
        use: "designed for consistent draw volumes and accurate additive-to-blood ratios",
      }),
      leaf("Microtubes & Capillary Tubes", {
        items: ["Micro Collection Tube with EDTA", "Heparinized Capillary Tubes", "Plain Capillary Tubes",
          "Capillary Tube Sealing Clay"],
        packs: ["100/vial", "200/box", "1000/case"], cap: "Pack Size",
        species: ALL_SPECIES, form: "Consumable", price: [5, 90],
        use: "designed for small-volume samples from cats, exotics and neonates",
      }),
    ]),
    leaf("Slides & Coverslips", {
      items: ["Microscope Slides, Frosted End", "Microscope Slides, Plain", "Glass Coverslips #1",
        "Charged Adhesion Microscope Slides"],
      opts: ["72/box", "144/box"], cap: "Pack Size", optJoin: ", ",
      species: ALL_SPECIES, form: "Consumable", price: [4, 45],
      use: "made for blood smears, cytology and fecal examinations",
    }),
    leaf("Pipettes & Tips", {
      items: ["Adjustable Volume Micropipette", "Graduated Transfer Pipettes", "Universal Pipette Tips",
        "Filtered Pipette Tips"],
      opts: ["10 uL", "200 uL", "1000 uL"], cap: "Size", packs: ["1 each", "1000/bag"],
      species: ALL_SPECIES, form: "Consumable", price: [6, 320],
      use: "designed for accurate, repeatable liquid handling in the clinic laboratory",
    }),
    leaf("Specimen Containers", {
      items: ["Sterile Specimen Container 120 mL", "Culture Swab Transport System",
        "Formalin-Prefilled Biopsy Container", "Fecal Sample Container with Spoon"],
      packs: ["25/pack", "100/case", "500/case"], cap: "Pack Size",
      species: ALL_SPECIES, form: "Consumable", price: [9, 150],
      use: "designed for leak-resistant transport of samples to the reference laboratory",
    }),
    leaf("Centrifuge Supplies", {
      items: ["Conical Centrifuge Tube", "Microcentrifuge Tube", "Serum Separator Transfer Tube"],
      opts: ["1.5 mL", "15 mL", "50 mL"], cap: "Size", packs: ["500/bag", "1000/case"],
      species: ALL_SPECIES, form: "Consumable", price: [12, 180],
      use: "rated for high-speed centrifugation without cracking or leaking",
    }),
  ],
};
