import { describe, expect, it } from "vitest";
import { splitPlaceholders } from "./rules";

describe("splitPlaceholders", () => {
  it("splits at each $n and keeps the parameter numbers in order, repeats included", () => {
    expect(splitPlaceholders("select $1, $2::json, $1 + $10")).toEqual({
      pieces: ["select ", ", ", "::json, ", " + ", ""],
      params: [1, 2, 1, 10],
    });
  });
  it("leaves quoted text and dollar-quoted bodies alone", () => {
    expect(splitPlaceholders("select '$1', $$ $2 $$, $tag$ $3 $tag$, $4")).toEqual({
      pieces: ["select '$1', $$ $2 $$, $tag$ $3 $tag$, ", ""],
      params: [4],
    });
  });
  it("returns the text whole when there is no placeholder", () => {
    expect(splitPlaceholders("select 1")).toEqual({ pieces: ["select 1"], params: [] });
  });
});
