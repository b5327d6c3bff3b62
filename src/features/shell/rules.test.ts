import { IN_USE_AFTER_LOAD_MS } from "@/components/islands/page-in-use";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PROGRESS, dynamicLinkTarget, hasOwnShell, isBareMeetingPath, isCurrentPath, isExpoPath } from "./page-rules";
import {
  TIMINGS,
  bannerDismissedRecently,
  countdown,
  countdownButtonTarget,
  countdownVisible,
  validateNewsletterEmail,
  sidebarDelayLeft,
} from "./rules";

describe("validateNewsletterEmail", () => {
  it("gives 'email is required' when empty", () => {
    expect(validateNewsletterEmail("")).toBe("email is required");
    expect(validateNewsletterEmail("  ")).toBe("email is required");
    expect(validateNewsletterEmail(undefined)).toBe("email is required");
  });

  it("accepts 2–3 letter top-level domains in any case", () => {
    expect(validateNewsletterEmail("vet@clinic.com")).toBeNull();
    expect(validateNewsletterEmail("Dr.Smith+news@Animal-Care.CO.UK")).toBeNull();
    expect(validateNewsletterEmail("a_b@x.io")).toBeNull();
  });

  it("gives 'enter valid email' otherwise", () => {
    for (const bad of [
      "vet",
      "vet@clinic",
      "vet@clinic.c",
      "vet@clinic.info",
      "@clinic.com",
      "vet@.com",
      "v et@clinic.com",
      "vet@clinic.c0m",
    ]) {
      expect(validateNewsletterEmail(bad)).toBe("enter valid email");
    }
  });
});

describe("countdown", () => {
  const now = new Date("2025-06-15T12:00:00Z");

  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdown(new Date("2025-06-17T15:04:05Z"), now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown(new Date("2025-06-15T12:00:00.999Z"), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("shows zeros once the target has passed", () => {
    expect(countdown(new Date("2025-06-14T00:00:00Z"), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("adds back up to the whole seconds left, each unit in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e11 }), (delta) => {
        const { days, hours, minutes, seconds } = countdown(new Date(now.getTime() + delta), now);
        expect(days * 86400 + hours * 3600 + minutes * 60 + seconds).toBe(Math.max(0, Math.floor(delta / 1000)));
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});

describe("bannerDismissedRecently", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  const t = now.getTime();

  it("is dismissed for 24 hours from the same IP", () => {
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: t - 1000 }, "1.2.3.4", now)).toBe(true);
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: t - 86_399_999 }, "1.2.3.4", now)).toBe(true);
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: t - 86_400_000 }, "1.2.3.4", now)).toBe(false);
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: String(t - 1000) }, "1.2.3.4", now)).toBe(true);
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: new Date(t - 1000).toISOString() }, "1.2.3.4", now)).toBe(
      true,
    );
  });

  it("shows again for another IP, an unknown IP, no record or a broken record", () => {
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: t }, "5.6.7.8", now)).toBe(false);
    expect(bannerDismissedRecently({ ip: null, time: t }, null, now)).toBe(false);
    expect(bannerDismissedRecently(null, "1.2.3.4", now)).toBe(false);
    expect(bannerDismissedRecently({ ip: "1.2.3.4", time: "yesterday" }, "1.2.3.4", now)).toBe(false);
  });
});

describe("countdownVisible", () => {
  it("shows for show_on 'both' or the product with showCounter", () => {
    expect(countdownVisible({ showCounter: true, showOn: "both", pathname: "/" })).toBe(true);
    expect(countdownVisible({ showCounter: 1, showOn: "product", pathname: "/dental" })).toBe(true);
    expect(countdownVisible({ showCounter: true, showOn: "dvm", pathname: "/", product: "dvm" })).toBe(true);
    expect(countdownVisible({ showCounter: true, showOn: "other", pathname: "/" })).toBe(false);
    expect(countdownVisible({ showCounter: 0, showOn: "both", pathname: "/" })).toBe(false);
    expect(countdownVisible({ showCounter: null, showOn: "both", pathname: "/" })).toBe(false);
  });

  it("hides on paths under /virtual-expo/", () => {
    expect(countdownVisible({ showCounter: true, showOn: "both", pathname: "/virtual-expo/spring-summit" })).toBe(
      false,
    );
    expect(countdownVisible({ showCounter: true, showOn: "both", pathname: "/virtual-expo" })).toBe(true);
  });
});

describe("countdownButtonTarget", () => {
  it("goes to an external link, a zoom link, or the expo page of the first path segment", () => {
    expect(countdownButtonTarget({ link: "https://events.example.org/x", zoomLink: "https://zoom.us/j/1" })).toEqual({
      href: "https://events.example.org/x",
      external: true,
    });
    expect(countdownButtonTarget({ link: "spring-summit/day-1", zoomLink: "https://zoom.us/j/1" })).toEqual({
      href: "https://zoom.us/j/1",
      external: true,
    });
    expect(countdownButtonTarget({ link: "/spring-summit/day-1?x=1", zoomLink: "" })).toEqual({
      href: "/virtual-expo/spring-summit",
      external: false,
    });
    expect(countdownButtonTarget({ link: "spring-summit", zoomLink: null })).toEqual({
      href: "/virtual-expo/spring-summit",
      external: false,
    });
    expect(countdownButtonTarget({ link: null, zoomLink: null })).toEqual({ href: "/virtual-expo", external: false });
  });
});

describe("constants", () => {
  it("match SPEC §9", () => {
    expect(PROGRESS).toEqual({ minimum: 0.08, speed: 200, trickle: 800 });
    expect(TIMINGS.bannerDismissalMs).toBe(86_400_000);
    expect(TIMINGS.searchCloseDelayDesktopMs).toBe(1500);
    expect(TIMINGS.sampleMessageMs).toBe(10_000);
    expect(TIMINGS.cartDeletePopupMs).toBe(5000);
    expect(TIMINGS.userStatusCheckMs).toBe(60_000);
  });
});

describe("shell path rules", () => {
  it("opens dynamic links in a new tab except on /shop-now", () => {
    expect(dynamicLinkTarget("/blogs/x")).toBe("_blank");
    expect(dynamicLinkTarget("/shop-now")).toBeUndefined();
  });
  it("knows the current nav link, ignoring a trailing slash", () => {
    expect(isCurrentPath("/blogs/", "/blogs")).toBe(true);
    expect(isCurrentPath("/blogs/a", "/blogs")).toBe(false);
  });
  it("recognises the bare meeting and expo paths", () => {
    expect(isBareMeetingPath("/video-meeting")).toBe(true);
    expect(isBareMeetingPath("/video-meetings")).toBe(false);
    expect(isExpoPath("/virtual-expo/abc")).toBe(true);
    expect(isExpoPath("/virtual-expos")).toBe(false);
  });
});

describe("sidebar load delay", () => {
  it("counts 500 ms from the click, whatever the drawer's code took to load", () => {
    expect(sidebarDelayLeft(1_000, 1_000)).toBe(500);
    expect(sidebarDelayLeft(1_000, 1_316)).toBe(184);
    expect(sidebarDelayLeft(1_000, 1_900)).toBe(0);
    expect(sidebarDelayLeft(null, 5)).toBe(500);
  });
});

describe("hasOwnShell", () => {
  it("is the console and the vendor portal with their pages, not storefront paths that merely start alike", () => {
    for (const p of [
      "/admin",
      "/admin/signin",
      "/admin/content/faqs",
      "/vendor",
      "/vendor/signin",
      "/vendor/listings/4",
    ])
      expect(hasOwnShell(p), p).toBe(true);
    for (const p of ["/administration-tools", "/", "/vendors/sandhill-surgical", "/vendor-finder"])
      expect(hasOwnShell(p), p).toBe(false);
  });
});

describe("late widgets", () => {
  it("load (once the page is in use) before the earliest delay they must keep", () => {
    expect(IN_USE_AFTER_LOAD_MS).toBeLessThan(
      Math.min(TIMINGS.countdownDelayedShowMs, TIMINGS.cookieNoticeDelayMs, TIMINGS.helpButtonDelayMs),
    );
  });
});
