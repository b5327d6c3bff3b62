/** Pure rules of a request for quote to several vendors (issue 43). */

const DAY = 86_400_000;

/** A needed-by date must be a real date from today up to a year ahead; the sentence says what is wrong. */
export function neededByProblem(date: string, today: string): string | null {
  const t = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date)
    return "The needed-by date must be a real date.";
  const now = Date.parse(`${today}T00:00:00Z`);
  if (t < now) return "The needed-by date cannot be in the past.";
  if (t > now + 366 * DAY) return "The needed-by date must be within a year.";
  return null;
}

/** Whose an RFQ is: the buyer who asked, or every member ordering for the clinic location it was asked for. */
export function ownsRfq(
  rfq: { userId: string; locationId: number | null },
  who: { userId: string; locationId: number | null },
): boolean {
  return rfq.userId === who.userId || (rfq.locationId !== null && rfq.locationId === who.locationId);
}

/** An RFQ's status for the buyer: open until a vendor answers, quoted, then closed once every vendor has. */
export function rfqStatus(vendorStatuses: readonly string[]): "open" | "quoted" | "accepted" | "closed" {
  if (vendorStatuses.includes("accepted")) return "accepted";
  if (vendorStatuses.some((s) => s === "quoted")) return "quoted";
  if (vendorStatuses.length && vendorStatuses.every((s) => s === "declined")) return "closed";
  return "open";
}

export type QuotedLine = { quoteId: number; lineId: number; priceCents: number; valid: boolean };

/** The cheapest valid quote for each line (ties go to the earlier quote): the screen marks it, the buyer decides. */
export function cheapestPerLine(lines: readonly QuotedLine[]): Map<number, number> {
  const best = new Map<number, QuotedLine>();
  for (const l of lines) {
    if (!l.valid) continue;
    const b = best.get(l.lineId);
    if (!b || l.priceCents < b.priceCents || (l.priceCents === b.priceCents && l.quoteId < b.quoteId))
      best.set(l.lineId, l);
  }
  return new Map([...best].map(([lineId, l]) => [lineId, l.quoteId]));
}
