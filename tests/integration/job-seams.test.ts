import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registeredJobs } from "@/features/jobs/server/define";
import { loadJobSeams } from "@/server/job-seams";

/** Every source file (tests aside) that defines a job. */
function jobFiles(dir = "src"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return jobFiles(path);
    if (!/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name) || path.endsWith("jobs/server/define.ts")) return [];
    return /\bdefineJob\s*[<(]/.test(readFileSync(path, "utf8")) ? [path] : [];
  });
}

describe("the job seams a web instance and the worker load", () => {
  it("define every job there is: importing any job file afterwards adds none", async () => {
    await loadJobSeams();
    const loaded = registeredJobs().map((j) => j.name);
    const files = jobFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) await import(`@/${f.slice("src/".length).replace(/\.tsx?$/, "")}`);
    expect(registeredJobs().map((j) => j.name)).toEqual(loaded);
  });
});
