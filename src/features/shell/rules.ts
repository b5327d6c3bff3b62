/**
 * Pure rules of the site shell: newsletter email, the virtual-expo countdown
 * banner and the timing constants of SPEC §9. What every page's first load needs (paths, the
 * progress bar) is in page-rules.ts, so that load does not carry the rest.
 */
import { delayLeft } from "@/lib/delay-left";

/** Every delay/duration of SPEC §4 and §9, in milliseconds, so components never hard-code them. */
export const TIMINGS = {
  validationMessageMs: 3_000,
  sampleMessageMs: 10_000,
  logoHintMs: 3_000,
  cartPopupMs: 3_000,
  cartDeletePopupMs: 5_000,
  copyConfirmationMs: 1_000,
  userStatusCheckMs: 60_000,
  modalCloseMs: 300,
  menuCloseDelayMs: 300,
  searchCloseDelayDesktopMs: 1_500,
  quickViewDelayMs: 500,
  sidebarLoadDelayMs: 500,
  cookieNoticeDelayMs: 5_000,
  newsletterSuccessMs: 3_000,
  chatLoginRetryDelayMs: 2_000,
  countdownRefreshMs: 1_000,
  countdownDelayedShowMs: 4_000,
  bannerDismissalMs: 86_400_000,
  helpButtonDelayMs: 5_000,
  progressSpeedMs: 200,
  progressTrickleMs: 800,
} as const;

/** Non-time limits of SPEC §9 that the shell needs. */
export const SHELL_LIMITS = {
  chatLoginRetries: 1,
  backToTopPx: 1_000,
  countdownHomeScrollPx: 1_000,
  visibleCategories: 7,
  visibleVendors: 5,
  visibleServiceProviders: 5,
  footerDepartments: 7,
  notificationsPageSize: 20,
} as const;

// ------------------------------------------------------------ newsletter

/** Local part, @, domain, 2–3 letter top-level domain, case-insensitive (SPEC §5). */
export const NEWSLETTER_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,3}$/i;

export type NewsletterEmailError = "email is required" | "enter valid email";

export function validateNewsletterEmail(email: string | null | undefined): NewsletterEmailError | null {
  const value = (email ?? "").trim();
  if (value === "") return "email is required";
  return NEWSLETTER_EMAIL_PATTERN.test(value) ? null : "enter valid email";
}

// ------------------------------------------------------------- countdown

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left until `target`; all zeros once it has passed (SPEC §4). */
export function countdown(target: Date, now: Date): Countdown {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

export interface BannerDismissal {
  ip: string | null;
  time: number | string;
}

/**
 * True when this IP closed the banner less than 24 h ago (SPEC §4). Without a
 * known IP (lookup failed) the popup "is still considered" (SPEC §8), so an
 * unknown IP never counts as dismissed.
 */
export function bannerDismissedRecently(
  record: BannerDismissal | null | undefined,
  ip: string | null | undefined,
  now: Date,
): boolean {
  if (!record || !ip || record.ip !== ip) return false;
  const time =
    typeof record.time === "number"
      ? record.time
      : /^\d+$/.test(record.time)
        ? Number(record.time)
        : Date.parse(record.time);
  if (!Number.isFinite(time)) return false;
  return now.getTime() - time < TIMINGS.bannerDismissalMs;
}

/**
 * Banner shows when the popup has showCounter and show_on is 'both' or this
 * site's product key, and never inside the expo itself. The spec writes the
 * key as '{product}', so it is a parameter with 'product' as its default.
 */
export function countdownVisible({
  showCounter,
  showOn,
  pathname,
  product = "product",
}: {
  showCounter: boolean | number | string | null | undefined;
  showOn: string | null | undefined;
  pathname: string;
  product?: string;
}): boolean {
  const counterOn = showCounter === true || showCounter === 1 || showCounter === "1" || showCounter === "true";
  if (!counterOn) return false;
  if (showOn !== "both" && showOn !== product) return false;
  return !pathname.startsWith("/virtual-expo/");
}

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * Countdown button: an absolute link leaves the site, then a zoom link, else
 * the expo page named by the link's first path segment (SPEC §2).
 */
export function countdownButtonTarget({
  link,
  zoomLink,
}: {
  link: string | null | undefined;
  zoomLink: string | null | undefined;
}): { href: string; external: boolean } {
  const trimmed = (link ?? "").trim();
  if (ABSOLUTE_URL.test(trimmed)) return { href: trimmed, external: true };
  const zoom = (zoomLink ?? "").trim();
  if (zoom !== "") return { href: zoom, external: true };
  const segment =
    trimmed
      .replace(/[?#].*$/, "")
      .split("/")
      .find((part) => part !== "") ?? "";
  return { href: segment ? `/virtual-expo/${segment}` : "/virtual-expo", external: false };
}

/**
 * What is left of the drawer's 500 ms load delay (SPEC §4), counted from the click that opened it,
 * not from when the lazily loaded drawer code arrived: a slow chunk must not push the request later.
 */
export function sidebarDelayLeft(openedAt: number | null | undefined, now: number): number {
  if (openedAt === null || openedAt === undefined) return TIMINGS.sidebarLoadDelayMs;
  return delayLeft(TIMINGS.sidebarLoadDelayMs, Math.max(0, now - openedAt));
}
