/**
 * Pure rules of sales-tax exemption certificates: what a clinic must give, how a certificate is named on
 * orders and invoices, and whether one counts on a given day. The door asks the server for the counting
 * certificate of the ship-to location; the tax calculation then charges nothing and says why.
 */

export type ExemptionStatus = "pending" | "verified" | "rejected";

export type ExemptionRow = {
  id: number;
  certificateNumber: string;
  state: string;
  status: string;
  expiresAt: Date | null;
};

/** How an order and its invoice name the certificate: "TX 12-3456789". */
export function exemptionLabel(c: Pick<ExemptionRow, "state" | "certificateNumber">): string {
  return `${c.state} ${c.certificateNumber}`;
}

/** The certificate that counts on `now`: verified, not past its expiry, the newest such. */
export function countingExemption<T extends ExemptionRow>(rows: readonly T[], now: Date): T | null {
  return (
    rows
      .filter((r) => r.status === "verified" && (!r.expiresAt || r.expiresAt.getTime() > now.getTime()))
      .sort((a, b) => b.id - a.id)[0] ?? null
  );
}

/** What the clinic reads beside a certificate. */
export function exemptionStatusText(r: ExemptionRow, now: Date): string {
  if (r.status === "rejected") return "Rejected";
  if (r.status === "pending") return "Waiting for verification";
  if (r.expiresAt && r.expiresAt.getTime() <= now.getTime()) return "Expired";
  return "Verified: orders to this location carry no sales tax";
}
