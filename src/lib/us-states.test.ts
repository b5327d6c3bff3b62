import { describe, expect, it } from "vitest";
import { US_STATE_NAMES, usState } from "./us-states";

describe("usState", () => {
  it("takes a code or a name, in any case, with stray spaces and dots", () => {
    for (const s of ["MO", "mo", "Mo.", "Missouri", " missouri ", "MISSOURI"])
      expect(usState(s)).toEqual({ code: "MO", name: "Missouri" });
    expect(usState("new  york")).toEqual({ code: "NY", name: "New York" });
    expect(usState("D.C.")?.code).toBe("DC");
    expect(usState("Washington, DC")?.code).toBe("DC");
  });

  it("knows every state both ways and nothing else", () => {
    expect(Object.keys(US_STATE_NAMES)).toHaveLength(51);
    for (const [code, name] of Object.entries(US_STATE_NAMES)) {
      expect(usState(code)?.name).toBe(name);
      expect(usState(name)?.code).toBe(code);
    }
    for (const s of ["", "  ", "M", "Misery", "XX", null, undefined]) expect(usState(s)).toBeNull();
  });
});
