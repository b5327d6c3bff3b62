import { describe, expect, it } from "vitest";
import { atRequestTime } from "./request-time";

describe("atRequestTime", () => {
  it("lets tests, scripts and the job worker read data at once: outside a request there is nothing to wait for", async () => {
    // Next's connection() throws outside a request; the database and every route handler go through
    // this mark, so a throw here would fail every read made outside Next.
    await expect(atRequestTime()).resolves.toBeUndefined();
  });
});
