import { describe, expect, it } from "vitest";
import {
  documentProblem,
  isSalesRep,
  DOCUMENT_TEXT,
  levelAfterApproval,
  PASSWORD_TEXT,
  passwordProblem,
  rewardDay,
  showsCoins,
  signOutReason,
  sniffFileType,
  statusOf,
} from "./rules";
import { signInFormProblem } from "./sign-in-check";

describe("password policy", () => {
  it("needs 8+ characters and allows long passphrases up to 256", () => {
    expect(passwordProblem("Ab1!xyz")).toBe(PASSWORD_TEXT.tooShort);
    expect(passwordProblem("horse battery staple on the riverbank at dawn")).toBeNull();
    expect(passwordProblem("y".repeat(30) + "z".repeat(226))).toBeNull();
    expect(passwordProblem("z" + "y".repeat(256))).toBe(PASSWORD_TEXT.tooLong);
  });
  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblem("🐶🐱🐴🐮🐷🐔🦆")).toBe(PASSWORD_TEXT.tooShort);
    expect(passwordProblem("🐶🐱🐴🐮🐷🐔🦆🐑")).toBeNull();
  });
  it("refuses common passwords case-insensitively, repeated characters and the email", () => {
    expect(passwordProblem("Password123")).toBe(PASSWORD_TEXT.common);
    expect(passwordProblem("QWERTYUIOP")).toBe(PASSWORD_TEXT.common);
    expect(passwordProblem("aaaaaaaaaaaa")).toBe(PASSWORD_TEXT.common);
    expect(passwordProblem("me@clinic.vet", "ME@clinic.vet")).toBe(PASSWORD_TEXT.sameAsEmail);
  });
});

describe("user status", () => {
  const ok = { confirmed: 0, active: 1, allow_on_dvm: 1, soft_delete: 0 };
  it("keeps an active, allowed, not deleted user signed in even when unconfirmed", () =>
    expect(signOutReason(ok)).toBeNull());
  it("gives the reason to sign out", () => {
    expect(signOutReason({ ...ok, active: 0 })).toBe("deactivated");
    expect(signOutReason({ ...ok, allow_on_dvm: 0 })).toBe("not-allowed");
    expect(signOutReason({ ...ok, soft_delete: 1, active: 0 })).toBe("deleted");
  });
});

describe("coins", () => {
  it("hides the coin link for visitors and sales reps", () => {
    expect(showsCoins(null)).toBe(false);
    expect(showsCoins({ level: 1, position: "Sales Rep" })).toBe(false);
    expect(showsCoins({ level: 1, position: "Veterinarian", isSalesRep: true })).toBe(false);
    expect(showsCoins({ level: 1, position: "Technician" })).toBe(true);
  });
  it("rewards per UTC day", () => {
    expect(rewardDay(new Date("2026-11-21T23:59:59Z"))).toBe("2026-11-21");
    expect(rewardDay(new Date("2026-11-22T00:00:00Z"))).toBe("2026-11-22");
  });
});

describe("documents", () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
  it("reads the type from the bytes", () => {
    expect(sniffFileType(new TextEncoder().encode("%PDF-1.4"))).toBe("application/pdf");
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffFileType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
  it("refuses empty, oversized and other files", () => {
    expect(documentProblem(null)).toBe(DOCUMENT_TEXT.none);
    expect(documentProblem(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25))).toBe(DOCUMENT_TEXT.tooLarge);
    expect(documentProblem(new TextEncoder().encode("hello"))).toBe(DOCUMENT_TEXT.type);
    expect(documentProblem(new TextEncoder().encode("%PDF-1.7 ..."))).toBeNull();
  });
  it("never lowers a level on approval", () => {
    expect(levelAfterApproval(5, 2)).toBe(5);
    expect(levelAfterApproval(1, 3)).toBe(3);
  });
});

describe("isSalesRep", () => {
  it("matches the position 'Sales Rep' exactly", () => {
    expect(isSalesRep("Sales Rep")).toBe(true);
    expect(isSalesRep("sales rep")).toBe(false);
    expect(isSalesRep("Veterinarian")).toBe(false);
    expect(isSalesRep(null)).toBe(false);
  });
});

describe("status flags", () => {
  it("answers the account flags as numbers, the shape signOutReason reads", () => {
    expect(statusOf({ confirmed: 1, active: true, allowOnDvm: true, softDelete: false })).toEqual({
      confirmed: 1,
      active: 1,
      allow_on_dvm: 1,
      soft_delete: 0,
    });
    expect(signOutReason(statusOf({ confirmed: 0, active: false, allowOnDvm: true, softDelete: false }))).toBe(
      "deactivated",
    );
    expect(signOutReason(statusOf({ confirmed: 1, active: true, allowOnDvm: true, softDelete: true }))).toBe("deleted");
  });
});

describe("sign-in form check", () => {
  it("names what is missing before any request", () => {
    expect(signInFormProblem("", "")).toBe("Please enter your email address and password.");
    expect(signInFormProblem("  ", "x")).toBe("Please enter your email address.");
    expect(signInFormProblem("vet@clinic", "x")).toBe("Please enter a valid email address.");
    expect(signInFormProblem("vet@clinic.com", "")).toBe("Please enter your password.");
    expect(signInFormProblem(" vet@clinic.com ", "secret")).toBeNull();
  });
});
