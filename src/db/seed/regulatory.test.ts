import { describe, expect, it } from "vitest";
import { regulatoryClassForItem } from "./regulatory";

describe("demo regulatory classes", () => {
  it("classes controlled drugs by schedule, prescription drugs as rx, the rest as none", () => {
    expect(regulatoryClassForItem("Buprenorphine HCl Injection 0.3 mg/mL")).toBe("CIII");
    expect(regulatoryClassForItem("Ketamine HCl Injection 100 mg/mL")).toBe("CIII");
    expect(regulatoryClassForItem("Butorphanol Tartrate Injection 10 mg/mL")).toBe("CIV");
    expect(regulatoryClassForItem("Phenobarbital Tablets")).toBe("CIV");
    expect(regulatoryClassForItem("Hydromorphone HCl Injection 2 mg/mL")).toBe("CII");
    expect(regulatoryClassForItem("Carprofen Chewable Tablets")).toBe("rx");
    expect(regulatoryClassForItem("Doxycycline Hyclate Tablets")).toBe("rx");
    expect(regulatoryClassForItem("Nitrile Exam Gloves, Powder-Free")).toBe("none");
  });
});
