/** Pure rules of the AI assistant chat (SPEC §4, §5, §8, §9). */

export const INVALID_STORED_EMAIL = "Invalid stored email. Please enter a valid email.";
export const CHAT_ERRORS = {
  authFailed: "Failed to authenticate. Please try again.",
  sessionExpired: "Session expired. Please re-enter your email.",
  sendFailed: "Failed to send message. Please try again.",
} as const;
export const CHAT_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/jpg", "image/png"];
export const CHAT_IMAGE_MAX_BYTES = 5_242_880;
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
