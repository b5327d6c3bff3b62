import { describe, expect, it } from "vitest";
import {
  couponDatesProblem,
  couponEdit,
  couponEditProblem,
  couponInput,
  couponLimits,
  couponWindow,
  discountProblem,
  reactivationEnd,
} from "./coupon-schema";

const base = { code: "spring-10", kind: "percent", value: 10, ends_on: "2099-12-31", usage: "single_use" };
const firstMessage = (v: unknown) => {
  const r = couponInput.safeParse(v);
  return r.success ? "ok" : r.error.issues[0]!.message;
};

describe("coupon input", () => {
  it("upper-cases the code and fills defaults", () => {
    expect(couponInput.parse(base)).toMatchObject({ code: "SPRING-10", min_order: 0, announce: false });
    expect(couponInput.parse({ ...base, min_order: "", starts_on: "" })).toMatchObject({ min_order: 0 });
  });
  it("says what is wrong in a sentence", () => {
    expect(firstMessage({ ...base, code: "a b" })).toBe("A code is 3 to 32 letters, digits, dashes or underscores.");
    expect(firstMessage({ ...base, kind: "free" })).toBe("Choose percent off or an amount off.");
    expect(firstMessage({ ...base, value: 0 })).toBe("A percent off is a whole number from 1 to 100.");
    expect(firstMessage({ ...base, min_order: -1 })).toBe("The minimum order must be $0 or more.");
    expect(firstMessage({ ...base, ends_on: "31/12/2099" })).toBe("The end date must be a date like 2027-03-31.");
    expect(firstMessage({ ...base, usage: "per_buyer" })).toBe("Say how many times each buyer may use it.");
    expect(firstMessage({ ...base, usage: "per_buyer", per_buyer_limit: 0 })).toBe(
      "The limit per buyer must be at least 1.",
    );
  });
});

describe("discount boundaries", () => {
  it("percent is a whole number from 1 to 100", () => {
    expect(discountProblem("percent", 1)).toBeNull();
    expect(discountProblem("percent", 100)).toBeNull();
    expect(discountProblem("percent", 101)).toBe("A percent off is a whole number from 1 to 100.");
    expect(discountProblem("percent", 12.5)).toBe("A percent off is a whole number from 1 to 100.");
  });
  it("amount is more than $0, at most $100,000, in cents", () => {
    expect(discountProblem("amount", 0.01)).toBeNull();
    expect(discountProblem("amount", 100_000)).toBeNull();
    expect(discountProblem("amount", 0)).toBe("The amount off must be more than $0.");
    expect(discountProblem("amount", 100_000.01)).toBe("The amount off can be at most $100,000.");
    expect(discountProblem("amount", 4.999)).toBe("The amount off has at most two decimals.");
  });
});

describe("validity and limits", () => {
  it("ends today or later, never before it starts", () => {
    expect(couponDatesProblem(undefined, "2026-06-01", "2026-06-01")).toBeNull();
    expect(couponDatesProblem(undefined, "2026-05-31", "2026-06-01")).toBe("The end date cannot be in the past.");
    expect(couponDatesProblem("2026-06-10", "2026-06-09", "2026-06-01")).toBe(
      "The coupon must end on or after the day it starts.",
    );
    expect(couponDatesProblem("2026-06-10", "2026-06-10", "2026-06-01")).toBeNull();
  });
  it("stores whole days and the usage choice", () => {
    expect(couponWindow("2026-06-10", "2026-06-12")).toEqual({
      startsAt: new Date("2026-06-10T00:00:00.000Z"),
      expiresAt: new Date("2026-06-12T23:59:59.999Z"),
    });
    expect(couponWindow(undefined, "2026-06-12").startsAt).toBeNull();
    expect(couponLimits({ usage: "single_use" })).toEqual({ totalLimit: 1, perBuyerLimit: 1 });
    expect(couponLimits({ usage: "per_buyer", per_buyer_limit: 3 })).toEqual({ totalLimit: null, perBuyerLimit: 3 });
  });
});

describe("changing a coupon", () => {
  it("an edit is the whole coupon again, without announcing", () => {
    const r = couponEdit.parse({ ...base, announce: true });
    expect(r).toMatchObject({ code: "SPRING-10", usage: "single_use" });
    expect(r).not.toHaveProperty("announce");
    expect(couponEdit.safeParse({ ...base, usage: "per_buyer" }).error?.issues[0]?.message).toBe(
      "Say how many times each buyer may use it.",
    );
  });
  it("an ended coupon is reactivated before an edit; a used coupon keeps its code", () => {
    const running = { code: "SPRING-10", status: "active" as const, used: 0 };
    expect(couponEditProblem(running, { code: "SPRING-15" })).toBeNull();
    expect(couponEditProblem({ ...running, used: 2 }, { code: "SPRING-10" })).toBeNull();
    expect(couponEditProblem({ ...running, used: 2 }, { code: "SPRING-15" })).toBe(
      "Buyers have used SPRING-10, so its code stays; create a new coupon for a new code.",
    );
    expect(couponEditProblem({ ...running, status: "ended" }, { code: "SPRING-10" })).toBe(
      "SPRING-10 has ended; reactivate it before changing it.",
    );
  });
});

describe("reactivating a coupon", () => {
  const ended = {
    code: "SPRING-10",
    status: "ended" as const,
    starts_on: null,
    end_before_ending: "2026-06-30",
    used: 0,
    total_limit: null,
  };
  const today = "2026-06-01";
  it("runs again until the end it had, if that is today or later", () => {
    expect(reactivationEnd(ended, undefined, today)).toEqual({ endsOn: "2026-06-30" });
    expect(reactivationEnd({ ...ended, end_before_ending: today }, undefined, today)).toEqual({ endsOn: today });
  });
  it("past its end, or with none kept, it needs a new end date, today or later and not before its start", () => {
    expect(reactivationEnd({ ...ended, end_before_ending: "2026-05-31" }, undefined, today)).toEqual({
      problem: "SPRING-10's end date, 2026-05-31, has passed; give a new end date to reactivate it.",
    });
    expect(reactivationEnd({ ...ended, end_before_ending: null }, undefined, today)).toEqual({
      problem: "Give SPRING-10 a new end date to reactivate it.",
    });
    expect(reactivationEnd({ ...ended, end_before_ending: null }, "2026-07-15", today)).toEqual({
      endsOn: "2026-07-15",
    });
    expect(reactivationEnd(ended, "2026-05-31", today)).toEqual({ problem: "The end date cannot be in the past." });
    expect(reactivationEnd({ ...ended, starts_on: "2026-08-01" }, "2026-07-15", today)).toEqual({
      problem: "The coupon must end on or after the day it starts.",
    });
  });
  it("only an ended coupon, and not one used as often as it may", () => {
    expect(reactivationEnd({ ...ended, status: "active" }, undefined, today)).toEqual({
      problem: "Only an ended coupon can be reactivated; SPRING-10 is active.",
    });
    expect(reactivationEnd({ ...ended, used: 1, total_limit: 1 }, "2026-07-15", today)).toEqual({
      problem: "SPRING-10 has been used as often as it may; create a new coupon.",
    });
    expect(reactivationEnd({ ...ended, used: 1, total_limit: null }, undefined, today)).toEqual({
      endsOn: "2026-06-30",
    });
  });
});
