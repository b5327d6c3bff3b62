import { describe, expect, it } from "vitest";
import {
  checkRecallRow,
  isOverdue,
  matchRecallProduct,
  normaliseFirm,
  parseLots,
  parseReportDate,
  onHandText,
  recallNoticeText,
} from "./recall-rules";

describe("lot numbers read from an enforcement report's code info", () => {
  it.each([
    ["Lot #: A123, A124; Exp 12/2026", ["A123", "A124"]],
    ["Lot Numbers: 2310045, 2310046, Exp. Date 10/31/2025", ["2310045", "2310046"]],
    ["Lot # 22J101 Exp 09/2024; Lot # 22J102 Exp 10/2024", ["22J101", "22J102"]],
    ["NDC 0143-9508-01, Lot: 1234567, Exp: 03/2026", ["1234567"]],
    ["Lots: AB12C, AB13C and AB14C", ["AB12C", "AB13C", "AB14C"]],
    ["Lot Number(s): K2301-A, K2301-B; Expiration: 2026-06-30", ["K2301-A", "K2301-B"]],
    ["UDI-DI 00812345678901; Lot 123456", ["123456"]],
    ["Batch No. 2201A, 2201B", ["2201A", "2201B"]],
    ["lot 1234 exp 12/2026, lot 1235 exp 01/2027", ["1234", "1235"]],
    ["10 mL vial, lot KT-0925 & KT-0926 (Exp 2026-09)", ["KT-0925", "KT-0926"]],
    ["Lot #: a123, A123", ["A123"]],
    // a lot number that itself starts with "LOT" or "BATCH" is one lot
    ["Lot #: LOT-A123", ["LOT-A123"]],
    ["Lot #: LOT-A123; Exp 12/2026", ["LOT-A123"]],
    ["Lots LOT-A123, LOT-B456 and LOTX9", ["LOT-A123", "LOT-B456", "LOTX9"]],
    ["Batch: BATCH.77, BATCH/78", ["BATCH.77", "BATCH/78"]],
    ["lot LOT-22 exp 2026-01, lot LOT-23 exp 2026-02", ["LOT-22", "LOT-23"]],
  ])("%s", (text, lots) => {
    expect(parseLots(text)).toEqual({ lots, allLots: false });
  });

  it("does not take expiry dates, NDCs or words for lots", () => {
    expect(parseLots("Exp 12/2026; NDC 0143-9508-01").lots).toEqual([]);
    expect(parseLots("Lot 12/2026").lots).toEqual([]);
    expect(parseLots("Lot numbers listed below").lots).toEqual([]);
    // a lot number named without a "Lot" marker is not guessed at from its "LOT-" prefix
    expect(parseLots("Code LOT-A123").lots).toEqual([]);
  });

  it("reads 'all lots' as every lot of the product", () => {
    expect(parseLots("All lots within expiry")).toEqual({ lots: [], allLots: true });
    expect(parseLots("All lot numbers; Exp 2026").allLots).toBe(true);
  });
});

describe("a recall CSV row", () => {
  const good = {
    "recall number": "D-0456-2026",
    classification: "Class II",
    "product description": "Ketamine HCl Injection, 100 mg/mL, NDC 0143-9508-01",
    "recalling firm": "Sandhill Surgical, Inc.",
    "reason for recall": "Particulate matter found in vials.",
    "code info": "Lot #: KT2201; Exp 12/2026",
    status: "Ongoing",
    "recall initiation date": "11/14/2026",
  };

  it("is typed with its class, date and lots", () => {
    expect(checkRecallRow(good, 2)).toMatchObject({
      row: 2,
      recallNumber: "D-0456-2026",
      classification: "Class II",
      initiatedOn: "2026-11-14",
      lots: ["KT2201"],
      allLots: false,
    });
    expect(checkRecallRow({ ...good, classification: "ii" }, 2)).toMatchObject({ classification: "Class II" });
  });

  it("adds the More Code Info column to the code info", () => {
    const r = checkRecallRow({ ...good, "code info": "Lot #: KT2201", "more code info": "Lot #: KT2202" }, 2);
    expect(r).toMatchObject({ lots: ["KT2201", "KT2202"] });
  });

  it("names the row, the recall and what to fix", () => {
    expect(checkRecallRow({ ...good, "recall number": "" }, 3)).toEqual({
      row: 3,
      message: "Row 3: the Recall Number is empty.",
    });
    expect(checkRecallRow({ ...good, classification: "Class IV" }, 4)).toEqual({
      row: 4,
      message: 'Row 4 (recall D-0456-2026): Classification must be Class I, Class II or Class III, not "Class IV".',
    });
    expect(checkRecallRow({ ...good, "recall initiation date": "13/40/2026" }, 5)).toMatchObject({
      message: expect.stringContaining("is not a date such as 11/14/2026"),
    });
    expect(checkRecallRow({ ...good, "code info": "Exp 12/2026" }, 6)).toMatchObject({
      message: expect.stringContaining("no lot numbers could be read from the Code Info"),
    });
    expect(checkRecallRow({ ...good, "reason for recall": " " }, 7)).toMatchObject({
      message: "Row 7 (recall D-0456-2026): the Reason for Recall is empty.",
    });
  });
});

describe("report dates", () => {
  it("reads the report's formats and refuses impossible dates", () => {
    expect(parseReportDate("11/14/2026")).toBe("2026-11-14");
    expect(parseReportDate("2026-11-14")).toBe("2026-11-14");
    expect(parseReportDate("20261114")).toBe("2026-11-14");
    expect(parseReportDate("02/30/2026")).toBeNull();
    expect(parseReportDate("soon")).toBeNull();
  });
});

describe("matching the recalling firm and product", () => {
  it("compares firm names without punctuation or corporate suffixes", () => {
    expect(normaliseFirm("Sandhill Surgical, Inc.")).toBe("sandhill surgical");
    expect(normaliseFirm("SANDHILL SURGICAL LLC")).toBe("sandhill surgical");
    expect(normaliseFirm("Smith & Sons Co.")).toBe("smith and sons");
  });

  const products = [
    { id: 1, sku: "0143-9508-01", name: "Ketamine HCl Injection 100 mg/mL" },
    { id: 2, sku: "SS-KET-10", name: "Ketamine HCl Injection 100 mg/mL 10 mL" },
    { id: 3, sku: "SS-BUP-1", name: "Buprenorphine Injection" },
  ];

  it("finds the product by SKU or NDC, punctuation ignored", () => {
    expect(matchRecallProduct("Ketamine, NDC 0143-9508-01, 10 mL", products)).toEqual({ product: products[0] });
    expect(matchRecallProduct("Ketamine (NDC 0143950801)", products)).toEqual({ product: products[0] });
    expect(matchRecallProduct("ketamine ss-ket-10", products)).toEqual({ product: products[1] });
  });

  it("else by the longest full product name in the description", () => {
    expect(matchRecallProduct("Ketamine HCl Injection 100 mg/mL 10 mL vials", products)).toEqual({
      product: products[1],
    });
    expect(matchRecallProduct("buprenorphine injection, 1 mL", products)).toEqual({ product: products[2] });
  });

  it("says so when nothing or several match", () => {
    expect(matchRecallProduct("Hydromorphone 2 mg/mL", products)).toEqual({
      problem: "no product of the firm has its SKU, NDC or full name in the Product Description.",
    });
    const twins = [
      { id: 8, sku: "A-1", name: "Saline" },
      { id: 9, sku: "B-1", name: "Saline" },
    ];
    expect(matchRecallProduct("Saline 0.9%", twins)).toMatchObject({
      problem: expect.stringContaining("matches several of the firm's products"),
    });
  });
});

describe("the 24-hour acknowledgement cut", () => {
  const sent = new Date("2026-11-20T10:00:00Z");
  it("lists a notice only once a full day passed without acknowledgement", () => {
    expect(isOverdue({ createdAt: sent, acknowledgedAt: null }, new Date("2026-11-21T09:59:59Z"))).toBe(false);
    expect(isOverdue({ createdAt: sent, acknowledgedAt: null }, new Date("2026-11-21T10:00:00Z"))).toBe(true);
    expect(
      isOverdue(
        { createdAt: sent, acknowledgedAt: new Date("2026-11-22T00:00:00Z") },
        new Date("2026-11-23T00:00:00Z"),
      ),
    ).toBe(false);
  });
});

describe("the recall notice a clinic reads", () => {
  it("a recall of all lots says so, whatever lots the parcels recorded", () => {
    const base = {
      recallNumber: "D-0470-2026",
      classification: "Class I",
      product: "Ketamine HCl Injection",
      location: "Riverbend - Springfield",
      reason: "Sterility.",
      vendor: "Sandhill Surgical",
    };
    expect(recallNoticeText({ ...base, lots: [], allLots: true }).subject).toBe(
      "Recall D-0470-2026: Ketamine HCl Injection, all lots",
    );
    expect(recallNoticeText({ ...base, lots: ["KT2201"], allLots: true }).body).toContain("stop using all lots");
    expect(recallNoticeText({ ...base, lots: [] }).subject).toContain("all lots");
  });

  it("names the product, lots, reason and what to do", () => {
    const t = recallNoticeText({
      recallNumber: "D-0456-2026",
      classification: "Class II",
      product: "Ketamine HCl Injection",
      lots: ["KT2201"],
      location: "Riverbend - Springfield",
      reason: "Particulate matter found in vials.",
      vendor: "Sandhill Surgical",
    });
    expect(t.subject).toBe("Recall D-0456-2026: Ketamine HCl Injection, lot KT2201");
    expect(t.body).toContain("delivered to Riverbend - Springfield");
    expect(t.body).toContain("Reason: Particulate matter found in vials.");
    expect(t.body).toContain("stop using lot KT2201");
    expect(t.body).toContain("contact Sandhill Surgical");
  });
});

describe("the stock a recall notice reports", () => {
  it("names the units on hand to quarantine, or says there are none, or nothing when not known", () => {
    expect(onHandText(3, "Heartland North")).toBe(
      " Your stock records show 3 units still on hand at Heartland North: acknowledging quarantines them.",
    );
    expect(onHandText(1, "North")).toContain("1 unit still on hand");
    expect(onHandText(0, "North")).toBe(" Your stock records show none of it on hand at North.");
    expect(onHandText(undefined, "North")).toBe("");
  });
});
