import { describe, expect, it } from "vitest";
import { describeAnswer, quoteProblem, REQUEST_STATUSES, sampleActionsFor, sampleStatusAfter } from "./rules";
import { requestListQuery } from "./schema";

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

describe("what a sample request allows next", () => {
  it("pending: approve or decline; approved: sent; declined and shipped: nothing", () => {
    expect(sampleActionsFor("pending")).toEqual(["approve", "decline"]);
    expect(sampleActionsFor("approved")).toEqual(["sent"]);
    expect(sampleActionsFor("declined")).toEqual([]);
    expect(sampleActionsFor("shipped")).toEqual([]);
    // every action offered is one the answer accepts
    for (const status of REQUEST_STATUSES.sample)
      for (const action of sampleActionsFor(status)) expect(sampleStatusAfter(status, action)).not.toBeNull();
  });
});

describe("the requests list's query", () => {
  it("takes a status of the request's kind and says which ones fit otherwise", () => {
    expect(requestListQuery.parse({ type: "sample", status: "approved" })).toMatchObject({ status: "approved" });
    expect(requestListQuery.parse({ type: "price", status: "" })).toEqual({ type: "price", page: 1 });
    const wrong = requestListQuery.safeParse({ type: "price", status: "shipped" });
    expect(wrong.success ? "" : wrong.error.issues[0]!.message).toBe("A price request is open or answered.");
    const sample = requestListQuery.safeParse({ type: "sample", status: "open" });
    expect(sample.success ? "" : sample.error.issues[0]!.message).toBe(
      "A sample request is pending, approved, declined or shipped.",
    );
  });
});

describe("an answer in a sentence", () => {
  const none = { price: null, valid_until: null, tracking: null, reason: null };
  it("a quote names the price and its last day", () => {
    expect(describeAnswer({ ...none, action: "quote", price: 12.3, valid_until: "2099-12-31" })).toBe(
      "Quoted $12.30, valid until 2099-12-31",
    );
  });
  it("sample decisions name the tracking number or the reason", () => {
    expect(describeAnswer({ ...none, action: "approve" })).toBe("Approved");
    expect(describeAnswer({ ...none, action: "approve", tracking: "1Z9" })).toBe("Approved, tracking 1Z9");
    expect(describeAnswer({ ...none, action: "decline", reason: "Out of samples" })).toBe("Declined: Out of samples");
    expect(describeAnswer({ ...none, action: "sent", tracking: "1Z10" })).toBe("Sent, tracking 1Z10");
  });
});
