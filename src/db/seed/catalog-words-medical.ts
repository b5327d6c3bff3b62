import { type DepartmentDef, group, leaf, LIVESTOCK, SMALL_ANIMAL } from "./catalog-types";

const tabletPacks = ["100/bottle", "250/bottle", "500/bottle"];
const vialPacks = ["1 vial", "6 vials", "12 vials"];
const dosePacks = ["10 x 1 dose", "25 x 1 dose", "50 x 1 dose"];

export const PHARMACEUTICALS: DepartmentDef = {
  name: "Pharmaceuticals",
  code: "PH",
  brands: ["Veterion", "Pawmedica", "Kindred Pharma", "Aldervet", "Solvara", "Medivance Vet", "Northbrook Pharma"],
  notes: [
    "Dispense only by or on the order of a licensed veterinarian.",
    "Store at controlled room temperature, 20-25 °C, protected from light and moisture.",
    "Dose by body weight and adjust to the clinical response of the patient.",
    "Every lot ships with at least 12 months of dating remaining.",
    "Client handouts and dosing charts are available on request.",
  ],
  categories: [
    group("Antibiotics", [
      leaf("Oral Antibiotics", {
        items: ["Amoxicillin Trihydrate Tablets", "Amoxicillin-Clavulanate Chewable Tablets", "Cephalexin Capsules",
          "Doxycycline Hyclate Tablets", "Enrofloxacin Flavored Tablets", "Clindamycin Hydrochloride Capsules",
          "Marbofloxacin Tablets", "Metronidazole Tablets"],
        opts: ["50 mg", "100 mg", "250 mg", "500 mg"], cap: "Strength", packs: tabletPacks,
        species: SMALL_ANIMAL, form: "Tablet", price: [9, 60],
        use: "indicated for susceptible bacterial infections of the skin, urinary tract and soft tissue",
      }),
      leaf("Injectable Antibiotics", {
        items: ["Ceftiofur Sodium Sterile Powder", "Penicillin G Procaine Injectable Suspension",
          "Oxytetracycline Injection 200 mg/mL", "Enrofloxacin Injectable Solution 2.27%",
          "Cefazolin Sodium for Injection", "Ampicillin Sodium for Injection"],
        opts: ["50 mL", "100 mL", "250 mL"], cap: "Size", packs: vialPacks,
        species: ["Canine", "Feline", "Bovine", "Equine", "Porcine"], form: "Injectable", price: [18, 120],
        use: "indicated for parenteral treatment of infections caused by susceptible bacteria",
      }),
      leaf("Topical & Otic Antibiotics", {
        items: ["Gentamicin-Betamethasone Otic Solution", "Mupirocin Ointment 2%", "Silver Sulfadiazine Cream 1%",
          "Neomycin-Polymyxin-Dexamethasone Ophthalmic Ointment", "Triple Antibiotic Ointment"],
        opts: ["15 g", "30 g", "50 g"], cap: "Size", packs: ["1 tube", "12 tubes"],
        species: SMALL_ANIMAL, form: "Ointment", price: [8, 45],
        use: "used for topical treatment of bacterial skin, ear and eye infections",
      }),
    ]),
    group("Pain & Inflammation", [
      leaf("NSAIDs", {
        items: ["Carprofen Chewable Tablets", "Meloxicam Tablets", "Robenacoxib Tablets", "Grapiprant Tablets",
          "Firocoxib Chewable Tablets", "Deracoxib Chewable Tablets"],
        opts: ["25 mg", "75 mg", "100 mg"], cap: "Strength", packs: ["30/bottle", "60/bottle", "180/bottle"],
        species: ["Canine", "Feline", "Equine"], form: "Chewable Tablet", price: [14, 95],
        use: "indicated for the control of pain and inflammation associated with osteoarthritis and surgery",
      }),
      leaf("Opioid Analgesics", {
        items: ["Buprenorphine HCl Injection 0.3 mg/mL", "Butorphanol Tartrate Injection 10 mg/mL",
          "Hydromorphone HCl Injection 2 mg/mL", "Methadone HCl Injection 10 mg/mL"],
        opts: ["1 mL", "10 mL", "20 mL"], cap: "Size", packs: ["1 vial", "5 vials", "10 vials"],
        species: SMALL_ANIMAL, form: "Injectable", price: [25, 160],
        use: "intended for moderate to severe pain and requires a current DEA registration to order",
      }),
      leaf("Corticosteroids", {
        items: ["Prednisolone Tablets", "Dexamethasone Sodium Phosphate Injection", "Triamcinolone Acetonide Tablets",
          "Methylprednisolone Tablets", "Prednisone Tablets"],
        opts: ["1 mg", "5 mg", "20 mg"], cap: "Strength", packs: ["100/bottle", "1000/bottle"],
        species: ["Canine", "Feline", "Equine"], form: "Tablet", price: [6, 70],
        use: "used for the management of inflammatory, allergic and immune-mediated conditions",
      }),
    ]),
    leaf("Cardiology", {
      items: ["Pimobendan Chewable Tablets", "Enalapril Maleate Tablets", "Benazepril HCl Tablets", "Furosemide Tablets",
        "Spironolactone Tablets", "Atenolol Tablets"],
      opts: ["1.25 mg", "2.5 mg", "5 mg", "10 mg"], cap: "Strength", packs: ["50/bottle", "100/bottle"],
      species: SMALL_ANIMAL, form: "Tablet", price: [18, 140],
      use: "indicated for the management of congestive heart failure and systemic hypertension",
    }),
    leaf("Endocrinology", {
      items: ["Levothyroxine Sodium Chewable Tablets", "Methimazole Tablets", "Trilostane Capsules", "Glipizide Tablets",
        "Desoxycorticosterone Pivalate Injectable Suspension"],
      opts: ["0.1 mg", "0.5 mg", "5 mg", "10 mg"], cap: "Strength", packs: ["30/bottle", "100/bottle"],
      species: SMALL_ANIMAL, form: "Tablet", price: [15, 150],
      use: "indicated for the management of thyroid, adrenal and pancreatic endocrine disorders",
    }),
    leaf("Behavior & Anxiety", {
      items: ["Fluoxetine Chewable Tablets", "Clomipramine Tablets", "Trazodone HCl Tablets", "Gabapentin Capsules",
        "Dexmedetomidine Oromucosal Gel"],
      opts: ["10 mg", "50 mg", "100 mg"], cap: "Strength", packs: ["30/bottle", "100/bottle"],
      species: SMALL_ANIMAL, form: "Tablet", price: [12, 90],
      use: "indicated for separation anxiety, noise aversion and situational fear",
    }),
    leaf("Gastrointestinal", {
      items: ["Maropitant Citrate Tablets", "Famotidine Tablets", "Sucralfate Tablets", "Ondansetron Tablets",
        "Omeprazole Delayed-Release Capsules", "Metoclopramide Tablets"],
      opts: ["10 mg", "20 mg", "40 mg"], cap: "Strength", packs: ["30/bottle", "100/bottle"],
      species: SMALL_ANIMAL, form: "Tablet", price: [10, 110],
      use: "indicated for the prevention of vomiting and the management of gastric ulceration and reflux",
    }),
  ],
};

export const VACCINES: DepartmentDef = {
  name: "Vaccines",
  code: "VA",
  brands: ["Immunivet", "Vaxcel Animal Health", "Protegra", "Sentrivax", "Herdshield"],
  notes: [
    "Ships refrigerated in an insulated cooler with ice packs; store at 2-8 °C and do not freeze.",
    "Shake well and use the entire contents once a vial is opened.",
    "Revaccinate according to the label and current practice vaccination guidelines.",
    "Only healthy animals should be vaccinated.",
  ],
  categories: [
    leaf("Canine Vaccines", {
      items: ["Canine Distemper-Parvo Vaccine (DAPP)", "Canine DAPP + Leptospira 4-Way Vaccine (DAPPL4)",
        "Bordetella Bronchiseptica Intranasal Vaccine", "Canine Influenza H3N2/H3N8 Bivalent Vaccine",
        "Lyme Borreliosis Recombinant Vaccine", "Canine Leptospira 4-Way Vaccine"],
      opts: dosePacks, cap: "Pack Size", optJoin: ", ",
      species: ["Canine"], form: "Injectable Suspension", price: [45, 160],
      use: "indicated to aid in the prevention of the listed diseases in healthy dogs 6 weeks of age or older",
    }),
    leaf("Feline Vaccines", {
      items: ["Feline FVRCP Vaccine, Modified Live", "Feline Leukemia Recombinant Vaccine (FeLV)",
        "Feline FVRCP-C Vaccine, Killed", "Feline Rhinotracheitis-Calici Intranasal Vaccine"],
      opts: dosePacks, cap: "Pack Size", optJoin: ", ",
      species: ["Feline"], form: "Injectable Suspension", price: [40, 150],
      use: "indicated to aid in the prevention of respiratory and viral disease in healthy cats 8 weeks of age or older",
    }),
    leaf("Rabies Vaccines", {
      items: ["Rabies Vaccine, 1-Year, Killed", "Rabies Vaccine, 3-Year, Killed", "Recombinant Feline Rabies Vaccine"],
      opts: ["10 x 1 dose", "25 x 1 dose", "10-dose vial"], cap: "Pack Size", optJoin: ", ",
      species: ["Canine", "Feline", "Equine", "Bovine"], form: "Injectable Suspension", price: [30, 120],
      use: "indicated for vaccination against rabies in accordance with state and local requirements",
    }),
    leaf("Equine Vaccines", {
      items: ["Equine West Nile Virus Vaccine", "Equine Influenza Intranasal Vaccine", "Equine Tetanus Toxoid",
        "Equine EWT/WNV Combination Vaccine (4-Way)", "Equine Rhinopneumonitis Vaccine (EHV-1/EHV-4)"],
      opts: ["1 dose", "10 x 1 dose"], cap: "Pack Size", optJoin: ", ",
      species: ["Equine"], form: "Injectable Suspension", price: [20, 220],
      use: "indicated for vaccination of healthy horses against the core and risk-based equine diseases listed",
    }),
    leaf("Livestock Vaccines", {
      items: ["Bovine Respiratory 5-Way Modified Live Vaccine", "Clostridial 7-Way Vaccine with Tetanus",
        "Porcine Circovirus Type 2 Vaccine", "Bovine Pinkeye (Moraxella bovis) Bacterin"],
      opts: ["10 doses", "50 doses", "100 doses"], cap: "Pack Size", optJoin: ", ",
      species: LIVESTOCK, form: "Injectable Suspension", price: [25, 300],
      use: "intended for herd vaccination programs in healthy cattle, swine, sheep and goats",
    }),
  ],
};

export const PARASITICIDES: DepartmentDef = {
  name: "Parasiticides",
  code: "PA",
  brands: ["Parashield", "Vermex", "Tickstop", "Wormaway", "Pestara", "Canispot"],
  notes: [
    "Administer by body weight; weigh the patient before dispensing.",
    "Test for existing heartworm infection before starting a preventive.",
    "Year-round protection is recommended in most regions.",
    "Retail-ready cartons include client instructions.",
  ],
  categories: [
    group("Dewormers", [
      leaf("Canine Dewormers", {
        items: ["Canine Dewormer Pyrantel Pamoate Chewable Tablets", "Fenbendazole Granules 22.2%",
          "Praziquantel Tablets for Dogs", "Canine Broad-Spectrum Dewormer Febantel/Praziquantel/Pyrantel Tablets",
          "Milbemycin Oxime Dewormer Tablets"],
        opts: ["Up to 25 lb", "26-50 lb", "51-100 lb"], cap: "Weight Range", optJoin: ", ",
        packs: ["2 tablets", "6 tablets", "50 tablets"],
        species: ["Canine"], form: "Chewable Tablet", price: [8, 90],
        use: "indicated for the removal of roundworms, hookworms, whipworms and tapeworms in dogs",
      }),
      leaf("Feline Dewormers", {
        items: ["Feline Dewormer Praziquantel/Pyrantel Tablets", "Feline Dewormer Praziquantel Tablets 23 mg",
          "Feline Broad-Spectrum Dewormer Emodepside/Praziquantel Topical", "Pyrantel Pamoate Oral Suspension for Cats"],
        opts: ["Kitten (2-5 lb)", "Cat (5-11 lb)", "Large Cat (11-22 lb)"], cap: "Weight Range", optJoin: ", ",
        packs: ["2 doses", "4 doses", "50 doses"],
        species: ["Feline"], form: "Tablet", price: [9, 75],
        use: "indicated for the removal of tapeworms, roundworms and hookworms in cats and kittens",
      }),
      leaf("Equine Dewormers", {
        items: ["Ivermectin Paste 1.87%", "Ivermectin/Praziquantel Paste", "Moxidectin Oral Gel", "Fenbendazole Paste 10%",
          "Pyrantel Pamoate Suspension"],
        opts: ["Single Syringe", "12-Pack", "36-Pack"], cap: "Pack Size", optJoin: ", ",
        species: ["Equine"], form: "Oral Paste", price: [6, 180],
        use: "indicated for the control of large and small strongyles, bots and tapeworms in horses",
      }),
    ]),
    leaf("Flea & Tick", {
      items: ["Fluralaner Chewable Tablets", "Afoxolaner Soft Chews", "Selamectin Topical Solution",
        "Fipronil/S-Methoprene Spot-On", "Imidacloprid/Flumethrin Collar", "Sarolaner Chewables"],
      opts: ["4.4-9.9 lb", "10-22 lb", "22-44 lb", "44-88 lb"], cap: "Weight Range", optJoin: ", ",
      packs: ["1 dose", "3 doses", "6 doses"],
      species: SMALL_ANIMAL, form: "Chewable Tablet", price: [25, 140],
      use: "indicated for the treatment and prevention of flea infestations and the control of tick infestations",
    }),
    leaf("Heartworm Prevention", {
      items: ["Ivermectin/Pyrantel Chewables", "Milbemycin Oxime Flavor Tablets", "Moxidectin Topical Solution",
        "Selamectin/Sarolaner Topical", "Ivermectin Chewables for Cats"],
      opts: ["Up to 25 lb", "26-50 lb", "51-100 lb"], cap: "Weight Range", optJoin: ", ",
      packs: ["6 doses", "12 doses"],
      species: SMALL_ANIMAL, form: "Chewable Tablet", price: [30, 130],
      use: "indicated for the prevention of heartworm disease and the control of intestinal parasites",
    }),
  ],
};
