import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { routeId } from "./http";

const ctx = (orderId: string) => ({ params: Promise.resolve({ orderId }) });

describe("routeId", () => {
  it("reads a positive whole number from the path", async () => {
    expect(await routeId(ctx("42"), "orderId")).toBe(42);
  });

  it("refuses anything else as bad input", async () => {
    for (const bad of ["abc", "0", "-3", "1.5", ""]) {
      await expect(routeId(ctx(bad), "orderId")).rejects.toBeInstanceOf(ZodError);
    }
  });
});
