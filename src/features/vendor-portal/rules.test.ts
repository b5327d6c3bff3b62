import { describe, expect, it } from "vitest";
import { can } from "./rules";

describe("team permissions", () => {
  it("staff fulfil and edit listings but never touch prices, payouts, team or keys", () => {
    expect(can("staff", "fulfil")).toBe(true);
    expect(can("staff", "edit_listings")).toBe(true);
    for (const a of ["change_prices", "manage_payouts", "manage_team", "manage_api_keys"] as const)
      expect(can("staff", a)).toBe(false);
  });
  it("managers change prices and payouts; only owners manage team and keys", () => {
    expect(can("manager", "change_prices")).toBe(true);
    expect(can("manager", "manage_team")).toBe(false);
    expect(can("manager", "manage_api_keys")).toBe(false);
    expect(can("owner", "manage_team")).toBe(true);
    expect(can("owner", "manage_api_keys")).toBe(true);
  });
  it("only owners change a listing's regulatory class", () => {
    expect(can("owner", "change_regulatory_class")).toBe(true);
    expect(can("manager", "change_regulatory_class")).toBe(false);
    expect(can("staff", "change_regulatory_class")).toBe(false);
  });
});
