import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { boundedPool } from "./bounded-pool";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("boundedPool", () => {
  const make = (onTimeout?: () => void) =>
    boundedPool({ concurrency: 1, queue: 2, timeoutMs: 200, busyMessage: "busy", timeoutMessage: "slow", onTimeout });

  it("runs one task at a time and queues the next ones in order", async () => {
    const pool = make();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await sleep(20);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([pool.run(task("a")), pool.run(task("b")), pool.run(task("c"))]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(pool.active).toBe(0);
  });

  it("refuses with a 503 sentence when the queue is full, without running the task", async () => {
    const pool = make();
    let ran = 0;
    const slow = () => pool.run(() => sleep(50).then(() => ++ran));
    const running = [slow(), slow(), slow()];
    const refused = await pool.run(async () => ++ran).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).message).toBe("busy");
    await Promise.all(running);
    expect(ran).toBe(3);
  });

  it("gives a task up after the timeout, stops its work and frees the slot", async () => {
    let stopped = 0;
    const pool = make(() => stopped++);
    const err = await pool.run(() => sleep(5_000)).catch((e: unknown) => e);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toBe("slow");
    expect(stopped).toBe(1);
    expect(await pool.run(async () => "next")).toBe("next");
  });
});
