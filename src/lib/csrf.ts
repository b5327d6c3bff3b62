import { getConfig } from "./config";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function allowedOrigins(req: Request): Set<string> {
  const out = new Set<string>();
  const add = (u: string | null | undefined) => {
    if (u && URL.canParse(u)) out.add(new URL(u).origin);
  };
  add(req.url);
  const host = req.headers.get("host");
  if (host) {
    add(`http://${host}`);
    add(`https://${host}`);
  }
  const { BETTER_AUTH_URL, PORT } = getConfig();
  add(BETTER_AUTH_URL);
  add(`http://localhost:${PORT}`);
  add(`http://127.0.0.1:${PORT}`);
  return out;
}

/**
 * Why a state-changing request that carries cookies must be refused as cross-site, or null. A
 * browser names the requesting site in Sec-Fetch-Site and Origin on every POST; a page on another
 * site, or on another port of this host ("same-site"), must not act with the user's session.
 * Requests without cookies carry no ambient authority and pass; so do non-browser clients that send
 * neither header.
 */
export function crossSiteProblem(req: Request): string | null {
  if (SAFE_METHODS.has(req.method) || !req.headers.get("cookie")) return null;
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return "Cross-site requests are not accepted.";
  const origin = req.headers.get("origin");
  if (origin === null) return null;
  if (origin === "null" || !allowedOrigins(req).has(origin)) return "Cross-site requests are not accepted.";
  return null;
}

export function refuseCrossSite(req: Request): void {
  const problem = crossSiteProblem(req);
  if (problem) throw new AppError("FORBIDDEN", problem);
}
