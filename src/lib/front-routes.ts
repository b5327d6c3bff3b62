/**
 * A few hot GET routes a signed-in visit asks on every page (the buyer's parts, a product's offers) are
 * answered by the server in front of Next (src/server/front-route-answer.ts) once their module has
 * loaded: Next's own request path costs about 1.3 ms of CPU for any route handler on Node 20 (web
 * streams, async hooks, header rules), a third of such a route's work. The route module registers
 * its own handler here, so the front calls the very function Next would, with the same module state
 * (caches, sessions); until the route's first request loads it, Next answers. `npm run dev` has no
 * server in front: Next answers every request there.
 *
 * Only handlers that read the Request they are given belong here: nothing of Next's request scope
 * (`headers()`, `cookies()`, `after()`) exists in front of Next. The module is bundled twice (Next's
 * build and the front server's), so the table lives on globalThis.
 */
// `never`: any route's own params type fits; the front hands it the path's segments by the route's names
export type FrontHandler = (req: Request, ctx: { params: Promise<never> }) => Promise<Response>;

type Entry = { segments: string[]; handler: FrontHandler };
const holder = globalThis as unknown as { __dvmFrontRoutes?: Map<string, Entry> };
const table = () => (holder.__dvmFrontRoutes ??= new Map());

/** Registers a route by its app path (`/api/products/[id]/offers`); called by the route module itself. */
export function answerInFront(route: string, handler: FrontHandler): void {
  table().set(route, { segments: route.split("/").slice(1), handler });
}

/** The registered handler for a path, with its dynamic segments decoded; null when Next should answer. */
export function frontRouteFor(pathname: string): { handler: FrontHandler; params: Record<string, string> } | null {
  const routes = holder.__dvmFrontRoutes;
  if (!routes?.size) return null;
  const parts = pathname.split("/").slice(1);
  for (const { segments, handler } of routes.values()) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (let i = 0; i < segments.length && matches; i++) {
      const want = segments[i]!;
      const got = parts[i]!;
      if (want.startsWith("[") && want.endsWith("]")) {
        if (!got) matches = false;
        else params[want.slice(1, -1)] = decodeURIComponent(got);
      } else matches = want === got;
    }
    if (matches) return { handler, params };
  }
  return null;
}

/** For tests: forget every registration. */
export function clearFrontRoutes(): void {
  table().clear();
}
