// The deployment of deploy/: Debian's nginx (deploy/nginx/dvm-market.conf, with this run's ports) in
// front of two instances of the built app on one Postgres and one Redis. Sessions and carts work on
// either instance, a live notification reaches a client of the other instance, stopping an instance
// mid-traffic loses no request nginx may retry, and nginx's cache serves visitors, never buyers.
// Needs nginx, TEST_DATABASE_URL and REDIS_URL (`.ci/run` has all three); skipped without them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { addSomethingToCart, call, seed, signIn, startApp, type AppProcess } from "./ops/app-process";

const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8481);
const PORTS = [Number(process.env.E2E_APP1_PORT ?? 3582), Number(process.env.E2E_APP2_PORT ?? 3583)];
const nginxBin = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim();
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const missing = [!nginxBin && "nginx", !adminUrl && "TEST_DATABASE_URL", !redisUrl && "REDIS_URL"].filter(Boolean);

test.describe.configure({ mode: "serial" });
test.skip(
  missing.length > 0,
  `the deployment journey needs ${missing.join(", ")} (apt-get install nginx; .ci/run sets the URLs)`,
);

const dir = path.resolve("data-e2e-deploy");
const run = Date.now().toString(36);
const dbName = `dvm_e2e_deploy_${run}`;
const front = `http://127.0.0.1:${NGINX_PORT}`;
let apps: AppProcess[] = [];
let nginx: ChildProcess | null = null;

/** The deploy/ site file with this run's ports and folders, inside a minimal nginx.conf of its own. */
function nginxConfig(): string {
  const site = readFileSync("deploy/nginx/dvm-market.conf", "utf8")
    .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/proxy_cache_path \/var\/cache\/nginx\/dvm-market/, `proxy_cache_path ${dir}/cache`);
  const upstream = readFileSync("deploy/nginx/upstream.conf", "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${PORTS[0]}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${PORTS[1]}`);
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${upstream}
${site}
}
`;
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${dbName}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl!,
    BETTER_AUTH_SECRET: `deployment-spec-secret-${run}`,
    BETTER_AUTH_URL: front,
    PUBLISH_TOKEN: `publish-${run}`,
    TRUST_PROXY: "1",
    METRICS_PORT: "0",
    UPLOAD_STORAGE: "database",
    // this run's own channels and keys in a Redis others may share
    LIVE_CHANNEL: `e2e-deploy-${run}:live`,
    CHANGE_CHANNEL: `e2e-deploy-${run}:changes`,
    RATE_LIMIT_PREFIX: `e2e-deploy-${run}:`,
    SECRET_FILE: `${dir}/auth-secret`,
    MEDIA_CACHE_DIR: `${dir}/media`,
    SHUTDOWN_DELAY_MS: "500",
  };
  seed(env);
  // the first instance also runs the jobs (live pushes); the second is a web instance only
  apps = await Promise.all([
    startApp(PORTS[0]!, { ...env, JOB_WORKER: "on" }),
    startApp(PORTS[1]!, { ...env, JOB_WORKER: "off" }),
  ]);
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig());
  const check = spawnSync(nginxBin, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(nginxBin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "inherit" });
  await expect
    .poll(() =>
      fetch(`${front}/api/health`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
});

test.afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await Promise.all(apps.map((a) => a.stop()));
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
});

test("a session and a cart made on one instance work on the other, and through nginx", async () => {
  const [a, b] = apps;
  const cookie = await signIn(a!.base, "buyer@dvm.demo", "DemoBuyer#2026", front);
  const { productId } = await addSomethingToCart(a!.base, cookie, front);
  const viewer = await call(b!.base, "GET", "/api/viewer", { cookie });
  expect(viewer.status).toBe(200);
  expect(viewer.text).toContain("buyer@dvm.demo");
  const cart = await call(b!.base, "GET", "/api/cart-listing-app/demo-buyer?related=0", { cookie });
  expect(cart.status).toBe(200);
  expect(cart.text).toContain(`"product_id":${productId}`);
  // through the proxy, whichever instance answers, the buyer is the buyer
  for (let i = 0; i < 4; i++)
    expect((await call(front, "GET", "/api/viewer", { cookie })).text).toContain("buyer@dvm.demo");
});

test("a notification published on one instance reaches a live client of the other", async () => {
  const [a, b] = apps;
  const cookie = await signIn(b!.base, "buyer@dvm.demo", "DemoBuyer#2026", front);
  const controller = new AbortController();
  const stream = await fetch(`${b!.base}/api/live`, { headers: { cookie }, signal: controller.signal });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const code = `DEPLOY${run.toUpperCase()}`;
  const published = await call(a!.base, "POST", "/api/internal/publish", {
    headers: { authorization: `Bearer publish-${run}`, origin: front },
    body: { kind: "chat-reply", user: "buyer@dvm.demo", vendor: "1402", message: `Your order ships today ${code}` },
  });
  expect(published.status, published.text).toBe(200);
  let seen = "";
  const deadline = Date.now() + 20_000;
  while (!seen.includes(code) && Date.now() < deadline) {
    const { value, done } = await Promise.race([
      reader.read(),
      new Promise<{ value: undefined; done: false }>((r) =>
        setTimeout(() => r({ value: undefined, done: false }), 1000),
      ),
    ]);
    if (done) break;
    if (value) seen += new TextDecoder().decode(value);
  }
  controller.abort();
  expect(seen).toContain(code);
});

test("nginx's cache serves visitors what the app marks public, and never a signed-in buyer", async () => {
  const cookie = await signIn(front, "buyer@dvm.demo", "DemoBuyer#2026");
  const url = `/api/next-webinar-popup?run=${run}`;
  const signedIn = await call(front, "GET", url, { cookie });
  expect(signedIn.headers.get("cache-control")).toBe("public, max-age=60");
  expect(signedIn.headers.get("x-cache-status")).toBe("BYPASS");
  // the buyer's answer was not stored: the first visitor misses, the next is served from the cache
  expect((await call(front, "GET", url)).headers.get("x-cache-status")).toBe("MISS");
  expect((await call(front, "GET", url)).headers.get("x-cache-status")).toBe("HIT");
  expect((await call(front, "GET", url, { cookie })).headers.get("x-cache-status")).toBe("BYPASS");
  // a page the app marks private is never kept, not even for visitors
  await call(front, "GET", "/api/ip");
  expect((await call(front, "GET", "/api/ip")).headers.get("x-cache-status")).not.toBe("HIT");
});

test("an instance stopped mid-traffic loses no request nginx may retry", async () => {
  test.setTimeout(120_000);
  const statuses: number[] = [];
  let going = true;
  const worker = async () => {
    while (going) {
      const r = await fetch(`${front}/api/product-view/no-such-product?n=${statuses.length}`).catch(() => null);
      statuses.push(r ? r.status : 0);
      await r?.arrayBuffer();
    }
  };
  const load = Array.from({ length: 6 }, worker);
  await expect.poll(() => statuses.length).toBeGreaterThan(60);
  const stopping = apps[0]!.stop(); // SIGTERM: drains, then exits
  await stopping;
  const atStop = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(atStop + 100);
  going = false;
  await Promise.all(load);
  const failed = statuses.filter((s) => s === 0 || s >= 500);
  expect(failed, `of ${statuses.length} requests`).toEqual([]);
  expect(new Set(statuses)).toEqual(new Set([404]));
});
