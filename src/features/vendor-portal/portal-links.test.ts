import { describe, expect, it } from "vitest";
import { PORTAL_LINKS } from "./components/portal-nav";
import { showsPortalLink } from "./portal-links";

const shown = (kind: "vendor" | "provider") =>
  PORTAL_LINKS.filter((l) => showsPortalLink(l.href, kind)).map((l) => l.label);

describe("portal menu per kind of seller", () => {
  it("a service provider sees no product-only pages, and its services", () => {
    const menu = shown("provider");
    for (const label of ["Listings", "Requests", "Coupons", "Statements", "Recalls"]) expect(menu).not.toContain(label);
    expect(menu).toEqual(expect.arrayContaining(["Dashboard", "Orders", "Services", "Settings", "Team", "API keys"]));
  });
  it("a product vendor sees everything but services", () => {
    expect(shown("vendor")).not.toContain("Services");
    expect(shown("vendor")).toEqual(
      expect.arrayContaining(["Listings", "Requests", "Coupons", "Statements", "Recalls"]),
    );
  });
});
