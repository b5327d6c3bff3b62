import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { demoPasswordHash } from "./demo-password";

describe("demoPasswordHash", () => {
  it("makes a hash sign-in accepts, once per password in a process", async () => {
    const first = await demoPasswordHash("DemoBuyer#2026");
    expect(await verifyPassword({ hash: first, password: "DemoBuyer#2026" })).toBe(true);
    expect(await verifyPassword({ hash: first, password: "DemoBuyer#2027" })).toBe(false);
    expect(await demoPasswordHash("DemoBuyer#2026")).toBe(first);
    expect(await demoPasswordHash("DemoQuotes#2026")).not.toBe(first);
  });
});
