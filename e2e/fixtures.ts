import { test as base, expect, type BrowserContext, type Page, type Request, type Route } from "@playwright/test";

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";

/** Subresources whose 4xx is a broken page (a logo that does not load), unlike an API's 4xx answer. */
const SUBRESOURCES = new Set(["image", "script", "stylesheet", "font", "media", "manifest"]);
/** Network failures that are no fault of the app: a navigation cut a fetch short, or the test went offline. */
const BENIGN_FAILURE = /ERR_ABORTED|ERR_INTERNET_DISCONNECTED/;

type Handler = (route: Route, request: Request) => unknown;

/**
 * Watches every page of every context a test opens (its own `page`, and contexts from
 * `browser.newContext`/`newPage`) and fails the test on an uncaught error in a page (a hydration
 * mismatch is one), a console error, or a failed same-origin request: a 5xx, a subresource that does
 * not load, or a request that never got an answer. Requests a test answers itself with `route` are its
 * own business. A test that expects a problem names it with `test.use({ allowedProblems: [/…/] })`.
 */
export const test = base.extend<{ allowedProblems: RegExp[]; problemGuard: void }>({
  allowedProblems: [[], { option: true }],
  problemGuard: [
    // the fixture's `use` is Playwright's, not React's hook
    async ({ browser, context, baseURL, allowedProblems }, run) => {
      const origin = new URL(baseURL!).origin;
      const problems: string[] = [];
      const routed = new WeakSet<Request>();
      const ours = (url: string) => url.startsWith(origin);
      const marking =
        (handler: Handler): Handler =>
        (route, request) => {
          routed.add(request);
          return handler(route, request);
        };
      const watchPage = (page: Page) => {
        const route = page.route.bind(page);
        page.route = ((url: Parameters<Page["route"]>[0], handler: Handler, options?: { times?: number }) =>
          route(url, marking(handler), options)) as Page["route"];
      };
      const watch = (ctx: BrowserContext) => {
        const route = ctx.route.bind(ctx);
        ctx.route = ((url: Parameters<BrowserContext["route"]>[0], handler: Handler, options?: { times?: number }) =>
          route(url, marking(handler), options)) as BrowserContext["route"];
        ctx.pages().forEach(watchPage);
        ctx.on("page", watchPage);
        ctx.on("weberror", (e) => problems.push(`uncaught error: ${e.error().message}`));
        ctx.on("console", (m) => {
          // the browser's own "Failed to load resource" lines are judged by the response rules below
          if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
            problems.push(`console error on ${m.page()?.url() ?? "?"}: ${m.text()}`);
        });
        ctx.on("response", (r) => {
          const req = r.request();
          if (!ours(r.url()) || routed.has(req)) return;
          if (r.status() >= 500 || (r.status() >= 400 && SUBRESOURCES.has(req.resourceType())))
            problems.push(`${r.status()} for ${req.method()} ${r.url()} (${req.resourceType()})`);
        });
        ctx.on("requestfailed", (req) => {
          const why = req.failure()?.errorText ?? "";
          if (ours(req.url()) && !routed.has(req) && !BENIGN_FAILURE.test(why))
            problems.push(`${req.method()} ${req.url()} failed: ${why}`);
        });
      };
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = (async (...args: Parameters<typeof newContext>) => {
        const ctx = await newContext.apply(browser, args);
        watch(ctx);
        return ctx;
      }) as typeof newContext;
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = problems.filter((p) => !allowedProblems.some((re) => re.test(p)));
      expect(unexpected, "console errors, uncaught errors and failed requests in the pages").toEqual([]);
    },
    { auto: true },
  ],
});
