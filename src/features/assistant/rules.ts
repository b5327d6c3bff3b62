/** Pure rules of the AI assistant chat (SPEC §4, §5, §8, §9). */

export const INVALID_STORED_EMAIL = "Invalid stored email. Please enter a valid email.";
export const CHAT_ERRORS = {
  authFailed: "Failed to authenticate. Please try again.",
  sessionExpired: "Session expired. Please re-enter your email.",
  sendFailed: "Failed to send message. Please try again.",
} as const;
export const CHAT_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/jpg", "image/png"];
export const CHAT_IMAGE_MAX_BYTES = 5_242_880;
/** The largest label photo decoded: 50 megapixels covers every phone camera. */
export const LABEL_MAX_PIXELS = 50_000_000;
/** Label photos are shrunk to this longest side before OCR. */
export const LABEL_OCR_SIDE = 2000;
/** Label photos per chat session and per address per minute (each costs seconds of CPU). */
export const LABEL_PER_SESSION_PER_MINUTE = 6;
export const LABEL_PER_IP_PER_MINUTE = 12;

/** The sentence refusing a photo too large to decode, or null when it may be read. */
export function labelTooLarge(width: number, height: number): string | null {
  if (width * height <= LABEL_MAX_PIXELS) return null;
  return `That photo is ${width}×${height} pixels; send one of at most ${LABEL_MAX_PIXELS / 1_000_000} megapixels.`;
}
/** "At the bottom" tolerance: sub-pixel scroll positions never land exactly on 0. */
export const BOTTOM_TOLERANCE_PX = 10;

/** Local part, @, domain, top-level domain of 2 or more letters (SPEC §5). */
export const CHAT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function validateChatEmail(email: string | null | undefined): "required" | "invalid email" | null {
  const value = (email ?? "").trim();
  if (value === "") return "required";
  return CHAT_EMAIL_PATTERN.test(value) ? null : "invalid email";
}

export type ChatImageError = "Only JPG and PNG images are allowed." | "Image size must be less than 5MB.";

/**
 * Chosen or pasted image (SPEC §5). 5242880 bytes is the stated maximum, so a
 * file of exactly that size passes.
 */
export function validateChatImage({ type, size }: { type: string; size: number }): ChatImageError | null {
  if (!CHAT_IMAGE_TYPES.includes(type.toLowerCase())) return "Only JPG and PNG images are allowed.";
  if (size > CHAT_IMAGE_MAX_BYTES) return "Image size must be less than 5MB.";
  return null;
}

/** Whether the scroll-to-bottom button should hide (within 10 px of the end). */
export function isAtBottom(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollHeight - scrollTop - clientHeight <= BOTTOM_TOLERANCE_PX;
}

/** A message needs text or an image, and nothing is sent while a reply is loading. */
export function canSend({
  text,
  hasImage,
  loading,
}: {
  text: string | null | undefined;
  hasImage: boolean;
  loading: boolean;
}): boolean {
  if (loading) return false;
  return hasImage || (text ?? "").trim() !== "";
}

/** What the bytes really are (SPEC §9: JPG/JPEG/PNG); the declared type and file name are not trusted. */
export function sniffChatImage(bytes: Uint8Array): "png" | "jpeg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

// ------------------------------------------------------------ retrieval

/** What Anna's own rules look at in a search candidate. */
export type Candidate = { id: number; name: string; species: string; inStock: boolean; priceCents: number | null };
export type CandidateWants = {
  /** strengths and sizes the asker named ("75 mg", "3-0") */
  specs: string[];
  /** any of these species words (null: none named) */
  species: string[] | null;
  maxCents: number | null;
  minCents: number | null;
  inStockOnly: boolean;
};

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9.]+/g, "");

/** Whether a name states the strength or size ("75 mg" in "Carprofen 75mg ..."), as a whole number. */
export function statesSpec(name: string, spec: string): boolean {
  const want = compact(spec);
  const have = compact(name);
  const at = have.indexOf(want);
  // '75mg' must not be read inside '175mg'
  return at >= 0 && (at === 0 || !/[0-9.]/.test(have[at - 1]!));
}

/**
 * Anna's rules over the engine's order: drop what the asker ruled out (price, stock), then put the
 * candidates stating every asked strength and a named species first, keeping the engine's order
 * among equals; each product (and each name) once.
 */
export function rankCandidates(cands: readonly Candidate[], wants: CandidateWants, limit: number): number[] {
  // each product once, and one listing per name: the same name twice reads as a repeat
  const seen = new Set<string>();
  const kept = cands.filter((c) => {
    const key = c.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    if (wants.inStockOnly && !c.inStock) return false;
    if (wants.maxCents !== null && (c.priceCents === null || c.priceCents > wants.maxCents)) return false;
    if (wants.minCents !== null && (c.priceCents === null || c.priceCents < wants.minCents)) return false;
    return true;
  });
  const score = (c: Candidate) => {
    const specs = wants.specs.filter((s) => statesSpec(c.name, s)).length;
    const text = `${c.name} ${c.species}`.toLowerCase();
    const species = wants.species?.some((s) => new RegExp(`\\b${s}`).test(text)) ? 1 : 0;
    return specs * 2 + species;
  };
  return kept
    .map((c, i) => ({ id: c.id, s: score(c), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map((c) => c.id);
}
