import { describe, expect, it } from "vitest";
import { freeVendorSlug, ownerInvitationMail, splitContactName } from "./onboarding-rules";

describe("freeVendorSlug", () => {
  it("uses the company name, numbered when taken", () => {
    expect(freeVendorSlug("Acme Vet Supply, Inc.", new Set())).toBe("acme-vet-supply-inc");
    expect(freeVendorSlug("Acme", new Set(["acme"]))).toBe("acme-2");
    expect(freeVendorSlug("Acme", new Set(["acme", "acme-2", "acme-3"]))).toBe("acme-4");
  });
  it("still names a company written only in symbols", () => {
    expect(freeVendorSlug("***", new Set())).toBe("vendor");
  });
});

describe("splitContactName", () => {
  it("keeps everything after the first name as the last name", () => {
    expect(splitContactName("  Ada  Lovelace King ")).toEqual({ firstName: "Ada", lastName: "Lovelace King" });
    expect(splitContactName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
});

describe("ownerInvitationMail", () => {
  it("carries the set-password link and the portal's sign-in address", () => {
    const mail = ownerInvitationMail({
      to: "owner@acme.test",
      contactName: "Ada",
      company: "Acme",
      setPasswordUrl: "https://dvm.test/auth/reset-password?token=t&for=vendor",
      signInUrl: "https://dvm.test/vendor/signin",
    });
    expect(mail.to).toBe("owner@acme.test");
    expect(mail.body).toContain("https://dvm.test/auth/reset-password?token=t&for=vendor");
    expect(mail.body).toContain("https://dvm.test/vendor/signin");
  });
});
