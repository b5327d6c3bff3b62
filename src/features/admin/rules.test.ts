import { describe, expect, it } from "vitest";
import {
  auditChanges,
  auditSubject,
  coinAdjustProblem,
  dayAfter,
  expiryProblem,
  isOperator,
  refundProblem,
  restoredStatus,
} from "./rules";

describe("admin rules", () => {
  it("knows an operator only by role", () => {
    expect(isOperator({ role: "operator" })).toBe(true);
    expect(isOperator({ role: "customer" })).toBe(false);
    expect(isOperator({ role: "vendor" })).toBe(false);
    expect(isOperator(null)).toBe(false);
  });

  it("checks coin adjustments", () => {
    expect(coinAdjustProblem(10, 5, "Goodwill")).toBeNull();
    expect(coinAdjustProblem(10, -10, "Refund")).toBeNull();
    expect(coinAdjustProblem(10, -11, "Refund")).toMatch(/below zero/);
    expect(coinAdjustProblem(10, 0, "Refund")).toMatch(/other than zero/);
    expect(coinAdjustProblem(10, 1.5, "Refund")).toMatch(/whole number/);
    expect(coinAdjustProblem(10, 5, " x ")).toMatch(/reason/);
    expect(coinAdjustProblem(10, 200_000, "Big")).toMatch(/at most/);
  });

  it("checks expiry dates", () => {
    const today = new Date("2026-11-23T10:00:00Z");
    expect(expiryProblem(undefined, today)).toBeNull();
    expect(expiryProblem("2027-01-31", today)).toBeNull();
    expect(expiryProblem("2026-11-23", today)).toMatch(/after today/);
    expect(expiryProblem("2027-02-30", today)).toMatch(/YYYY-MM-DD/);
    expect(expiryProblem("31/01/2027", today)).toMatch(/YYYY-MM-DD/);
    expect(dayAfter(today, 30)).toBe("2026-12-23");
  });
});

describe("audit entries in words", () => {
  it("lists each changed field with before and after, skipping what did not change", () => {
    expect(
      auditChanges({ status: "pending", userLevel: 1 }, { status: "approved", userLevel: 3, levelGranted: 3 }),
    ).toEqual([
      { field: "Level granted", before: null, after: "3" },
      { field: "Status", before: "pending", after: "approved" },
      { field: "User level", before: "1", after: "3" },
    ]);
    expect(auditChanges({ showCounter: false, title: "A" }, { showCounter: true, title: "A" })).toEqual([
      { field: "Show counter", before: "no", after: "yes" },
    ]);
    expect(auditChanges(null, "too many failed keys")).toEqual([
      { field: "Value", before: null, after: "too many failed keys" },
    ]);
    expect(auditChanges({ dea_number: "AB1" }, null)).toEqual([{ field: "Dea number", before: "AB1", after: null }]);
  });
});

describe("what an audit entry is about", () => {
  it("names the record by its own title, question or name, the newer first", () => {
    expect(auditSubject({ question: "Do you ship?" }, { question: "Do you ship to Alaska?", answer: "Yes" })).toBe(
      "Do you ship to Alaska?",
    );
    expect(auditSubject({ name: "Dental day" }, null)).toBe("Dental day");
    expect(auditSubject({ levelGranted: 3 }, { userLevel: 3 })).toBeNull();
    expect(auditSubject(null, "a reason")).toBeNull();
  });
});

describe("restoredStatus", () => {
  it("gives back the status the listing had when it was taken down", () => {
    expect(restoredStatus({ status: "published" })).toBe("published");
    expect(restoredStatus({ status: "pending_review" })).toBe("pending_review");
    expect(restoredStatus({ status: "draft" })).toBe("draft");
  });
  it("never publishes what it cannot tell was live", () => {
    expect(restoredStatus(null)).toBe("unpublished");
    expect(restoredStatus({ status: "taken_down" })).toBe("unpublished");
    expect(restoredStatus({ status: "sold_out" })).toBe("unpublished");
    expect(restoredStatus("published")).toBe("unpublished");
  });
});

describe("refundProblem", () => {
  it("allows a refund up to what is left of the total", () => {
    expect(refundProblem(10_000, 0, 10_000)).toBeNull();
    expect(refundProblem(10_000, 2_500, 7_500)).toBeNull();
  });
  it("says how much is left when the refund is more than that", () => {
    expect(refundProblem(10_000, 2_500, 7_501)).toBe(
      "At most $75.00 can still be refunded on this order ($25.00 of $100.00 refunded so far).",
    );
    expect(refundProblem(10_000, 10_000, 1)).toBe("This order has been refunded in full already.");
  });
  it("refuses nothing, less than nothing and fractions of a cent", () => {
    expect(refundProblem(10_000, 0, 0)).toBe("Enter a refund above $0.");
    expect(refundProblem(10_000, 0, -5)).toBe("Enter a refund above $0.");
    expect(refundProblem(10_000, 0, 1.5)).toBe("Enter the refund in dollars and cents, like 12.50.");
  });
});
