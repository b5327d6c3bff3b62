import { describe, expect, it } from "vitest";
import {
  canMoveReturn,
  creditNoteNumberFor,
  orderReturnProblem,
  returnableUnits,
  returnLinesProblem,
  returnStepRefusal,
  rmaNumberFor,
  SCHEDULE_II_RETURN,
  type ReturnableLine,
} from "./rules";

const lines: ReturnableLine[] = [
  { id: 1, name: "Exam gloves", quantity: 3, cancelled: 0, returning: 1, schedule: null },
  { id: 2, name: "Hydromorphone", quantity: 2, cancelled: 0, returning: 0, schedule: "CII" },
  { id: 3, name: "Gauze", quantity: 4, cancelled: 4, returning: 0, schedule: null },
];
const delivered = new Date("2026-10-01T12:00:00Z");

describe("return rules", () => {
  it("the window runs from delivery; 0 days means no returns", () => {
    const at = (d: string) =>
      orderReturnProblem({ status: "delivered", deliveredAt: delivered, windowDays: 30, now: new Date(d) });
    expect(at("2026-10-31T11:59:59Z")).toBeNull();
    expect(at("2026-10-31T12:00:01Z")).toBe("The return window of 30 days closed on 2026-10-31.");
    expect(orderReturnProblem({ status: "delivered", deliveredAt: delivered, windowDays: 0, now: delivered })).toBe(
      "This seller does not accept returns.",
    );
    expect(orderReturnProblem({ status: "shipped", deliveredAt: null, windowDays: 30, now: delivered })).toMatch(
      /Only a delivered order/,
    );
  });

  it("delivered less cancelled less already returning", () => {
    expect(lines.map(returnableUnits)).toEqual([2, 2, 0]);
  });

  it("checks every requested line with one sentence", () => {
    const ok = { line_id: 1, quantity: 2, reason: "damaged" };
    expect(returnLinesProblem(lines, [ok], null)).toBeNull();
    expect(returnLinesProblem(lines, [], null)).toBe("Choose at least one line to return.");
    expect(returnLinesProblem(lines, [{ ...ok, line_id: 9 }], null)).toBe("Line 9 is not part of this order.");
    expect(returnLinesProblem(lines, [{ ...ok, quantity: 3 }], null)).toBe(
      "Only 2 of Exam gloves can be returned, not 3.",
    );
    expect(returnLinesProblem(lines, [{ ...ok, line_id: 3, quantity: 1 }], null)).toBe(
      "Nothing of Gauze is left to return.",
    );
    expect(returnLinesProblem(lines, [{ ...ok, reason: "bored" }], null)).toMatch(/^Choose a reason for Exam gloves/);
    expect(returnLinesProblem(lines, [ok, ok], null)).toMatch(/listed twice/);
  });

  it("a Schedule II line needs the clinic's DEA 222 form number", () => {
    const cii = { line_id: 2, quantity: 1, reason: "expired" };
    expect(returnLinesProblem(lines, [cii], null)).toBe(SCHEDULE_II_RETURN);
    expect(returnLinesProblem(lines, [cii], "  ")).toBe(SCHEDULE_II_RETURN);
    expect(returnLinesProblem(lines, [cii], "222-123456")).toBeNull();
  });

  it("steps: requested → approved → received, rejected before it arrives", () => {
    expect(canMoveReturn("requested", "approved")).toBe(true);
    expect(canMoveReturn("requested", "received")).toBe(false);
    expect(canMoveReturn("approved", "received")).toBe(true);
    expect(canMoveReturn("approved", "rejected")).toBe(true);
    expect(canMoveReturn("received", "rejected")).toBe(false);
    expect(canMoveReturn("rejected", "approved")).toBe(false);
    expect(returnStepRefusal("requested", "received")).toBe("Approve this return before marking it received.");
    expect(returnStepRefusal("received", "approved")).toBe("A return that is received cannot be approved.");
  });

  it("numbers: the RMA and its credit note follow the order number", () => {
    expect(rmaNumberFor("DVM-20261001-00012-1", 2)).toBe("RMA-20261001-00012-1-2");
    expect(creditNoteNumberFor("RMA-20261001-00012-1-2")).toBe("CN-20261001-00012-1-2");
  });
});
