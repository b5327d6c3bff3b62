import { describe, expect, it } from "vitest";
import {
  budgetState,
  can,
  assignRoleProblem,
  assignableRoles,
  assignLocationsProblem,
  budgetImpact,
  checkoutButtonLabel,
  memberLocationIds,
  resubmitProblem,
  canAssignRole,
  canDecide,
  evaluateOrder,
  monthStart,
  rolesThatCan,
  type OrderFacts,
} from "./rules";

const facts = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  role: "purchaser",
  orderLimitCents: 50_000,
  recentOwnCents: 0,
  locationId: 1,
  totalCents: 10_000,
  lines: [{ vendorId: 7, vendorName: "Acme", categoryId: 3, regulatoryClass: "none" }],
  rules: [],
  budget: { limitCents: null, spentCents: 0 },
  selfApproval: false,
  ...over,
});

describe("clinic roles", () => {
  it("grants each role exactly its actions", () => {
    expect(can("owner", "manage_locations")).toBe(true);
    expect(can("manager", "approve")).toBe(true);
    expect(can("manager", "set_budgets")).toBe(true);
    expect(can("manager", "manage_members")).toBe(true);
    expect(can("manager", "manage_locations")).toBe(false);
    expect(can("purchaser", "place_order")).toBe(true);
    expect(can("purchaser", "approve")).toBe(false);
    expect(can("requester", "build_cart")).toBe(true);
    expect(can("requester", "place_order")).toBe(false);
    expect(can("viewer", "view_orders")).toBe(true);
    expect(can("viewer", "build_cart")).toBe(false);
    expect(can("member", "view_orders")).toBe(false);
  });
  it("lets only owners touch owners", () => {
    expect(canAssignRole("owner", "owner")).toBe(true);
    expect(canAssignRole("manager", "purchaser", "requester")).toBe(true);
    expect(canAssignRole("manager", "owner")).toBe(false);
    // only the owner grants a role that approves: a manager cannot mint a second approver
    expect(canAssignRole("manager", "manager")).toBe(false);
    expect(canAssignRole("manager", "viewer", "manager")).toBe(false);
    expect(canAssignRole("owner", "manager", "purchaser")).toBe(true);
    expect(assignRoleProblem("manager", "manager")).toMatch(/Only the clinic's owner/);
    expect(assignRoleProblem("owner", "manager")).toBeNull();
    expect(canAssignRole("manager", "viewer", "owner")).toBe(false);
    expect(canAssignRole("purchaser", "viewer")).toBe(false);
  });
});

describe("budget", () => {
  it("warns from 80% and is over past the budget", () => {
    expect(budgetState(null, 900)).toBe("none");
    expect(budgetState(1000, 700, 99)).toBe("ok");
    expect(budgetState(1000, 700, 100)).toBe("warn");
    expect(budgetState(1000, 700, 300)).toBe("warn");
    expect(budgetState(1000, 700, 301)).toBe("over");
  });
  it("counts from the first of the month, UTC", () => {
    expect(monthStart(new Date("2026-11-23T03:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });
});

describe("evaluateOrder", () => {
  it("places a purchaser's order within their limit", () => {
    expect(evaluateOrder(facts())).toEqual({ decision: "place", reasons: [], warning: null });
  });
  it("holds a purchaser's order above their limit", () => {
    const v = evaluateOrder(facts({ totalCents: 80_000 }));
    expect(v.decision).toBe("hold");
    expect(v.reasons[0]).toBe("The order total $800.00 is above your limit of $500.00.");
  });
  it("always holds a requester's order and refuses a viewer", () => {
    expect(evaluateOrder(facts({ role: "requester" })).decision).toBe("hold");
    expect(evaluateOrder(facts({ role: "viewer" })).decision).toBe("forbidden");
  });
  it("applies total, vendor, category and regulatory rules, per location", () => {
    const total = { kind: "total_over" as const, locationId: null, amountCents: 5_000 };
    expect(evaluateOrder(facts({ rules: [total] })).reasons).toEqual(["Orders above $50.00 need approval."]);
    const elsewhere = { ...total, locationId: 2 };
    expect(evaluateOrder(facts({ rules: [elsewhere] })).decision).toBe("place");
    const vendor = { kind: "vendor" as const, locationId: 1, vendorId: 7 };
    expect(evaluateOrder(facts({ rules: [vendor] })).reasons).toEqual(["Orders from Acme need approval."]);
    const category = { kind: "category" as const, locationId: null, categoryId: 4 };
    expect(evaluateOrder(facts({ rules: [category] })).decision).toBe("place");
    const controlled = { kind: "regulatory" as const, locationId: null, classes: ["CII", "CIII"] };
    const lines = [{ vendorId: 7, vendorName: "Acme", categoryId: 3, regulatoryClass: "CII" }];
    expect(evaluateOrder(facts({ rules: [controlled], lines })).reasons).toEqual(["Items of class CII need approval."]);
  });
  it("warns at 80% of the monthly budget and holds above it", () => {
    const warn = evaluateOrder(facts({ budget: { limitCents: 100_000, spentCents: 75_000 } }));
    expect(warn).toMatchObject({ decision: "place", warning: expect.stringContaining("80%") });
    const over = evaluateOrder(facts({ budget: { limitCents: 100_000, spentCents: 95_000 } }));
    expect(over.decision).toBe("hold");
  });
  it("holds an approver's own order under a rule unless self-approval is on", () => {
    const rules = [{ kind: "total_over" as const, locationId: null, amountCents: 5_000 }];
    expect(evaluateOrder(facts({ role: "manager", rules })).decision).toBe("hold");
    expect(evaluateOrder(facts({ role: "manager", rules, selfApproval: true })).decision).toBe("place");
    expect(evaluateOrder(facts({ role: "manager", totalCents: 900_000 })).decision).toBe("place");
  });
});

describe("a purchaser's limit over a rolling day", () => {
  it("holds the order that, with the member's last 24 hours, passes the limit", () => {
    expect(evaluateOrder(facts({ totalCents: 30_000, recentOwnCents: 19_999 })).decision).toBe("place");
    const split = evaluateOrder(facts({ totalCents: 30_000, recentOwnCents: 20_001 }));
    expect(split.decision).toBe("hold");
    expect(split.reasons[0]).toMatch(/orders of the last 24 hours \(\$200\.01\)/);
  });
});

describe("rolesThatCan", () => {
  it("a viewer has no cart; every other role builds one", () => {
    expect(rolesThatCan("build_cart")).toEqual(["owner", "manager", "purchaser", "requester"]);
    expect(rolesThatCan("view_orders")).toContain("viewer");
    expect(rolesThatCan("manage_locations")).toEqual(["owner"]);
  });
});

describe("canDecide", () => {
  const base = { role: "manager", approverId: "m", requesterId: "p" };
  it("lets owners and managers decide others' orders only, never their own", () => {
    expect(canDecide(base).ok).toBe(true);
    expect(canDecide({ ...base, role: "purchaser" }).ok).toBe(false);
    expect(canDecide({ ...base, requesterId: "m" }).ok).toBe(false);
    expect(canDecide({ ...base, role: "owner", approverId: "o", requesterId: "o" }).ok).toBe(false);
  });
});

describe("who gives which role, and where members work", () => {
  it("offers an owner every role and a manager only roles that cannot approve", () => {
    expect(assignableRoles("owner", "requester")).toEqual(["owner", "manager", "purchaser", "requester", "viewer"]);
    expect(assignableRoles("manager", "requester")).toEqual(["purchaser", "requester", "viewer"]);
    // a manager looking at another manager may keep what they see, and change nothing
    expect(assignableRoles("manager", "manager")).toEqual(["manager"]);
    expect(assignableRoles("purchaser", "viewer")).toEqual(["viewer"]);
  });

  it("keeps an owner at every location, and anyone unassigned too", () => {
    const all = [1, 2, 3];
    expect(memberLocationIds("owner", [2], all)).toEqual([1, 2, 3]);
    expect(memberLocationIds("requester", [], all)).toEqual([1, 2, 3]);
    expect(memberLocationIds("requester", [3, 1], all)).toEqual([1, 3]);
    // an assignment to a location that is gone does not lock the member out
    expect(memberLocationIds("purchaser", [9], all)).toEqual([1, 2, 3]);
  });

  it("lets the owner place anyone but an owner, a manager only those below", () => {
    expect(assignLocationsProblem("owner", "manager")).toBeNull();
    expect(assignLocationsProblem("manager", "purchaser")).toBeNull();
    expect(assignLocationsProblem("manager", "manager")).toMatch(/Only the clinic's owner/);
    expect(assignLocationsProblem("owner", "owner")).toMatch(/every location/);
    expect(assignLocationsProblem("purchaser", "requester")).toMatch(/does not allow managing members/);
  });
});

describe("budget impact and the checkout button", () => {
  it("says what is spent, what the order adds and what is left", () => {
    expect(budgetImpact(100_000, 30_000, 20_000)).toEqual({
      limitCents: 100_000,
      spentCents: 30_000,
      orderCents: 20_000,
      leftCents: 50_000,
      state: "ok",
    });
    expect(budgetImpact(100_000, 70_000, 20_000).state).toBe("warn");
    expect(budgetImpact(100_000, 90_000, 20_000)).toMatchObject({ leftCents: -10_000, state: "over" });
    expect(budgetImpact(null, 90_000, 20_000)).toMatchObject({ limitCents: null, leftCents: null, state: "none" });
  });

  it("agrees with the gate: an order the budget check holds is over the budget", () => {
    const f = facts({ role: "owner", budget: { limitCents: 100_000, spentCents: 90_000 }, totalCents: 20_000 });
    expect(evaluateOrder(f).decision).toBe("hold");
    expect(budgetImpact(100_000, 90_000, 20_000).state).toBe("over");
  });

  it("names the button after what will happen", () => {
    expect(checkoutButtonLabel("hold")).toBe("Send for approval");
    expect(checkoutButtonLabel("place")).toBe("Place order");
    expect(checkoutButtonLabel(null)).toBe("Place order");
  });
});

describe("sending a rejected request again", () => {
  const p = { status: "rejected", requesterId: "u1", viewerId: "u1" };
  it("is the requester's, once, after a rejection", () => {
    expect(resubmitProblem(p)).toBeNull();
    expect(resubmitProblem({ ...p, viewerId: "u2" })).toMatch(/Only the member who asked/);
    expect(resubmitProblem({ ...p, status: "pending" })).toMatch(/Only a rejected request/);
    expect(resubmitProblem({ ...p, status: "approved" })).toMatch(/Only a rejected request/);
    expect(resubmitProblem({ ...p, status: "resubmitted" })).toMatch(/already sent again/);
  });
});
