import { describe, expect, it } from "vitest";
import { canTransition, orderStatusMessage } from "./rules";

describe("order lifecycle", () => {
  it("moves placed → confirmed → shipped → delivered, or cancelled before shipping", () => {
    expect(canTransition("placed", "confirmed")).toBe(true);
    expect(canTransition("confirmed", "shipped")).toBe(true);
    expect(canTransition("shipped", "delivered")).toBe(true);
    expect(canTransition("placed", "cancelled")).toBe(true);
    expect(canTransition("shipped", "cancelled")).toBe(false);
    expect(canTransition("placed", "shipped")).toBe(false);
    expect(canTransition("delivered", "placed")).toBe(false);
  });
  it("says what happened", () => {
    expect(orderStatusMessage("DVM-1", "shipped", "1Z")).toBe("Your order DVM-1 has shipped (tracking 1Z).");
  });
});
