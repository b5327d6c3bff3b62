/**
 * Pure rules of returns (RMAs): the reasons a buyer may give, the vendor's return window, how many units
 * of a line may still go back, the steps a return takes, and the sentences both sides read.
 */

export const RETURN_REASONS = {
  damaged: "Arrived damaged",
  defective: "Defective or not working",
  wrong_item: "Wrong item sent",
  expired: "Expired or short-dated",
  not_as_described: "Not as described",
  no_longer_needed: "No longer needed",
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const RETURN_REASON_KEYS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

export const RETURN_STATUSES = ["requested", "approved", "rejected", "received"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  rejected: [],
  received: [],
};

/** A return moves requested → approved → received, or is rejected before the parcel arrives. */
export function canMoveReturn(from: string, to: ReturnStatus): boolean {
  return (NEXT[from as ReturnStatus] ?? []).includes(to);
}

export function returnStepRefusal(from: string, to: ReturnStatus): string {
  const verb = { approved: "approved", rejected: "rejected", received: "received", requested: "requested" }[to];
  if (to === "received" && from === "requested") return "Approve this return before marking it received.";
  return `A return that is ${from} cannot be ${verb}.`;
}

const DAY = 86_400_000;

/** The last moment a buyer may ask for a return: `days` after delivery; null when the shop takes none. */
export function returnWindowEnds(deliveredAt: Date, days: number): Date | null {
  if (days <= 0) return null;
  return new Date(deliveredAt.getTime() + days * DAY);
}

/** Why this order cannot be returned at all (null when it can): not delivered, no returns, window closed. */
export function orderReturnProblem(input: {
  status: string;
  deliveredAt: Date | null;
  windowDays: number;
  now: Date;
}): string | null {
  if (input.status !== "delivered" || !input.deliveredAt)
    return "Only a delivered order can be returned; this one is not delivered yet.";
  const ends = returnWindowEnds(input.deliveredAt, input.windowDays);
  if (!ends) return "This seller does not accept returns.";
  if (input.now.getTime() > ends.getTime())
    return `The return window of ${input.windowDays} days closed on ${ends.toISOString().slice(0, 10)}.`;
  return null;
}

export type ReturnableLine = {
  id: number;
  name: string;
  quantity: number;
  cancelled: number;
  /** units already on a return that was not rejected */
  returning: number;
  schedule: string | null;
};

/** Units of a line that may still go back: what was delivered (ordered less cancelled) less what is already returning. */
export function returnableUnits(l: Pick<ReturnableLine, "quantity" | "cancelled" | "returning">): number {
  return Math.max(0, l.quantity - l.cancelled - l.returning);
}

export type RequestedLine = { line_id: number; quantity: number; reason: string };

export const SCHEDULE_II_RETURN =
  "Returning a Schedule II item needs the DEA 222 form from your clinic: enter its form number (dea_form) with the return, and send the form with the parcel.";

/** Checks a buyer's lines against the order: one sentence for the first problem, or null. */
export function returnLinesProblem(
  order: ReturnableLine[],
  requested: RequestedLine[],
  deaForm: string | null | undefined,
): string | null {
  if (!requested.length) return "Choose at least one line to return.";
  const seen = new Set<number>();
  for (const r of requested) {
    const line = order.find((l) => l.id === r.line_id);
    if (!line) return `Line ${r.line_id} is not part of this order.`;
    if (seen.has(r.line_id)) return `${line.name} is listed twice; give it once with the quantity to return.`;
    seen.add(r.line_id);
    if (!(r.reason in RETURN_REASONS))
      return `Choose a reason for ${line.name} from the list: ${Object.values(RETURN_REASONS).join(", ")}.`;
    const left = returnableUnits(line);
    if (left === 0) return `Nothing of ${line.name} is left to return.`;
    if (r.quantity > left) return `Only ${left} of ${line.name} can be returned, not ${r.quantity}.`;
  }
  const scheduleII = requested.some((r) => order.find((l) => l.id === r.line_id)?.schedule === "CII");
  if (scheduleII && !deaForm?.trim()) return SCHEDULE_II_RETURN;
  return null;
}

/** `DVM-20260203-00012-1`, the 2nd return → `RMA-20260203-00012-1-2`. */
export function rmaNumberFor(orderNumber: string, nth: number): string {
  return `RMA-${orderNumber.replace(/^DVM-/, "")}-${nth}`;
}

/** `RMA-…-2` → `CN-…-2`: the credit note of a received return carries its RMA's number. */
export function creditNoteNumberFor(rmaNumber: string): string {
  return rmaNumber.replace(/^RMA-/, "CN-");
}

/** What the buyer is told to do once the vendor approves, unless the vendor wrote its own note. */
export function defaultLabelNote(rma: string, vendor: string, scheduleII: boolean): string {
  const form = scheduleII ? " Put the DEA 222 form in the parcel with the Schedule II items." : "";
  return `Write ${rma} on the outside of the parcel and send it to ${vendor}; the vendor e-mails a prepaid label when it provides one.${form}`;
}

export function returnStatusLabel(status: string): string {
  return { requested: "Requested", approved: "Approved", rejected: "Rejected", received: "Received" }[status] ?? status;
}
