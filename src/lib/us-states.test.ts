import { describe, expect, it } from "vitest";
import { stateCode, stateKey, stateKeys, stateName, usState } from "./us-states";

describe("US states as typed", () => {
  it("reads a code and a name as the same state, in any case and with stray dots or spaces", () => {
    for (const typed of ["MO", "mo", "Mo.", " Missouri ", "MISSOURI", "missouri"]) expect(stateCode(typed)).toBe("MO");
    expect(stateCode("new  york")).toBe("NY");
    expect(stateCode("N.Y.")).toBe("NY");
    expect(stateCode("District of Columbia")).toBe("DC");
  });

  it("says null for what is not a US state", () => {
    expect(stateCode("Ontario")).toBeNull();
    expect(stateCode("M")).toBeNull();
    expect(stateCode("")).toBeNull();
    expect(stateCode(null)).toBeNull();
  });

  it("names a code and lists the spellings a stored state is compared with", () => {
    expect(stateName("mo")).toBe("Missouri");
    expect(stateName("ZZ")).toBeNull();
    expect(stateKeys("MO")).toEqual(["mo", "missouri"]);
    expect(stateKeys("ZZ")).toEqual([]);
    expect(stateKey("  North   Carolina. ")).toBe("north carolina");
  });
});

describe("usState", () => {
  it("gives the code and the name of a typed state, or null", () => {
    for (const s of ["MO", "mo", "Mo.", "Missouri", " missouri "])
      expect(usState(s)).toEqual({ code: "MO", name: "Missouri" });
    for (const s of ["", "Misery", "XX", null, undefined]) expect(usState(s)).toBeNull();
  });
});
