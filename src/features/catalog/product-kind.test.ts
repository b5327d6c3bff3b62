import { describe, expect, it } from "vitest";
import { productKind } from "./product-kind";

describe("productKind", () => {
  it("tells products apart by what they are", () => {
    expect(productKind("DVM Market Canvas Tote Bag", "Merchandise")).toBe("bag");
    expect(productKind("Renal Support Dry Dog Food, 25 lb", "Food")).toBe("food-bag");
    expect(productKind("Nitrile Exam Gloves, Powder-Free", "Gloves")).toBe("glove-box");
    expect(productKind("Canine Rabies Vaccine, 1-Year", "Injectable Suspension")).toBe("vial");
    expect(productKind("Metzenbaum Scissors, Curved", "Instrument")).toBe("instrument");
    expect(productKind("Multiparameter Vital Signs Monitor", "Device")).toBe("device");
    expect(productKind("Carprofen Chewable Tablets, 75 mg", "Chewable Tablet")).toBe("bottle");
    expect(productKind("Luer-Lock Syringes, 3 mL", "Consumable")).toBe("syringe");
    expect(productKind("Triple Antibiotic Ointment", "Ointment")).toBe("tube");
    expect(productKind("Cohesive Bandage Wrap, 4 in", "Bandage")).toBe("roll");
    expect(productKind("Surgical Gown, Large", "Protective Wear")).toBe("apparel");
  });

  it("reads the form first, then the name, and draws a box when neither says", () => {
    expect(productKind("Something", "Instrument Set")).toBe("instrument");
    expect(productKind("Glucose Test Strips", "Test Kit")).toBe("box");
    expect(productKind("Unnamed")).toBe("box");
  });
});
