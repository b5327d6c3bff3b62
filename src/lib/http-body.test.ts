import { describe, expect, it } from "vitest";
import { readJsonValue, readOptionalJson } from "./http";

const post = (body: BodyInit | null) => new Request("http://x/", { method: "POST", body });

describe("reading JSON bodies", () => {
  it("an optional body left out or blank reads as {}; a required one is refused", async () => {
    expect(await readOptionalJson(post(null))).toEqual({});
    expect(await readOptionalJson(post("  \n"))).toEqual({});
    await expect(readJsonValue(post(""))).rejects.toThrow("The request body must be valid JSON.");
  });
  it("an optional body that is present is read and checked like any other", async () => {
    expect(await readOptionalJson(post('{"line_ids":[1]}'))).toEqual({ line_ids: [1] });
    await expect(readOptionalJson(post("{"))).rejects.toThrow("The request body must be valid JSON.");
    await expect(readOptionalJson(post(JSON.stringify({ reason: "a\u0000b" })))).rejects.toThrow();
  });
  it("an optional body above the limit is refused while it streams", async () => {
    await expect(readOptionalJson(post(" ".repeat(2 * 1024 * 1024)))).rejects.toThrow(/too large|1 MB/i);
  });
});
