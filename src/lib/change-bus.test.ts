import { describe, expect, it } from "vitest";
import { announceChange, onChange, setRemote, type Change } from "./change-bus";

describe("change bus", () => {
  it("delivers a change to every listener and forwards local changes only", async () => {
    const seen: Change[] = [];
    const forwarded: Change[] = [];
    const off = onChange((c) => void seen.push(c));
    setRemote((c) => forwarded.push(c));
    await announceChange({ kind: "product", ids: [1, 2] });
    await announceChange({ kind: "vendor", ids: [7] }, { fromRemote: true });
    off();
    setRemote(null);
    await announceChange({ kind: "product", ids: [3] });
    expect(seen.map((c) => c.ids)).toEqual([[1, 2], [7]]);
    expect(forwarded).toEqual([{ kind: "product", ids: [1, 2] }]);
  });

  it("a failing listener does not fail the write or stop the others", async () => {
    let reached = false;
    const offBad = onChange(() => {
      throw new Error("boom");
    });
    const offGood = onChange(() => {
      reached = true;
    });
    await expect(announceChange({ kind: "category", ids: [] })).resolves.toBeUndefined();
    offBad();
    offGood();
    expect(reached).toBe(true);
  });
});
