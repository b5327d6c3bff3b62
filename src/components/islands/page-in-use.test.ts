// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.useRealTimers());

describe("when the page counts as in use", () => {
  it("arms itself as the browser loads it: two seconds after load with nobody asking", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { pageInUse, IN_USE_AFTER_LOAD_MS } = await import("./page-in-use");
    expect(document.readyState).toBe("complete");
    expect(pageInUse()).toBe(false);
    vi.advanceTimersByTime(IN_USE_AFTER_LOAD_MS - 1);
    expect(pageInUse()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(pageInUse()).toBe(true);
  });

  it("a first key press marks it at once", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { pageInUse, whenPageInUse } = await import("./page-in-use");
    const marked = vi.fn();
    void whenPageInUse().then(marked);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(pageInUse()).toBe(true);
    await Promise.resolve();
    expect(marked).toHaveBeenCalled();
  });
});
