/**
 * What a cart page drawn for its buyer shows, for keeping it (server/kept-page.ts): the scopes a row
 * change names when it touches the page (its session, its buyer, the location whose cart it is, each
 * line's product and item, the item standing for every vendor's offer in "Cheaper elsewhere"), and the
 * instant it stops being true by the clock alone (a discount's or a quote's end).
 */
export type ShownLine = {
  productId: number;
  itemId: number | null;
  /** instants at which what the line shows changes by itself (ms) */
  changesAt: readonly number[];
};

/** How long a kept page is handed out at most, whatever else: as long as a visitor's copy of any page. */
export const KEPT_PAGE_MAX_AGE_MS = 30_000;

export function cartPageShows(p: {
  userId: string;
  sessionId: string;
  locationId: number | null;
  lines: readonly ShownLine[];
  now: number;
  maxAgeMs?: number;
}): { scopes: string[]; until: number } {
  const scopes = new Set([`s:${p.sessionId}`, `u:${p.userId}`]);
  if (p.locationId !== null) scopes.add(`l:${p.locationId}`);
  let until = p.now + (p.maxAgeMs ?? KEPT_PAGE_MAX_AGE_MS);
  for (const line of p.lines) {
    scopes.add(`p:${line.productId}`);
    if (line.itemId !== null) scopes.add(`i:${line.itemId}`);
    // a discount or quote valid through an instant still shows at it: the page changes just after
    for (const at of line.changesAt) if (at >= p.now && at + 1 < until) until = at + 1;
  }
  return { scopes: [...scopes], until };
}

/** Whether a row change touching `changed` (or everything) reaches a page showing `shown`. */
export function changeReaches(changed: readonly string[] | "all", shown: ReadonlySet<string>): boolean {
  return changed === "all" || changed.some((s) => shown.has(s));
}
