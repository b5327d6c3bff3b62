import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request-log";

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
