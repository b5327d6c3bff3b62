import { describe, expect, it } from "vitest";
import { missingScopeMessage, requiredScope } from "./api-scopes";

describe("API key scopes", () => {
  it("asks for read on every read", () => {
    expect(requiredScope("GET", "/api/vendor/v1/orders/5")).toBe("read");
    expect(requiredScope("head", "/api/vendor/v1/products")).toBe("read");
    expect(requiredScope("GET", "/api/vendor/controlled-record")).toBe("read");
  });

  it("asks for orders on order and shipment writes", () => {
    for (const p of [
      "/api/vendor/v1/orders/5/accept",
      "/api/vendor/v1/orders/5/ship",
      "/api/vendor/v1/orders/5/cancel-line",
      "/api/vendor/v1/returns/5/approve",
      "/api/vendor/v1/returns/5/reject",
      "/api/vendor/v1/returns/5/receive",
    ])
      expect(requiredScope("POST", p)).toBe("orders");
  });

  it("asks for catalog on listing, price, stock and import writes", () => {
    expect(requiredScope("POST", "/api/vendor/v1/products")).toBe("catalog");
    expect(requiredScope("PATCH", "/api/vendor/v1/products/9")).toBe("catalog");
    expect(requiredScope("POST", "/api/vendor/v1/products/import")).toBe("catalog");
    expect(requiredScope("PUT", "/api/vendor/v1/inventory")).toBe("catalog");
    expect(requiredScope("POST", "/api/vendor/v1/ordersomething")).toBe("catalog");
  });

  it("tells the caller which scope is missing", () => {
    expect(missingScopeMessage("orders")).toMatch(/lacks the "orders" scope/);
  });
});
