// stands in for the site's origin where the real one does not matter: only "same or not" is asked
const ANY_ORIGIN = "http://dvm.invalid";

/**
 * The one check before following a callbackUrl or redirect target: parse it as the browser will
 * (which drops tabs and newlines and reads a backslash as a slash) against our origin, keep it only
 * when it stays on that origin, and hand back just the path, query and fragment. Anything else is
 * the home page.
 */
export function safeRedirect(target: string | string[] | null | undefined, origin: string = ANY_ORIGIN): string {
  // a repeated query parameter arrives as an array: not a path
  if (typeof target !== "string" || target.length > 2048 || !target.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  // a path that normalizes to "//host" would be read as another site when followed
  const path = url.pathname.replace(/^[/\\]+/, "/");
  return `${path}${url.search}${url.hash}`;
}

/** The sign-in page; `error` (a fixed key such as SessionRequired) makes it say why the visitor is there. */
export function signInUrl(callbackUrl: string, error?: "SessionRequired"): string {
  return `/auth/signin?${error ? `error=${error}&` : ""}callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
