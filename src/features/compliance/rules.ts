/**
 * Compliance rules for prescription and controlled products, as pure functions: the server applies
 * them when adding to the cart, in the cart and again at checkout, so the client never decides.
 * Every refusal says what is missing and what to do about it.
 */

export const REGULATORY_CLASSES = ["none", "rx", "CII", "CIII", "CIV", "CV"] as const;
export type RegulatoryClass = (typeof REGULATORY_CLASSES)[number];
export type Schedule = Exclude<RegulatoryClass, "none" | "rx">;
export const SCHEDULES: readonly Schedule[] = ["CII", "CIII", "CIV", "CV"];

const SCHEDULE_WORDS: Record<Schedule, string> = { CII: "II", CIII: "III", CIV: "IV", CV: "V" };

export function parseRegulatoryClass(value: string): RegulatoryClass | null {
  return (REGULATORY_CLASSES as readonly string[]).includes(value) ? (value as RegulatoryClass) : null;
}

export function isControlled(cls: RegulatoryClass): cls is Schedule {
  return (SCHEDULES as readonly string[]).includes(cls);
}

/** Strictness of each class, from none to Schedule II: the order a class change is judged by. */
const STRICTNESS: Record<RegulatoryClass, number> = { none: 0, rx: 1, CV: 2, CIV: 3, CIII: 4, CII: 5 };

/**
 * Whether moving a listing from one class to another tightens or loosens what buyers need: a raise
 * can only refuse more buyers, so it applies at once; a lower could let a buyer without the
 * credential through, so it waits for the operator.
 */
export function classChangeKind(from: RegulatoryClass, to: RegulatoryClass): "raise" | "lower" | "same" {
  const d = STRICTNESS[to] - STRICTNESS[from];
  return d > 0 ? "raise" : d < 0 ? "lower" : "same";
}

/** The label buyers see on cards, product pages and cart lines; null for unregulated products. */
export function regulatoryLabel(cls: RegulatoryClass): string | null {
  if (cls === "none") return null;
  if (cls === "rx") return "Rx only";
  return `Schedule ${SCHEDULE_WORDS[cls]} controlled`;
}

export const DEA_TEXT = {
  format: "A DEA number is two letters followed by seven digits, e.g. AB1234563.",
  checkDigit: "The DEA number's check digit does not match.",
} as const;

/**
 * Validates a DEA registration number: two letters then seven digits, where the last digit of
 * (d1 + d3 + d5) + 2 * (d2 + d4 + d6) equals d7. The first letter's registrant type is not enforced.
 * Returns the normalised number, or the problem as a sentence.
 */
export function checkDeaNumber(raw: string): { ok: true; number: string } | { ok: false; message: string } {
  const number = raw.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z][A-Z9][0-9]{7}$/.test(number)) return { ok: false, message: DEA_TEXT.format };
  const d = [...number.slice(2)].map(Number);
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  if (sum % 10 !== d[6]) return { ok: false, message: DEA_TEXT.checkDigit };
  return { ok: true, number };
}

export interface Credential {
  verified: boolean;
  expiresAt: Date | null;
}
export interface DeaRegistration extends Credential {
  number: string;
  schedules: readonly Schedule[];
  state: string;
}
export interface StateLicence extends Credential {
  state: string;
  number: string;
}
export interface OrderForm {
  /** DEA 222 or CSOS order form number, needed for Schedule II */
  number: string;
  issuedAt: Date;
  locationId: number;
}
export interface ComplianceLocation {
  id: number;
  name: string;
  state: string;
  dea: DeaRegistration | null;
  licences: readonly StateLicence[];
}

/** A credential counts only once the operator verified it and until it expires. */
export function credentialCounts(c: Credential | null | undefined, now: Date): boolean {
  return !!c && c.verified && (c.expiresAt === null || c.expiresAt.getTime() > now.getTime());
}

/**
 * Which of a location's DEA registrations the rules read: the newest verified one still in date, so
 * a new registration saved for review does not switch off the one that counts today; with none in
 * date, the newest (its problem, waiting or expired, is the one to tell).
 */
export function countingDea<T extends Credential & { id: number }>(list: readonly T[], now: Date): T | null {
  const newestFirst = [...list].sort((a, b) => b.id - a.id);
  return newestFirst.find((d) => credentialCounts(d, now)) ?? newestFirst[0] ?? null;
}

export const ORDER_FORM_DAYS = 60;

/**
 * Why this location may not buy a product of this class (null when it may). `orderForm` is only
 * asked for at checkout (`stage: "checkout"`), since a Schedule II cart is built before the form is at hand.
 */
export function complianceProblem(input: {
  cls: RegulatoryClass;
  location: ComplianceLocation;
  shipToState: string;
  now: Date;
  stage: "cart" | "checkout";
  orderForm?: OrderForm | null;
}): string | null {
  const { cls, location, shipToState, now } = input;
  if (cls === "none") return null;
  const licence = location.licences.find((l) => l.state === shipToState);
  if (cls === "rx") {
    if (!location.licences.some((l) => credentialCounts(l, now)))
      return `Prescription items need a verified veterinary licence: add one for ${location.name} and upload it for review.`;
    return null;
  }
  const words = SCHEDULE_WORDS[cls];
  const dea = location.dea;
  if (!dea) return `Add a DEA registration for ${location.name} that covers Schedule ${words}.`;
  if (!dea.verified) return `The DEA registration for ${location.name} is waiting for verification.`;
  if (!credentialCounts(dea, now))
    return `The DEA registration for ${location.name} has expired: renew it to order Schedule ${words} items.`;
  if (!dea.schedules.includes(cls)) return `Add a DEA registration for ${location.name} that covers Schedule ${words}.`;
  if (dea.state !== shipToState)
    return `Controlled items ship only to the state of the DEA registration (${dea.state}); this address is in ${shipToState}.`;
  if (!credentialCounts(licence, now))
    return `Add a verified ${shipToState} state licence for ${location.name} to order controlled items.`;
  if (cls === "CII" && input.stage === "checkout") {
    const form = input.orderForm;
    if (!form || !form.number.trim()) return "Schedule II items need a DEA 222 or CSOS order form number on the order.";
    if (form.locationId !== location.id)
      return `That order form was issued for another location, not ${location.name}.`;
    const ageDays = (now.getTime() - form.issuedAt.getTime()) / 86_400_000;
    if (ageDays > ORDER_FORM_DAYS) return `That order form is older than ${ORDER_FORM_DAYS} days: use a new one.`;
    // a day's grace for time zones; a form dated later than that was not issued yet
    if (ageDays < -1) return "That order form is dated in the future: enter the date it was issued.";
  }
  return null;
}

export const ORDER_FORM_TEXT = {
  noScheduleII: "This order has no Schedule II line: no order form needs confirming.",
  noneRecorded:
    "The buyer recorded no DEA 222 or CSOS order form on this order, so its Schedule II lines cannot ship: cancel them and ask the buyer to order again with the form.",
  mismatch: (entered: string, recorded: string) =>
    `The form number you entered (${entered}) is not the one on the order (${recorded}): check the DEA 222 or CSOS form you received.`,
  unconfirmed: (recorded: string) =>
    `Confirm the buyer's DEA 222 / CSOS order form ${recorded} before shipping Schedule II items.`,
} as const;

const formKey = (s: string) => s.toUpperCase().replace(/[\s-]/g, "");

/** The form number as it is kept to be used once: upper case, no spaces or dashes. */
export const orderFormKey = formKey;

/** A DEA 222 names one supplier, so one form covers the Schedule II lines of one vendor's order. */
export const ONE_FORM_ONE_VENDOR =
  "A DEA 222 or CSOS order form names one supplier: order Schedule II items from one vendor per checkout.";
export const FORM_ALREADY_USED = "That DEA 222 or CSOS order form number was already used on another order.";

/** Whether the vendor may confirm this form number for the order (null when it may). */
export function orderFormConfirmProblem(input: {
  hasScheduleII: boolean;
  recorded: string | null;
  entered: string;
}): string | null {
  if (!input.hasScheduleII) return ORDER_FORM_TEXT.noScheduleII;
  if (!input.recorded?.trim()) return ORDER_FORM_TEXT.noneRecorded;
  if (formKey(input.entered) !== formKey(input.recorded))
    return ORDER_FORM_TEXT.mismatch(input.entered, input.recorded);
  return null;
}

/** Why a parcel may not leave (null when it may): a Schedule II line ships only once its order form is confirmed. */
export function scheduleIIShipProblem(input: {
  shipsScheduleII: boolean;
  recorded: string | null;
  confirmed: boolean;
}): string | null {
  if (!input.shipsScheduleII || input.confirmed) return null;
  if (!input.recorded?.trim()) return ORDER_FORM_TEXT.noneRecorded;
  return ORDER_FORM_TEXT.unconfirmed(input.recorded);
}
