import { describe, expect, it } from "vitest";
import { rebuildOnChange } from "./rebuild-on-change";

function setup(checkMs = 1000, maxAgeMs = 10_000) {
  const world = { now: 0, fp: "a", builds: 0, checks: 0 };
  const copy = rebuildOnChange({
    checkMs,
    maxAgeMs,
    now: () => world.now,
    fingerprint: async () => {
      world.checks++;
      return world.fp;
    },
    build: async () => ++world.builds,
  });
  return { world, copy };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("rebuildOnChange", () => {
  it("waits for the first build only, then answers at once and rebuilds behind when the fingerprint moves", async () => {
    const { world, copy } = setup();
    expect(await copy.get()).toBe(1);
    world.fp = "b";
    world.now = 500;
    expect(await copy.get()).toBe(1); // not due yet: no check
    expect(world.checks).toBe(1);
    world.now = 1000;
    expect(await copy.get()).toBe(1); // due: checked behind this answer
    await settle();
    expect(world.builds).toBe(2);
    expect(await copy.get()).toBe(2);
  });

  it("keeps the copy while the fingerprint stands still, until it is too old", async () => {
    const { world, copy } = setup(1000, 5000);
    await copy.get();
    for (const t of [1000, 2000, 3000, 4000]) {
      world.now = t;
      copy.peek();
      await settle();
    }
    expect(world.builds).toBe(1);
    expect(world.checks).toBe(5);
    world.now = 5000;
    copy.peek();
    await settle();
    expect(world.builds).toBe(2);
  });

  it("peek answers null before the first build, and starts it once", async () => {
    const { world, copy } = setup();
    expect(copy.peek()).toBeNull();
    expect(copy.peek()).toBeNull();
    await settle();
    expect(world.builds).toBe(1);
    expect(copy.peek()).toBe(1);
  });

  it("with no check interval every call sees the latest data", async () => {
    const { world, copy } = setup(0);
    expect(await copy.get()).toBe(1);
    world.fp = "b";
    expect(await copy.get()).toBe(2);
    expect(await copy.get()).toBe(2);
  });
});

describe("rebuildOnChange patches and invalidation", () => {
  it("a patch updates the copy without a rebuild, and the next check does not rebuild for it", async () => {
    const { world, copy } = setup(1000);
    expect(await copy.get()).toBe(1);
    world.fp = "patched";
    await copy.patch((v) => v + 100);
    expect(await copy.get()).toBe(101);
    world.now = 2000;
    copy.peek();
    await settle();
    expect(world.builds).toBe(1);
    expect(await copy.get()).toBe(101);
  });

  it("invalidate rebuilds at once even when the fingerprint did not move; a failing patch rebuilds", async () => {
    const { world, copy } = setup(60_000);
    await copy.get();
    await copy.invalidate();
    expect(await copy.get()).toBe(2);
    await copy.patch(() => {
      throw new Error("cannot patch");
    });
    expect(world.builds).toBe(3);
    expect(await copy.get()).toBe(3);
  });

  it("a patch before the first build is a no-op (the build reads everything)", async () => {
    const { world, copy } = setup();
    await copy.patch((v) => v + 100);
    expect(await copy.get()).toBe(1);
    expect(world.builds).toBe(1);
  });
});
