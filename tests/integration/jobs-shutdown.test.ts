import { describe, expect, it } from "vitest";
import { defineJob, enqueue, startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { backends, createTestDb } from "../helpers/test-db";

let started = 0;
const slow = defineJob<{ ms: number }>({
  name: "test-slow-at-shutdown",
  pollingIntervalSeconds: 0.5,
  handler: async ({ ms }) => {
    started++;
    await new Promise((r) => setTimeout(r, ms));
    throw new Error("finished after the database closed");
  },
});

describe.each(backends)("a job still in hand when the database closes (%s)", (backend) => {
  it("ends without an unhandled rejection: its outcome is dropped, not thrown", async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      const h = await createTestDb(backend);
      await startJobWorker({ pollingIntervalSeconds: 0.5 });
      const before = started;
      await enqueue(h.db, slow, { ms: 3_000 });
      const end = Date.now() + 15_000;
      while (started === before && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(started).toBe(before + 1);
      await stopJobWorker(100); // pg-boss waits at least 1 s: the job is still running when the database closes
      await h.dispose();
      await new Promise((r) => setTimeout(r, 3_500));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  }, 30_000);
});
