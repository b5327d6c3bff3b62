/**
 * Settings the browser bundle needs. Next replaces `process.env.NEXT_PUBLIC_*` and
 * `process.env.NODE_ENV` with their values at build time only where they are written out literally,
 * so they cannot go through `getConfig()` (which reads the whole environment at run time); this is
 * the second and last module allowed to read `process.env`. Kept free of imports so client
 * components can use it without pulling the server's schema into their bundle.
 */
const orUndefined = (v: string | undefined) => (v && v.trim() !== "" ? v : undefined);

export const publicConfig = {
  /** Tag-manager container id: loads the tag-manager script (consent mode) when set. */
  gtmId: orUndefined(process.env.NEXT_PUBLIC_GTM_ID),
  /** Ad-conversion id: loads the ad-conversion script (consent mode) when set. */
  adsId: orUndefined(process.env.NEXT_PUBLIC_ADS_ID),
  /** A production build: the service worker registers only there, so development never caches stale code. */
  production: process.env.NODE_ENV === "production",
};
