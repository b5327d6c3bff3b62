/**
 * Pages drawn for their buyer that the server in front of Next may hand out again (the cart): the page's
 * feature registers a keeper for its path when Next first loads it, as the hot routes register their
 * handlers (front-routes.ts). The front asks the keeper on each document GET of that path; the keeper
 * answers with the page it kept for the request's session, or with a token the front sends to Next with
 * the render (KEEP_HEADER) and hands back with the finished page. The page's render notes what it
 * showed under that token, and the keeper keeps the page only if nothing it showed changed meanwhile.
 * The module is bundled twice (Next's build and the front server's), so the table lives on globalThis.
 */
export const KEEP_HEADER = "x-dvm-keep";

export type KeeperAnswer<P> = { page: P } | { token: string } | null;

export interface PageKeeper<P = unknown> {
  /** The page kept for this request's session, a token to keep its render under, or null: render, keep nothing. */
  lookup(req: Request): Promise<KeeperAnswer<P>>;
  /** The render made under `token` finished as `page` (`bytes` long): kept if still true. */
  keep(token: string, page: P, bytes: number): void;
}

const holder = globalThis as unknown as { __dvmKeepers?: Map<string, PageKeeper> };
const table = () => (holder.__dvmKeepers ??= new Map());

/** Registers the keeper of one exact path (`/cart`); called by the page's own module. */
export function keepPageInFront(path: string, keeper: PageKeeper): void {
  table().set(path, keeper);
}

/** The keeper of a path, or null when none has registered (yet). */
export function keeperFor(path: string): PageKeeper | null {
  return holder.__dvmKeepers?.get(path) ?? null;
}
