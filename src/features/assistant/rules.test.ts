import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CHAT_ERRORS,
  CHAT_IMAGE_MAX_BYTES,
  INVALID_STORED_EMAIL,
  canSend,
  isAtBottom,
  validateChatEmail,
  validateChatImage,
} from "./rules";

describe("validateChatEmail", () => {
  it("gives 'required' when empty", () => {
    expect(validateChatEmail("")).toBe("required");
    expect(validateChatEmail("   ")).toBe("required");
    expect(validateChatEmail(null)).toBe("required");
  });

  it("gives 'invalid email' without a 2+ letter top-level domain", () => {
    expect(validateChatEmail("vet@clinic")).toBe("invalid email");
    expect(validateChatEmail("vet@clinic.c")).toBe("invalid email");
    expect(validateChatEmail("vet clinic@x.com")).toBe("invalid email");
    expect(validateChatEmail("@clinic.com")).toBe("invalid email");
  });

  it("accepts long top-level domains and any case", () => {
    expect(validateChatEmail("vet@clinic.com")).toBeNull();
    expect(validateChatEmail("Vet.Doc@Clinic.Veterinary")).toBeNull();
  });

  it("has the spec texts", () => {
    expect(INVALID_STORED_EMAIL).toBe("Invalid stored email. Please enter a valid email.");
    expect(CHAT_ERRORS).toEqual({
      authFailed: "Failed to authenticate. Please try again.",
      sessionExpired: "Session expired. Please re-enter your email.",
      sendFailed: "Failed to send message. Please try again.",
    });
  });
});

describe("validateChatImage", () => {
  it("accepts JPG, JPEG and PNG up to 5 MB", () => {
    expect(validateChatImage({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(validateChatImage({ type: "image/jpg", size: 1000 })).toBeNull();
    expect(validateChatImage({ type: "IMAGE/PNG", size: CHAT_IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses other types and larger files with the spec messages", () => {
    expect(validateChatImage({ type: "image/gif", size: 10 })).toBe("Only JPG and PNG images are allowed.");
    expect(validateChatImage({ type: "", size: 10 })).toBe("Only JPG and PNG images are allowed.");
    expect(validateChatImage({ type: "image/png", size: 5_242_881 })).toBe("Image size must be less than 5MB.");
  });
});

describe("isAtBottom", () => {
  it("is true within 10 px of the end", () => {
    expect(isAtBottom(490, 500, 1000)).toBe(true);
    expect(isAtBottom(500, 500, 1000)).toBe(true);
    expect(isAtBottom(489, 500, 1000)).toBe(false);
    expect(isAtBottom(0, 500, 400)).toBe(true);
  });

  it("stays at the bottom when scrolled further down", () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(2000), fc.nat(10000), fc.nat(100), (top, client, height, extra) => {
        if (isAtBottom(top, client, height)) expect(isAtBottom(top + extra, client, height)).toBe(true);
      }),
    );
  });
});

describe("canSend", () => {
  it("needs text or an image", () => {
    expect(canSend({ text: "hi", hasImage: false, loading: false })).toBe(true);
    expect(canSend({ text: "", hasImage: true, loading: false })).toBe(true);
    expect(canSend({ text: "   ", hasImage: false, loading: false })).toBe(false);
    expect(canSend({ text: null, hasImage: false, loading: false })).toBe(false);
  });

  it("sends nothing while a reply is loading", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, hasImage) => {
        expect(canSend({ text, hasImage, loading: true })).toBe(false);
      }),
    );
  });
});
