/** Pure rules of answering a buyer's price and sample requests. */
import { dollarsToCents, formatUsd } from "@/lib/money";

export type SampleAction = "approve" | "decline" | "sent";
const SAMPLE_NEXT: Record<string, Partial<Record<SampleAction, string>>> = {
  pending: { approve: "approved", decline: "declined" },
  approved: { sent: "shipped" },
};

/** What a person may do next to a sample request: approve or decline it while pending, mark it sent once approved. */
export function sampleActionsFor(status: string): SampleAction[] {
  return Object.keys(SAMPLE_NEXT[status] ?? {}) as SampleAction[];
}

/** Every status a request of each kind can hold, in the order a request moves through them. */
export const REQUEST_STATUSES = {
  price: ["open", "answered"],
  sample: ["pending", "approved", "declined", "shipped"],
} as const;

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

/** An answer as the requests list shows it, in a sentence. */
export function describeAnswer(a: {
  action: string;
  price: number | null;
  valid_until: string | null;
  tracking: string | null;
  reason: string | null;
}): string {
  const tracking = a.tracking ? `, tracking ${a.tracking}` : "";
  if (a.action === "quote")
    return `Quoted ${a.price === null ? "a price" : formatUsd(dollarsToCents(a.price))}, valid until ${a.valid_until ?? "further notice"}`;
  if (a.action === "approve") return `Approved${tracking}`;
  if (a.action === "decline") return `Declined: ${a.reason ?? "no reason given"}`;
  return `Sent${tracking}`;
}
