import { expect, test } from "./fixtures";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { DEMO } from "./helpers";
import { publishNotice } from "./engagement-helpers";

// Two app instances on two ports, one Postgres database and one Redis: a notification created
// through instance A reaches a browser connected to instance B. Runs when both are configured.
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
const ports = [port + 100, port + 200];
const stamp = `${process.pid}_${Date.now().toString(36)}`;
const dbName = `dvm_e2e_live_${stamp}`;
const secretFile = `data-e2e-redis/secret-${stamp}`;
const servers: ChildProcess[] = [];

test.describe("live notifications across two instances (Redis)", () => {
  test.skip(!adminUrl || !redisUrl, "needs TEST_DATABASE_URL and REDIS_URL");
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    mkdirSync("data-e2e-redis", { recursive: true });
    writeFileSync(secretFile, randomBytes(32).toString("hex"));
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      SECRET_FILE: secretFile,
      AUTH_RATE_LIMIT: "off",
      LIVE_CHANNEL: `dvm:e2e:${stamp}:live`,
      NEXT_TELEMETRY_DISABLED: "1",
      MEDIA_CACHE_DIR: "data-e2e-redis/media",
    };
    const seed = spawnSync(
      process.execPath,
      [
        "node_modules/tsx/dist/cli.mjs",
        "--import",
        "./scripts/server-only-off.mjs",
        "scripts/seed.ts",
        "--products",
        "120",
        "--no-history",
      ],
      { env, stdio: "inherit" },
    );
    expect(seed.status).toBe(0);
    for (const p of ports) {
      // a server already on the port would answer the health check in place of this spec's own
      const taken = await fetch(`http://127.0.0.1:${p}/api/health`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`port ${p} is already served by another process; stop it and run again`);
      servers.push(
        spawn(process.execPath, ["dist/server/serve.mjs", "-p", String(p), "-H", "127.0.0.1"], {
          env: { ...env, NODE_ENV: "production", PORT: String(p), BETTER_AUTH_URL: `http://127.0.0.1:${p}` },
          stdio: "ignore",
        }),
      );
    }
    for (const p of ports) {
      for (let i = 0; ; i++) {
        const ok = await fetch(`http://127.0.0.1:${p}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (i > 120) throw new Error(`instance on ${p} did not start`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  });

  test.afterAll(async () => {
    for (const s of servers) s.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync("data-e2e-redis", { recursive: true, force: true });
  });

  test("a notification published on instance A appears live on a page served by instance B", async ({
    page,
    request,
  }) => {
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`);
    await page.goto(`${b}/auth/signin?callbackUrl=%2Fnotifications`);
    await page.getByLabel("Email").fill(DEMO.lowLevel.email);
    await page.getByLabel("Password").fill(DEMO.lowLevel.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${b}/notifications`);
    await expect(page.getByText("No notifications found!")).toBeVisible();
    await expect(page.locator("html[data-live=ready]")).toHaveCount(1);

    await publishNotice(request, { kind: "blog", user: "demo-lowlevel" }, a, secretFile);
    const started = Date.now();
    await expect(
      page.getByRole("list", { name: "Notifications list" }).getByRole("link", { name: /New on the blog/ }),
    ).toBeVisible({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();

    // A broadcast to every buyer from A reaches B as well.
    await publishNotice(request, { kind: "webinar" }, a, secretFile);
    await expect(
      page.getByRole("list", { name: "Notifications list" }).getByRole("link", { name: /Upcoming webinar/ }),
    ).toBeVisible({ timeout: 2000 });
  });
});
