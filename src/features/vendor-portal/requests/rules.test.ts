import { describe, expect, it } from "vitest";
import { quoteProblem, sampleStatusAfter } from "./rules";

describe("request answers", () => {
  it("samples: pending → approved or declined, approved → shipped; nothing else", () => {
    expect(sampleStatusAfter("pending", "approve")).toBe("approved");
    expect(sampleStatusAfter("pending", "decline")).toBe("declined");
    expect(sampleStatusAfter("approved", "sent")).toBe("shipped");
    expect(sampleStatusAfter("pending", "sent")).toBeNull();
    expect(sampleStatusAfter("declined", "approve")).toBeNull();
  });
  it("quotes need a positive price and a date not past", () => {
    expect(quoteProblem(1250, "2026-12-31", "2026-11-23")).toBeNull();
    expect(quoteProblem(0, "2026-12-31", "2026-11-23")).toMatch(/more than/);
    expect(quoteProblem(100, "2026-01-01", "2026-11-23")).toMatch(/past/);
    expect(quoteProblem(100, "soon", "2026-11-23")).toMatch(/date like/);
  });
});
