import { describe, expect, it } from "vitest";
import { canCancelLine, expiryProblem, fullyCancelled, fullyShipped, planShipment, remainingToShip } from "./rules";

const line = (id: number, quantity: number, shipped = 0, cancelled = 0) => ({ id, quantity, shipped, cancelled });

describe("shipments", () => {
  it("remaining quantity leaves out shipped and cancelled units", () => {
    expect(remainingToShip(line(1, 5, 2))).toBe(3);
    expect(remainingToShip(line(1, 5, 0, 5))).toBe(0);
  });
  it("with no lines given, everything open ships", () => {
    expect(planShipment([line(1, 5, 2), line(2, 1, 0, 1)], undefined)).toEqual({
      ok: true,
      lines: [{ line_id: 1, quantity: 3 }],
    });
    expect(planShipment([line(1, 2, 2)], [])).toEqual({ ok: false, message: "Nothing is left to ship on this order." });
  });
  it("refuses unknown lines, duplicates and more than is left", () => {
    const lines = [line(1, 5, 2)];
    expect(planShipment(lines, [{ line_id: 9, quantity: 1 }])).toMatchObject({ ok: false });
    expect(planShipment(lines, [{ line_id: 1, quantity: 4 }])).toEqual({
      ok: false,
      message: "Line 1: only 3 left to ship, not 4.",
    });
    expect(
      planShipment(lines, [
        { line_id: 1, quantity: 1 },
        { line_id: 1, quantity: 1 },
      ]),
    ).toMatchObject({ ok: false });
    expect(planShipment(lines, [{ line_id: 1, quantity: 3 }])).toMatchObject({ ok: true });
  });
  it("an order is shipped only when nothing is left; cancelled only when every line is", () => {
    expect(fullyShipped([line(1, 5, 5), line(2, 1, 0, 1)])).toBe(true);
    expect(fullyShipped([line(1, 5, 4)])).toBe(false);
    expect(fullyShipped([line(1, 1, 0, 1)])).toBe(false);
    expect(fullyCancelled([line(1, 1, 0, 1)])).toBe(true);
    expect(fullyCancelled([line(1, 1, 0, 1), line(2, 1)])).toBe(false);
  });
  it("a line is cancellable only before anything of it ships", () => {
    expect(canCancelLine("confirmed", line(1, 2))).toBe(true);
    expect(canCancelLine("confirmed", line(1, 2, 1))).toBe(false);
    expect(canCancelLine("shipped", line(1, 2))).toBe(false);
    expect(canCancelLine("placed", line(1, 2, 0, 2))).toBe(false);
  });
  it("expiry must be a date that has not passed", () => {
    expect(expiryProblem("2027-03-31", "2026-11-23")).toBeNull();
    expect(expiryProblem("2025-01-01", "2026-11-23")).toBe("Expiry 2025-01-01 has already passed.");
    expect(expiryProblem("03/2027", "2026-11-23")).toMatch(/must be a date/);
    expect(expiryProblem(undefined, "2026-11-23")).toBeNull();
  });
});
