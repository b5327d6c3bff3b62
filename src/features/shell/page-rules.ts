/**
 * The shell's rules every page applies on arrival (which chrome a path gets, the progress bar), apart
 * from rules.ts so the first load carries only these.
 */

/** Page-change progress bar (SPEC §4): minimum fraction, speed and trickle in ms. */
export const PROGRESS = { minimum: 0.08, speed: 200, trickle: 800 } as const;

/** Links inside dynamic content open in a new tab everywhere except /shop-now (SPEC §2). */
export function dynamicLinkTarget(pathname: string): "_blank" | undefined {
  return pathname === "/shop-now" ? undefined : "_blank";
}

/** The small navigation bar's current link is plain text (SPEC §2); trailing slashes ignored. */
export function isCurrentPath(pathname: string, href: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return norm(pathname) === norm(href);
}

/** Paths where the help chat, the announcement bar and the footer widget stay away (SPEC §2). */
export function isBareMeetingPath(pathname: string): boolean {
  return pathname === "/video-meeting" || pathname.startsWith("/video-meeting/");
}

/** Workspaces with their own shell (the operator's console, the vendor portal): no storefront chrome. */
export function hasOwnShell(pathname: string): boolean {
  return ["/admin", "/vendor"].some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** Leaving the virtual-expo area clears cached expo data (SPEC §4). */
export const EXPO_CACHE_KEYS = ["virtualExpoUpcoming", "expoCategories", "expoSpeakers"] as const;
export function isExpoPath(pathname: string): boolean {
  return pathname === "/virtual-expo" || pathname.startsWith("/virtual-expo/");
}
