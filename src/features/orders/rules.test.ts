import { describe, expect, it } from "vitest";
import { canTransition, orderDetailsLinkLabel, orderStatusMessage } from "./rules";

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

describe("track-order link", () => {
  it("tells only visitors that order details need a sign-in", () => {
    expect(orderDetailsLinkLabel(true)).toBe("Order details");
    expect(orderDetailsLinkLabel(false)).toBe("Order details (sign in)");
  });
});
