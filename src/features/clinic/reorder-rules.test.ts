import { describe, expect, it } from "vitest";
import { nextRunOn, reorderAction, type ReorderSchedule } from "./reorder-rules";

// 2026-11-02 is a Monday
const base: ReorderSchedule = { everyWeeks: 2, weekday: 3, startsOn: "2026-11-02", skipNext: false, lastRunOn: null };

describe("scheduled reorders", () => {
  it("runs on the weekday of every Nth week from the start", () => {
    expect(nextRunOn(base, "2026-11-02")).toBe("2026-11-04");
    expect(nextRunOn(base, "2026-11-05")).toBe("2026-11-18");
    expect(nextRunOn({ ...base, everyWeeks: 1 }, "2026-11-05")).toBe("2026-11-11");
  });
  it("never runs twice on one day", () => {
    expect(nextRunOn({ ...base, lastRunOn: "2026-11-04" }, "2026-11-04")).toBe("2026-11-18");
  });
  it("notifies the day before, runs on the day, and a skip replaces one run", () => {
    expect(reorderAction(base, "2026-11-03")).toBe("notify");
    expect(reorderAction(base, "2026-11-04")).toBe("run");
    expect(reorderAction(base, "2026-11-10")).toBe("none");
    expect(reorderAction({ ...base, skipNext: true }, "2026-11-03")).toBe("none");
    expect(reorderAction({ ...base, skipNext: true }, "2026-11-04")).toBe("skip");
    expect(reorderAction({ ...base, lastRunOn: "2026-11-04" }, "2026-11-04")).toBe("none");
  });
});
