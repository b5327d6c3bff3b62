/** Only same-site paths are followed after sign-in, so a crafted link cannot bounce users away. */
export function safeCallback(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  return raw;
}

/** The sign-in page; `error` (a fixed key such as SessionRequired) makes it say why the visitor is there. */
export function signInUrl(callbackUrl: string, error?: "SessionRequired"): string {
  return `/auth/signin?${error ? `error=${error}&` : ""}callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
