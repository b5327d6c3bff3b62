import { describe, expect, it } from "vitest";
import { errorResponse } from "./http";

// Errors the database raises about the request's own values answer 4xx with a sentence, never 500.
describe("errorResponse for database errors", () => {
  const wrapped = (code: string) => Object.assign(new Error("query failed"), { cause: { code } });
  it("a unique value saved twice at once is a conflict", async () => {
    const res = errorResponse(wrapped("23505"));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/saved the same value/);
  });
  it("an out-of-range number is the client's input", () => {
    expect(errorResponse(wrapped("22003")).status).toBe(400);
  });
  it("anything else stays a 500 without details", async () => {
    const res = errorResponse(Object.assign(new Error("socket"), { code: "EPIPE" }));
    expect(res.status).toBe(500);
    expect((await res.json()).message).toBe("Something went wrong. Please try again.");
  });
});
