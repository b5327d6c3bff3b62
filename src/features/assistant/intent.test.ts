import { describe, expect, it } from "vitest";
import { classify, parseQuery } from "./intent";
import { sniffChatImage } from "./rules";

describe("parseQuery", () => {
  it("reads a price limit, species and product words", () => {
    const q = parseQuery("cat dewormer under $40");
    expect(q).toMatchObject({ terms: ["dewormer"], maxCents: 4000, minCents: null });
    expect(q.species).toContain("feline");
  });
  it("keeps suture sizes and strengths as specs", () => {
    expect(parseQuery("suture 3-0 absorbable")).toMatchObject({ terms: ["suture", "absorbable"], specs: ["3-0"] });
    expect(parseQuery("amoxicillin 250 mg tablets").specs).toEqual(["250 mg"]);
  });
  it("finds a SKU and the detail asked about", () => {
    expect(parseQuery("is DVM-PP-000005 in stock?")).toMatchObject({ sku: "DVM-PP-000005", focus: "stock" });
    expect(parseQuery("minimum order for gloves").focus).toBe("minimum");
    expect(parseQuery("who sells gloves").focus).toBe("vendor");
    expect(parseQuery("gloves over $10").minCents).toBe(1000);
  });
});

describe("classify", () => {
  it("routes orders, help and greetings", () => {
    expect(classify("where is my last order")).toBe("orders");
    expect(classify("How do I request a sample?")).toBe("help");
    expect(classify("hello")).toBe("greeting");
    expect(classify("nitrile gloves medium")).toBe("products");
  });
});

describe("labels and images", () => {
  it("reads a label's strength like a typed one", () => {
    expect(parseQuery("Carprofen 75 mg Chewable Tablets - 180 count").specs).toEqual(["75 mg"]);
  });
  it("recognises PNG and JPEG by their bytes only", () => {
    expect(sniffChatImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffChatImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffChatImage(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});

describe("parseQuery with words that name Object's own members", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("reads %s as a search word", (word) => {
    const q = parseQuery(`gloves for dogs ${word}`);
    expect(Array.isArray(q.species) || q.species === null).toBe(true);
    expect(() => JSON.stringify(q)).not.toThrow();
    expect(q.species?.every((s) => typeof s === "string") ?? true).toBe(true);
  });
});
