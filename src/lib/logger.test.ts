import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./logger";

const FAILED = 'Failed query: select * from "user" where email = $1\nparams: nurse@clinic.example,tok_9f8e7d';

describe("the logger's err field", () => {
  afterEach(() => vi.restoreAllMocks());

  function captured(write: () => void): string {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    write();
    vi.restoreAllMocks();
    return lines.join("");
  }

  it("cuts a failed query's parameters whether a caller logs the Error, its message or errorFields", () => {
    const out = captured(() => {
      log("test").error({ err: new Error(FAILED) }, "as an error");
      log("test").error({ err: FAILED }, "as its message");
      log("test").error({ err: { name: "Error", message: FAILED } }, "as fields");
    });
    expect(out).toContain("Failed query");
    expect(out).not.toContain("nurse@clinic.example");
    expect(out).not.toContain("tok_9f8e7d");
    expect(out.trim().split("\n")).toHaveLength(3);
  });
});
