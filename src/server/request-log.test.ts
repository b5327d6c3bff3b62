import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { knownUserOf, requestIdOf } from "./request-log";

const req = (id?: string) => ({ headers: id === undefined ? {} : { "x-request-id": id } }) as IncomingMessage;

describe("request ids", () => {
  it("takes a trusted proxy's id", () => {
    expect(requestIdOf(req("4f1c0a9e2b7d4e8f9a0b1c2d3e4f5a6b"), 1)).toBe("4f1c0a9e2b7d4e8f9a0b1c2d3e4f5a6b");
  });

  it("makes its own when no proxy is trusted, or the header is missing or not a plain id", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdOf(req("from-the-client"), 0)).toMatch(uuid);
    expect(requestIdOf(req(), 1)).toMatch(uuid);
    expect(requestIdOf(req('x"\n{"level":60}'), 1)).toMatch(uuid);
    expect(requestIdOf(req("a".repeat(129)), 1)).toMatch(uuid);
  });
});

describe("the user of a request answered without reading its session", () => {
  const holder = globalThis as { __dvmSessions?: { get(c: string): { id: string } | undefined } };

  it("is the user the process's session cache holds for that cookie, and nobody otherwise", () => {
    const before = holder.__dvmSessions;
    holder.__dvmSessions = { get: (c) => (c === "tok.sig" ? { id: "demo-buyer" } : undefined) };
    try {
      expect(knownUserOf("theme=dark; better-auth.session_token=tok.sig")).toBe("demo-buyer");
      expect(knownUserOf("__Secure-better-auth.session_token=tok.sig")).toBe("demo-buyer");
      expect(knownUserOf("better-auth.session_token=other.sig")).toBeUndefined();
      expect(knownUserOf(undefined)).toBeUndefined();
    } finally {
      holder.__dvmSessions = before;
    }
  });
});
