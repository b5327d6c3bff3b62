/**
 * Pure account rules: password policy, registration fields, sign-in reward, status check,
 * document checks and the header pieces each role sees. No I/O; the server and the UI share them.
 * Price and buying permissions live in features/catalog/rules.ts: catalog builds on accounts, so
 * accounts never imports catalog; the sales-rep check catalog relies on lives here.
 */
import { COMMON_PASSWORDS } from "./common-passwords";
import { SALES_REP_POSITION, type SignOutReason, type UserStatus } from "./viewer-rules";

// The rules every page's header runs live in viewer-rules (kept apart from the password list).
export * from "./viewer-rules";

export const POSITIONS = ["Veterinarian", "Practice Manager", "Technician", SALES_REP_POSITION, "Other"] as const;
export type Position = (typeof POSITIONS)[number];

export const PASSWORD_MIN = 8;
// long passphrases are welcome; the cap only bounds hashing work per request
export const PASSWORD_MAX = 256;

export const PASSWORD_TEXT = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  common: "This password is too common. Choose one that is harder to guess.",
  sameAsEmail: "Password must not be your email address.",
} as const;

/** Returns the first reason the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN) return PASSWORD_TEXT.tooShort;
  if (length > PASSWORD_MAX) return PASSWORD_TEXT.tooLong;
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_TEXT.common;
  // one repeated character ("aaaaaaaaaa") is as weak as a listed password
  if (/^(.)\1+$/.test(lower)) return PASSWORD_TEXT.common;
  if (email && lower === email.trim().toLowerCase()) return PASSWORD_TEXT.sameAsEmail;
  return null;
}

/** Sign-in reward: granted at most once per UTC day. */
export const SIGNIN_REWARD_COINS = 10;

export function rewardDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export const SIGN_OUT_TEXT: Record<SignOutReason | "social", string> = {
  deactivated: "Your account has been deactivated. Contact support to reactivate it.",
  "not-allowed": "Your account is not allowed on DVM Market. Contact support for help.",
  deleted: "Your account has been deleted. Contact support if this is a mistake.",
  social: "We could not sign you in with that provider. Please try again.",
};

/** The status flags as the status API answers them (numbers, as the spec's clients expect). */
export function statusOf(u: {
  confirmed: number;
  active: boolean;
  allowOnDvm: boolean;
  softDelete: boolean;
}): UserStatus {
  return {
    confirmed: u.confirmed,
    active: u.active ? 1 : 0,
    allow_on_dvm: u.allowOnDvm ? 1 : 0,
    soft_delete: u.softDelete ? 1 : 0,
  };
}

/** Credentials a buyer uploads on /documents and the level an approval grants by default. */
export const DOCUMENT_KINDS = {
  resale_certificate: { label: "Resale certificate", level: 2 },
  veterinary_license: { label: "Veterinary license", level: 3 },
  dea_registration: { label: "DEA registration", level: 4 },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_TEXT = {
  none: "Please select a file.",
  tooLarge: "The file must be 10 MB or smaller.",
  type: "Only PDF, PNG or JPG files are allowed.",
} as const;

export type SniffedType = "application/pdf" | "image/png" | "image/jpeg";

/** The file's real type from its first bytes; the name and the browser's claim are not trusted. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  return null;
}

export function documentProblem(bytes: Uint8Array | null): string | null {
  if (!bytes || bytes.length === 0) return DOCUMENT_TEXT.none;
  if (bytes.length > MAX_DOCUMENT_BYTES) return DOCUMENT_TEXT.tooLarge;
  if (!sniffFileType(bytes)) return DOCUMENT_TEXT.type;
  return null;
}

/** A raised level never drops: approving a lower credential keeps the higher level. */
export function levelAfterApproval(current: number, granted: number): number {
  return Math.max(current, granted);
}
