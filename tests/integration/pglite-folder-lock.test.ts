import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "@/db/client";

const root = path.resolve(import.meta.dirname, "../..");

/** Starts a process that opens the folder and holds it; resolves once it has the folder (or failed). */
function holder(dir: string): Promise<{ child: ChildProcess; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/hold-pglite-folder.ts", dir], {
    cwd: root,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  return new Promise((resolve) => {
    const done = () => resolve({ child, out });
    child.stdout!.on("data", (d) => {
      out += d;
      if (out.includes("ready")) done();
    });
    child.stderr!.on("data", (d) => (out += d));
    child.on("exit", done);
  });
}

describe("one process per PGlite folder", () => {
  const base = mkdtempSync(path.join(tmpdir(), "dvm-lock-"));
  const dir = path.join(base, "pglite");
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL");
    rmSync(base, { recursive: true, force: true });
  });

  it("refuses a second opener, naming the process that holds the folder, and takes over a dead holder's lock", async () => {
    const first = await holder(dir);
    children.push(first.child);
    expect(first.out).toContain("ready");
    const lock = JSON.parse(readFileSync(`${dir}.lock`, "utf8")) as { pid: number };
    expect(lock.pid).toBe(first.child.pid);

    // another process: refused with the holder's pid, and nothing opened
    const second = await holder(dir);
    children.push(second.child);
    expect(second.out).not.toContain("ready");
    expect(second.out).toContain(`in use by process ${first.child.pid}`);
    // this process too
    await expect(openDb({ dataDir: dir })).rejects.toThrow(`in use by process ${first.child.pid}`);

    // kill -9 leaves the lock behind; the next opener sees its holder is gone and takes over
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const handle = await openDb({ dataDir: dir });
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    // a second open in the same process is refused as well
    await expect(openDb({ dataDir: dir })).rejects.toThrow(`in use by process ${process.pid}`);
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it("takes over a lock whose pid now belongs to an unrelated process started later", async () => {
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: 1, host: (await import("node:os")).hostname(), started: "1", since: "x", command: "old" }),
    );
    const handle = await openDb({ dataDir: dir });
    // the stale lock was replaced by this process's, and released on close
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
