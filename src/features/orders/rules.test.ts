import { describe, expect, it } from "vitest";
import {
  awaitingPaymentRefusal,
  canTransition,
  orderDetailsLinkLabel,
  orderStatusMessage,
  shownStatus,
  statusLabel,
} from "./rules";

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

describe("the state an order shows", () => {
  it("reads partly shipped while an open order has units on their way", () => {
    expect(shownStatus("confirmed", 3)).toBe("partly_shipped");
    expect(shownStatus("placed", 1)).toBe("partly_shipped");
    expect(shownStatus("confirmed", 0)).toBe("confirmed");
    expect(shownStatus("shipped", 10)).toBe("shipped");
    expect(shownStatus("cancelled", 2)).toBe("cancelled");
  });
  it("labels states for people", () => {
    expect(statusLabel("partly_shipped")).toBe("Partly shipped");
    expect(statusLabel("confirmed")).toBe("Confirmed");
  });
});

describe("awaitingPaymentRefusal", () => {
  it("holds a card order awaiting payment back from every step but cancelling", () => {
    expect(awaitingPaymentRefusal("confirmed", "awaiting")).toMatch(/awaiting the buyer's card payment/);
    expect(awaitingPaymentRefusal("shipped", "awaiting")).toMatch(/awaiting/);
    expect(awaitingPaymentRefusal("cancelled", "awaiting")).toBeNull();
    expect(awaitingPaymentRefusal("confirmed", "paid")).toBeNull();
    expect(awaitingPaymentRefusal("shipped", "terms")).toBeNull();
  });
});
