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
  rankCandidates,
  statesSpec,
  type Candidate,
  type CandidateWants,
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

describe("Anna's retrieval rules", () => {
  const c = (id: number, name: string, more: Partial<Candidate> = {}): Candidate => ({
    id,
    name,
    species: "Dog",
    inStock: true,
    priceCents: 1000,
    ...more,
  });
  const wants: CandidateWants = { specs: [], species: null, maxCents: null, minCents: null, inStockOnly: false };

  it("reads a strength as a whole number", () => {
    expect(statesSpec("Carprofen 75mg Chewable Tablets", "75 mg")).toBe(true);
    expect(statesSpec("Carprofen 175 mg Chewable Tablets", "75 mg")).toBe(false);
    expect(statesSpec("PGA Suture 3-0", "3-0")).toBe(true);
  });

  it("puts the asked strength first, then keeps the engine's order", () => {
    const list = [
      c(1, "Carprofen Chewable Tablets 25 mg"),
      c(2, "Carprofen Chewable Tablets 100 mg"),
      c(3, "Carprofen Chewable Tablets 75 mg"),
    ];
    expect(rankCandidates(list, { ...wants, specs: ["75 mg"] }, 3)).toEqual([3, 1, 2]);
  });

  it("lifts a named species and drops what price or stock rule out", () => {
    const list = [c(1, "Wormer A"), c(2, "Wormer B", { species: "Cat" }), c(3, "Wormer C", { priceCents: 5000 })];
    expect(rankCandidates(list, { ...wants, species: ["cat", "feline"] }, 3)).toEqual([2, 1, 3]);
    expect(rankCandidates(list, { ...wants, maxCents: 2000 }, 3)).toEqual([1, 2]);
    expect(rankCandidates([c(1, "X", { inStock: false }), c(2, "Y")], { ...wants, inStockOnly: true }, 3)).toEqual([2]);
  });

  it("never repeats a product or a name", () => {
    const list = [c(1, "Gauze Pads"), c(1, "Gauze Pads"), c(2, "gauze pads "), c(3, "Gauze Roll")];
    expect(rankCandidates(list, wants, 5)).toEqual([1, 3]);
  });
});
