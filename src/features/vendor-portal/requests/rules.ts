/** Pure rules of answering a buyer's price and sample requests. */

export type SampleAction = "approve" | "decline" | "sent";
const SAMPLE_NEXT: Record<string, Partial<Record<SampleAction, string>>> = {
  pending: { approve: "approved", decline: "declined" },
  approved: { sent: "shipped" },
};

/** pending → approved (with tracking) or declined (with a reason); approved → shipped ("sent"). */
export function sampleStatusAfter(status: string, action: SampleAction): string | null {
  return SAMPLE_NEXT[status]?.[action] ?? null;
}

/** A quote needs a positive price and a validity date that has not passed. */
export function quoteProblem(priceCents: number, validUntil: string, today: string): string | null {
  if (!(priceCents > 0)) return "The quoted price must be more than $0.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(validUntil)))
    return "Valid until must be a date like 2027-03-31.";
  if (validUntil < today) return "Valid until cannot be in the past.";
  return null;
}
