import { expect, type Page } from "@playwright/test";

/** Consent-mode calls pushed to the data layer (gtag pushes `arguments` objects). */
export async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e) => e && typeof e === "object" && "length" in (e as object))
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .filter((a) => a[0] === "consent"),
  );
}

/** Keeps the cookie notice and countdown banner out of tests that are not about them. */
export async function quietShell(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("dvm-cookies", "1");
    localStorage.setItem("modalDismissed", JSON.stringify({ ip: "127.0.0.1", time: Date.now() }));
  });
}

/**
 * Waits until the shell has hydrated (its first pageview event is in the data layer). Under a paused
 * clock one animation frame is let through: React moves the parts it streamed after the page (the
 * islands of components/islands) into place on the next frame, and a paused clock holds frames.
 */
export async function shellReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (e) => e?.event === "pageview",
        ),
      ),
    )
    .toBe(true);
  await page.clock.runFor(20).catch(() => undefined); // no clock installed: frames run anyway
}

/** Fake timers that only move when the test says so, so slow page loads never eat into a delay. */
export async function pausedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Puts the page in use and lets a paused clock through in 10 ms steps (1.5 s at most) until the late
 * widgets have mounted, which the countdown banner's request for its webinar shows: their chunk
 * arrives in real time, and React reveals code that loaded after a suspension behind a short timer
 * that a paused clock would hold. Returns the page's clock then (`performance.now()`), from which
 * the widgets' delays count, so a test can stop just before and just after one.
 */
export async function lateWidgetsMounted(page: Page): Promise<number> {
  let mounted = false;
  const asked = page.waitForRequest(/\/api\/next-webinar-popup/).then(() => (mounted = true));
  await page.mouse.move(1, 1);
  const deadline = Date.now() + 20_000;
  for (let ran = 0; !mounted && Date.now() < deadline;) {
    if (ran < 1_500) {
      await page.clock.runFor(10);
      ran += 10;
    } else await page.waitForTimeout(50);
  }
  await asked;
  return page.evaluate(() => performance.now());
}
