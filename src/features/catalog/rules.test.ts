import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BUY_TEXT,
  HIDDEN_BUY_VENDOR_ID,
  LOGO_VENDOR_IDS,
  PRICE_TEXT,
  type BuyableProduct,
  type Viewer,
  canBuy,
  canRequestPrice,
  canRequestSample,
  canUseLogoPrinting,
  canWishlist,
  cartDiscountPercent,
  discountApplies,
  discountPercent,
  effectivePriceCents,
  freeShippingMessage,
  returnPolicyText,
  seePriceState,
  visitorCardHidesPrice,
  correctOnBlur,
  addedToCartMessage,
  minimumOrderNote,
  maxAllowed,
  quantityMaxLength,
  sanitizeQuantityInput,
  showsUpgradePrompt,
  stepMinus,
  stepPlus,
  thresholdMessage,
  thresholdReached,
  upgradeMessage,
} from "./rules";

const now = new Date("2025-06-15T12:00:00Z");
const customer: Viewer = { level: 2, position: "Veterinarian" };
const salesRep: Viewer = { level: 5, position: "Sales Rep" };

const product = (over: Partial<BuyableProduct> = {}): BuyableProduct => ({
  vendorId: 10,
  type: "simple",
  inStock: "Y",
  quantity: 5,
  priceCents: 1999,
  level: 1,
  seePrice: "login",
  ...over,
});

describe("discountApplies", () => {
  const base = { catalogCents: 2000, discountedCents: 1500, discountEnd: null, now };

  it("applies with a different, non-zero discounted price and no end date", () => {
    expect(discountApplies(base)).toBe(true);
    expect(discountApplies({ ...base, discountEnd: "" })).toBe(true);
  });

  it("does not apply when discounted is null, zero or equal to catalog", () => {
    expect(discountApplies({ ...base, discountedCents: null })).toBe(false);
    expect(discountApplies({ ...base, discountedCents: 0 })).toBe(false);
    expect(discountApplies({ ...base, discountedCents: 2000 })).toBe(false);
  });

  it("applies until the end date has passed", () => {
    expect(discountApplies({ ...base, discountEnd: "2025-06-15T12:00:00Z" })).toBe(true);
    expect(discountApplies({ ...base, discountEnd: new Date("2025-06-16T00:00:00Z") })).toBe(true);
    expect(discountApplies({ ...base, discountEnd: "2025-06-15T11:59:59Z" })).toBe(false);
    expect(discountApplies({ ...base, discountEnd: new Date("2025-01-01") })).toBe(false);
  });

  it("treats a bare end date as inclusive of that whole day", () => {
    expect(discountApplies({ ...base, discountEnd: "2025-06-15" })).toBe(true);
    expect(discountApplies({ ...base, discountEnd: "2025-06-14" })).toBe(false);
  });

  it("does not apply with an unreadable end date", () => {
    expect(discountApplies({ ...base, discountEnd: "soon" })).toBe(false);
  });
});

describe("discountPercent / cartDiscountPercent", () => {
  it("is 100 − discounted/catalog × 100 with 2 decimals", () => {
    expect(discountPercent(2000, 1500)).toBe(25);
    expect(discountPercent(3000, 2000)).toBe(33.33);
    expect(discountPercent(1999, 1499)).toBe(25.01);
    expect(discountPercent(0, 100)).toBe(0);
  });

  it("rounds to a whole percent for the cart", () => {
    expect(cartDiscountPercent(3000, 2000)).toBe(33);
    expect(cartDiscountPercent(1999, 1499)).toBe(25);
    expect(cartDiscountPercent(900, 600)).toBe(33);
    expect(cartDiscountPercent(300, 100)).toBe(67);
  });

  it("stays between 0 and 100 for a real discount, and the cart value is its rounding", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e8 }), fc.integer({ min: 1, max: 1e8 }), (a, b) => {
        const [discounted, catalog] = a < b ? [a, b] : [b, a];
        const percent = discountPercent(catalog, discounted);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Number(percent.toFixed(2))).toBe(percent);
        expect(Math.abs(cartDiscountPercent(catalog, discounted) - percent)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe("effectivePriceCents", () => {
  it("uses the discounted price while it applies, else price, else catalog", () => {
    const p = { priceCents: 1800, catalogCents: 2000, discountedCents: 1500, discountEnd: null };
    expect(effectivePriceCents(p, now)).toBe(1500);
    expect(effectivePriceCents({ ...p, discountEnd: "2025-01-01" }, now)).toBe(1800);
    expect(effectivePriceCents({ ...p, discountedCents: null, priceCents: null }, now)).toBe(2000);
    expect(
      effectivePriceCents({ priceCents: null, catalogCents: null, discountedCents: null, discountEnd: null }, now),
    ).toBeNull();
  });

  it("never exceeds the non-discounted price for a real discount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 1, max: 1e7 }), (catalog, discounted) => {
        fc.pre(discounted < catalog);
        const p = { priceCents: catalog, catalogCents: catalog, discountedCents: discounted, discountEnd: null };
        expect(effectivePriceCents(p, now)).toBe(discounted);
      }),
    );
  });
});

describe("freeShippingMessage", () => {
  it("quotes the spec text with a dollar amount", () => {
    expect(freeShippingMessage(50000)).toBe("Free shipping on minimum order of $500.00");
  });
});

describe("returnPolicyText", () => {
  it("says the seller's window in days, or that it takes no returns", () => {
    expect(returnPolicyText(30)).toBe("Returns accepted within 30 days of delivery.");
    expect(returnPolicyText(1)).toBe("Returns accepted within 1 day of delivery.");
    expect(returnPolicyText(0)).toBe("This seller does not accept returns.");
  });
});

describe("seePriceState", () => {
  it("shows visitors the price only for without_login", () => {
    expect(seePriceState({ seePrice: "without_login", viewer: null, priceCents: 100 })).toBe("price");
    expect(seePriceState({ seePrice: "login", viewer: null, priceCents: 100 })).toBe("signin-to-see");
    expect(seePriceState({ seePrice: "request", viewer: null, priceCents: 100 })).toBe("signin-to-request");
    expect(seePriceState({ seePrice: "already-requested", viewer: null, priceCents: 100 })).toBe("signin-to-request");
  });

  it("shows customers the price, a request button or its submitted state", () => {
    expect(seePriceState({ seePrice: "login", viewer: customer, priceCents: 100 })).toBe("price");
    expect(seePriceState({ seePrice: "without_login", viewer: customer, priceCents: 100 })).toBe("price");
    expect(seePriceState({ seePrice: "request", viewer: customer, priceCents: 100 })).toBe("request");
    expect(seePriceState({ seePrice: "already-requested", viewer: customer, priceCents: 100 })).toBe("requested");
  });

  it("reads 'Price not available' when the price is zero or null", () => {
    expect(seePriceState({ seePrice: "login", viewer: customer, priceCents: 0 })).toBe("not-available");
    expect(seePriceState({ seePrice: "login", viewer: customer, priceCents: null })).toBe("not-available");
  });

  it("has the exact spec texts", () => {
    expect(PRICE_TEXT).toEqual({
      "signin-to-see": "Signin to see the price",
      request: "Request for Price",
      requested: "Request for Price Submitted",
      "signin-to-request": "Sign in to Request for Price",
      "not-available": "Price not available",
    });
    expect(BUY_TEXT).toEqual({
      signinToBuy: "Sign in to Buy",
      outOfStock: "Out of Stock",
      upgradeLevel: "Upgrade Level",
    });
  });
});

describe("visitorCardHidesPrice", () => {
  it("is true exactly when a signed-in buyer's card would read differently from a visitor's", () => {
    const seePrices = ["login", "without_login", "request", "already-requested"] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...seePrices),
        fc.option(fc.integer({ min: 0, max: 10_000_00 })),
        fc.constantFrom(customer, salesRep),
        (seePrice, priceCents, viewer) => {
          const visitor = seePriceState({ seePrice, viewer: null, priceCents });
          const member = seePriceState({ seePrice, viewer, priceCents });
          expect(visitorCardHidesPrice(visitor)).toBe(visitor !== member);
        },
      ),
    );
  });
});

describe("canBuy", () => {
  it("allows a customer with level, stock, price and see_price login/without_login", () => {
    expect(canBuy({ viewer: customer, product: product() })).toEqual({ ok: true });
    expect(canBuy({ viewer: customer, product: product({ seePrice: "without_login", level: 2 }) })).toEqual({
      ok: true,
    });
  });

  it("blocks with the right reason", () => {
    const reason = (viewer: Viewer | null, over: Partial<BuyableProduct>) => {
      const result = canBuy({ viewer, product: product(over) });
      return result.ok ? "ok" : result.reason;
    };
    expect(reason(customer, { vendorId: HIDDEN_BUY_VENDOR_ID })).toBe("hidden-vendor");
    expect(reason(null, {})).toBe("signin");
    expect(reason(salesRep, {})).toBe("sales-rep");
    expect(reason({ level: 9, isSalesRep: true }, {})).toBe("sales-rep");
    expect(reason(customer, { inStock: "N" })).toBe("out-of-stock");
    expect(reason(customer, { quantity: 0 })).toBe("out-of-stock");
    expect(reason(customer, { quantity: null })).toBe("out-of-stock");
    expect(reason(customer, { priceCents: 0 })).toBe("no-price");
    expect(reason(customer, { priceCents: null })).toBe("no-price");
    expect(reason(customer, { level: 3 })).toBe("level");
    expect(reason(customer, { seePrice: "request" })).toBe("see-price");
    expect(reason(customer, { seePrice: "already-requested" })).toBe("see-price");
  });

  it("does not check parent quantity for variation products", () => {
    expect(canBuy({ viewer: customer, product: product({ type: "variation", quantity: 0 }) })).toEqual({ ok: true });
    expect(canBuy({ viewer: customer, product: product({ type: "variation", inStock: "N" }) })).toEqual({
      ok: false,
      reason: "out-of-stock",
    });
  });

  it("never lets a visitor, a sales rep or vendor 407 buy", () => {
    const arbProduct = fc.record({
      vendorId: fc.oneof(fc.constant(HIDDEN_BUY_VENDOR_ID), fc.integer({ min: 1, max: 2000 })),
      type: fc.constantFrom("variation", "simple"),
      inStock: fc.constantFrom("Y" as const, "N" as const),
      quantity: fc.option(fc.integer({ min: 0, max: 100 })),
      priceCents: fc.option(fc.integer({ min: 0, max: 1e6 })),
      level: fc.option(fc.integer({ min: 0, max: 5 })),
      seePrice: fc.constantFrom(
        "login" as const,
        "without_login" as const,
        "request" as const,
        "already-requested" as const,
      ),
    });
    fc.assert(
      fc.property(arbProduct, fc.integer({ min: 0, max: 5 }), (p, level) => {
        expect(canBuy({ viewer: null, product: p }).ok).toBe(false);
        expect(canBuy({ viewer: { level, position: "Sales Rep" }, product: p }).ok).toBe(false);
        const allowed = canBuy({ viewer: { level }, product: p }).ok;
        if (allowed) {
          expect(p.vendorId).not.toBe(HIDDEN_BUY_VENDOR_ID);
          expect(p.inStock).toBe("Y");
          expect(p.priceCents).toBeGreaterThan(0);
          expect(level).toBeGreaterThanOrEqual(p.level ?? 0);
        }
      }),
    );
  });
});

describe("canRequestPrice", () => {
  it("is offered for see_price request to signed-in users, not for vendor 407", () => {
    expect(canRequestPrice({ viewer: customer, product: { vendorId: 1, seePrice: "request" } })).toEqual({ ok: true });
    expect(canRequestPrice({ viewer: null, product: { vendorId: 1, seePrice: "request" } })).toEqual({
      ok: false,
      reason: "signin",
    });
    expect(canRequestPrice({ viewer: customer, product: { vendorId: 1, seePrice: "already-requested" } })).toEqual({
      ok: false,
      reason: "already-requested",
    });
    expect(canRequestPrice({ viewer: customer, product: { vendorId: 1, seePrice: "login" } })).toEqual({
      ok: false,
      reason: "see-price",
    });
    expect(canRequestPrice({ viewer: customer, product: { vendorId: 407, seePrice: "request" } })).toEqual({
      ok: false,
      reason: "hidden-vendor",
    });
  });
});

describe("canRequestSample", () => {
  it("needs sample_product, a signed-in non-sales-rep and a vendor other than 407", () => {
    const p = { vendorId: 1, sampleProduct: 1 };
    expect(canRequestSample({ viewer: customer, product: p })).toEqual({ ok: true });
    expect(canRequestSample({ viewer: customer, product: { ...p, sampleProduct: true } })).toEqual({ ok: true });
    expect(canRequestSample({ viewer: customer, product: { ...p, sampleProduct: 0 } })).toEqual({
      ok: false,
      reason: "no-sample",
    });
    expect(canRequestSample({ viewer: customer, product: { ...p, sampleProduct: null } })).toEqual({
      ok: false,
      reason: "no-sample",
    });
    expect(canRequestSample({ viewer: null, product: p })).toEqual({ ok: false, reason: "signin" });
    expect(canRequestSample({ viewer: salesRep, product: p })).toEqual({ ok: false, reason: "sales-rep" });
    expect(canRequestSample({ viewer: customer, product: { ...p, vendorId: 407 } })).toEqual({
      ok: false,
      reason: "hidden-vendor",
    });
  });
});

describe("canWishlist", () => {
  it("is for signed-in users who are not sales reps", () => {
    expect(canWishlist(customer)).toEqual({ ok: true });
    expect(canWishlist(null)).toEqual({ ok: false, reason: "signin" });
    expect(canWishlist(salesRep)).toEqual({ ok: false, reason: "sales-rep" });
  });
});

describe("canUseLogoPrinting", () => {
  const logoProduct = {
    vendorId: 1402,
    type: "simple",
    inStock: "Y" as const,
    quantity: 3,
    priceCents: 500,
    allowCustomization: "Y",
  };

  it("is offered for allow_customization Y from vendors 1402 and 463", () => {
    expect(LOGO_VENDOR_IDS).toEqual([1402, 463]);
    expect(canUseLogoPrinting({ viewer: customer, product: logoProduct })).toEqual({ ok: true });
    expect(canUseLogoPrinting({ viewer: customer, product: { ...logoProduct, vendorId: 463 } })).toEqual({ ok: true });
    expect(canUseLogoPrinting({ viewer: customer, product: { ...logoProduct, vendorId: 1 } })).toEqual({
      ok: false,
      reason: "not-offered",
    });
    expect(canUseLogoPrinting({ viewer: customer, product: { ...logoProduct, allowCustomization: "N" } })).toEqual({
      ok: false,
      reason: "not-offered",
    });
  });

  it("prompts visitors to sign in and refuses sales reps, no stock and no price", () => {
    expect(canUseLogoPrinting({ viewer: null, product: logoProduct })).toEqual({ ok: false, reason: "signin" });
    expect(canUseLogoPrinting({ viewer: salesRep, product: logoProduct })).toEqual({ ok: false, reason: "sales-rep" });
    expect(canUseLogoPrinting({ viewer: customer, product: { ...logoProduct, quantity: 0 } })).toEqual({
      ok: false,
      reason: "out-of-stock",
    });
    expect(canUseLogoPrinting({ viewer: customer, product: { ...logoProduct, priceCents: 0 } })).toEqual({
      ok: false,
      reason: "no-price",
    });
  });
});

describe("upgrade prompt", () => {
  it("shows when the customer level is below the product level, never to sales reps or visitors", () => {
    expect(showsUpgradePrompt({ viewer: customer, productLevel: 3 })).toBe(true);
    expect(showsUpgradePrompt({ viewer: customer, productLevel: 2 })).toBe(false);
    expect(showsUpgradePrompt({ viewer: { level: 0, position: "Sales Rep" }, productLevel: 3 })).toBe(false);
    expect(showsUpgradePrompt({ viewer: null, productLevel: 3 })).toBe(false);
  });

  it("has the spec message", () => {
    expect(upgradeMessage(3)).toBe("Upgrade yourself to level 3 to buy this product.");
  });

  it("agrees with canBuy about level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (level, productLevel) => {
        const viewer = { level };
        const blockedByLevel = canBuy({ viewer, product: product({ level: productLevel }) });
        expect(!blockedByLevel.ok && blockedByLevel.reason === "level").toBe(
          showsUpgradePrompt({ viewer, productLevel }),
        );
      }),
    );
  });
});

describe("quantity stepper", () => {
  it("uses the threshold as maximum, else the stock", () => {
    expect(maxAllowed({ threshold: 5, available: 100 })).toBe(5);
    expect(maxAllowed({ threshold: null, available: 100 })).toBe(100);
    expect(maxAllowed({ threshold: undefined, available: null })).toBeNull();
  });

  it("plus raises up to the maximum, minus lowers to a floor of 1", () => {
    expect(stepPlus(1, 5)).toBe(2);
    expect(stepPlus(5, 5)).toBe(5);
    expect(stepPlus(7, null)).toBe(8);
    expect(stepMinus(3)).toBe(2);
    expect(stepMinus(1)).toBe(1);
  });

  it("keeps plus within the maximum and minus at least 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (max, start) => {
        const q = Math.min(start, max);
        expect(stepPlus(q, max)).toBeLessThanOrEqual(max);
        expect(stepPlus(q, max)).toBeGreaterThanOrEqual(q);
        expect(stepMinus(q)).toBeGreaterThanOrEqual(1);
        expect(stepMinus(stepPlus(q, max))).toBe(q < max ? q : Math.max(1, q - 1));
      }),
    );
  });

  it("accepts digits only", () => {
    expect(sanitizeQuantityInput("1a2-3.4 ")).toBe("1234");
    expect(sanitizeQuantityInput("abc")).toBe("");
    expect(sanitizeQuantityInput("12345", 3)).toBe("123");
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(sanitizeQuantityInput(raw)).toMatch(/^\d*$/);
      }),
    );
  });

  it("limits input length to the digit count of the threshold, else 2", () => {
    expect(quantityMaxLength(5)).toBe(1);
    expect(quantityMaxLength(25)).toBe(2);
    expect(quantityMaxLength(1000)).toBe(4);
    expect(quantityMaxLength(null)).toBe(2);
    expect(quantityMaxLength(0)).toBe(2);
  });

  it("corrects on blur to respect minimum order and remaining allowance", () => {
    expect(correctOnBlur({ value: "", minimumOrder: null, max: 10, inCart: 0 })).toBe(1);
    expect(correctOnBlur({ value: "0", minimumOrder: null, max: 10, inCart: 0 })).toBe(1);
    expect(correctOnBlur({ value: "2", minimumOrder: 5, max: 10, inCart: 0 })).toBe(5);
    expect(correctOnBlur({ value: "2", minimumOrder: 5, max: 10, inCart: 4 })).toBe(2);
    expect(correctOnBlur({ value: "1", minimumOrder: 5, max: 10, inCart: 4 })).toBe(1);
    expect(correctOnBlur({ value: "20", minimumOrder: null, max: 10, inCart: 3 })).toBe(7);
    expect(correctOnBlur({ value: 20, minimumOrder: null, max: null, inCart: 3 })).toBe(20);
    // Conflict: the limit wins over the minimum order.
    expect(correctOnBlur({ value: "8", minimumOrder: 8, max: 10, inCart: 5 })).toBe(5);
  });

  it("keeps the corrected value within [1, remaining] whenever something remains", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 50 })),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (value, minimumOrder, max, inCart) => {
          const result = correctOnBlur({ value: String(value), minimumOrder, max, inCart });
          expect(result).toBeGreaterThanOrEqual(1);
          if (max - inCart >= 1) {
            expect(result).toBeLessThanOrEqual(max - inCart);
            expect(thresholdReached({ inCart, chosen: result, max })).toBe(false);
          }
          if (max - inCart >= (minimumOrder ?? 0) - inCart) {
            expect(inCart + result).toBeGreaterThanOrEqual(minimumOrder ?? 0);
          }
        },
      ),
    );
  });

  it("reaches the threshold when the chosen quantity cannot be added without passing the limit", () => {
    expect(thresholdReached({ inCart: 3, chosen: 2, max: 5 })).toBe(false);
    expect(thresholdReached({ inCart: 3, chosen: 3, max: 5 })).toBe(true);
    expect(thresholdReached({ inCart: 5, chosen: 1, max: 5 })).toBe(true);
    expect(thresholdReached({ inCart: 0, chosen: 5, max: 5 })).toBe(false);
    expect(thresholdReached({ inCart: 99, chosen: 1, max: null })).toBe(false);
  });

  it("words the threshold message with 'quantity' for 1 and 'quantities' otherwise", () => {
    expect(thresholdMessage(1, 1)).toBe("You already have 1 quantity of this item in cart. Allowed quantity is 1.");
    expect(thresholdMessage(5, 5)).toBe("You already have 5 quantities of this item in cart. Allowed quantity is 5.");
  });
});

describe("minimum order texts", () => {
  it("says the minimum before adding, only when there is one above 1", () => {
    expect(minimumOrderNote(7)).toBe("The vendor's minimum order for this item is 7.");
    expect(minimumOrderNote(1)).toBeNull();
    expect(minimumOrderNote(null)).toBeNull();
  });
  it("says how many were added, and why when the minimum set the number", () => {
    expect(addedToCartMessage(7, 7)).toBe("Added 7 to your cart (the vendor's minimum order for this item is 7).");
    expect(addedToCartMessage(9, 7)).toBe("Added 9 to your cart.");
    expect(addedToCartMessage(2, null)).toBe("Added 2 to your cart.");
  });
});
