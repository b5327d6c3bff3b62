import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // a click on something that never comes fails in seconds with what it waited for, not at the test's end
    actionTimeout: 20_000,
    // the app registers a service worker in production; it would bypass page.route in tests
    // (the shell's own offline journey allows it explicitly)
    serviceWorkers: "block",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // a separate, small, freshly seeded database so end-to-end runs never touch demo data
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      PGLITE_DIR: "data-e2e/pglite",
      SECRET_FILE: "data-e2e/auth-secret",
      MEDIA_CACHE_DIR: "data-e2e/media",
      SEED_PRODUCTS: "600",
      AUTH_RATE_LIMIT: "off",
      BETTER_AUTH_URL: baseURL,
      RATE_LIMIT_PREFIX: `e2e-${Date.now().toString(36)}:`,
    },
  },
});
