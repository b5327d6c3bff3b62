/**
 * Headers on every response (next.config.ts). The policy allows Next's inline bootstrap scripts
 * with 'unsafe-inline' rather than nonces: a nonce makes every page dynamic and would be replayed by
 * the visitor page cache, which serves one rendered copy to many visitors. Everything else is
 * narrowed: no plugins, no framing by other sites, forms and <base> only to this site.
 */
const TAG_MANAGER = "https://www.googletagmanager.com";
const ANALYTICS = "https://*.google-analytics.com https://*.analytics.google.com https://*.googleadservices.com";
const VIDEO = "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com";

/** `dev`: the development server's hot reload evaluates code, the production build never does. */
export const contentSecurityPolicy = (dev = false) =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""} ${TAG_MANAGER}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TAG_MANAGER} ${ANALYTICS}`,
    `frame-src 'self' ${VIDEO} ${TAG_MANAGER}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");

export const securityHeaders = (dev = false) => [
  { key: "Content-Security-Policy", value: contentSecurityPolicy(dev) },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** Only a request that reached us over HTTPS (as the proxy in front reports) is told to stay on it. */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" };
