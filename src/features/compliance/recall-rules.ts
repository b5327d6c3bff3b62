/**
 * Pure rules of recall import: reading lot numbers out of an enforcement report's free-text code info,
 * checking a CSV row, matching the recalling firm and product to a vendor's product, and the 24-hour
 * acknowledgement cut. Rows are numbered as a spreadsheet shows them (the header is row 1).
 */

export type ParsedLots = { lots: string[]; allLots: boolean };

// "Lot", "Lots", "Lot #", "Lot No.", "Lot Numbers:", "Lot Number(s):", "Batch", "Batch Nos."; never
// the start of a lot number itself ("LOT-A123" is one lot, not the marker "LOT" and a lot "A123")
const LOT_MARKER =
  /\b(?:lot|batch)(?:es|s)?\b(?![-/.]?[A-Za-z0-9])(?:\s*(?:numbers?|nos?|codes?)\b\.?)?(?:\s*\(s\))?\s*[#:.]*\s*[#:]?\s*/gi;
// what ends a run of lot numbers: another field of the code info
const FIELD_END =
  /\b(?:exp(?:iry|iration|\.|ires)?|use\s+by|best\s+by|ndc|udi(?:-di)?|gtin|upc|serial|s\/n|sn|model|cat(?:alog)?|ref|mfg|manufactured|size|strength|units?|count)\b|[;\n(]/i;
const DATE_LIKE = /^(?:\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|\d{1,2}\/\d{4}|\d{4}-\d{2}(?:-\d{2})?)$/;
// the characters a shipped lot may have (lots.ts), so a recalled lot can match what was shipped
const LOT_TOKEN = /^[A-Z0-9][A-Z0-9./-]{1,29}$/;
const ALL_LOTS = /\ball\s+(?:lots|lot\s+numbers|codes|units|batches)\b/i;

/**
 * The lot numbers in a code info text, upper-cased, in order, without repeats, e.g.
 * "Lot #: A123, A124; Exp 12/2026" → A123, A124. "All lots" sets `allLots`.
 */
export function parseLots(codeInfo: string): ParsedLots {
  const lots: string[] = [];
  let readTo = 0; // a marker inside a run already read is part of a lot number, not a new marker
  for (const m of codeInfo.matchAll(LOT_MARKER)) {
    if (m.index < readTo) continue;
    const from = m.index + m[0].length;
    const rest = codeInfo.slice(from);
    const end = rest.search(FIELD_END);
    const run = end === -1 ? rest : rest.slice(0, end);
    readTo = from + run.length;
    for (const raw of run.split(/,|&|\band\b|\s+/i)) {
      const token = raw.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "").toUpperCase();
      if (!LOT_TOKEN.test(token) || !/\d/.test(token) || DATE_LIKE.test(token)) continue;
      if (!lots.includes(token)) lots.push(token);
    }
  }
  return { lots, allLots: ALL_LOTS.test(codeInfo) };
}

/** The columns of the enforcement report this import reads (header names, case-insensitive). */
export const RECALL_COLUMNS = {
  recallNumber: "recall number",
  classification: "classification",
  productDescription: "product description",
  firm: "recalling firm",
  reason: "reason for recall",
  codeInfo: "code info",
  moreCodeInfo: "more code info",
  status: "status",
  initiatedOn: "recall initiation date",
} as const;
export const REQUIRED_RECALL_COLUMNS = [
  RECALL_COLUMNS.recallNumber,
  RECALL_COLUMNS.classification,
  RECALL_COLUMNS.productDescription,
  RECALL_COLUMNS.firm,
  RECALL_COLUMNS.reason,
  RECALL_COLUMNS.codeInfo,
] as const;

export type RecallRow = {
  row: number;
  recallNumber: string;
  classification: "Class I" | "Class II" | "Class III";
  productDescription: string;
  firm: string;
  reason: string;
  codeInfo: string;
  status: string;
  initiatedOn: string | null;
  lots: string[];
  allLots: boolean;
};
export type RecallRowError = { row: number; message: string };

const CLASSES: Record<string, RecallRow["classification"]> = {
  i: "Class I",
  "1": "Class I",
  ii: "Class II",
  "2": "Class II",
  iii: "Class III",
  "3": "Class III",
};

/** "11/14/2026", "2026-11-14" or "20261114" as yyyy-mm-dd; null when it is not a real date. */
export function parseReportDate(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const [y, mo, d] = m
    ? [Number(m[3]), Number(m[1]), Number(m[2])]
    : (m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(s))
      ? [Number(m[1]), Number(m[2]), Number(m[3])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Checks one CSV record (header names lower-cased); the problem reads "Row 3 (recall D-0456-2026): …". */
export function checkRecallRow(record: Record<string, string | undefined>, row: number): RecallRow | RecallRowError {
  const cell = (k: string) => (record[k] ?? "").trim();
  const recallNumber = cell(RECALL_COLUMNS.recallNumber);
  const fail = (message: string): RecallRowError => ({
    row,
    message: `Row ${row}${recallNumber ? ` (recall ${recallNumber})` : ""}: ${message}`,
  });
  if (!recallNumber) return fail("the Recall Number is empty.");
  if (recallNumber.length > 40) return fail("the Recall Number is longer than 40 characters.");
  for (const [key, label] of [
    [RECALL_COLUMNS.firm, "Recalling Firm"],
    [RECALL_COLUMNS.productDescription, "Product Description"],
    [RECALL_COLUMNS.reason, "Reason for Recall"],
    [RECALL_COLUMNS.codeInfo, "Code Info"],
  ] as const)
    if (!cell(key)) return fail(`the ${label} is empty.`);
  const cls =
    CLASSES[
      cell(RECALL_COLUMNS.classification)
        .replace(/^class\s*/i, "")
        .toLowerCase()
    ];
  if (!cls) return fail(`Classification must be Class I, Class II or Class III, not "${cell("classification")}".`);
  let initiatedOn: string | null = null;
  if (cell(RECALL_COLUMNS.initiatedOn)) {
    initiatedOn = parseReportDate(cell(RECALL_COLUMNS.initiatedOn));
    if (!initiatedOn)
      return fail(`the Recall Initiation Date "${cell(RECALL_COLUMNS.initiatedOn)}" is not a date such as 11/14/2026.`);
  }
  const codeInfo = [cell(RECALL_COLUMNS.codeInfo), cell(RECALL_COLUMNS.moreCodeInfo)].filter(Boolean).join(" ");
  const { lots, allLots } = parseLots(codeInfo);
  if (!lots.length && !allLots)
    return fail(
      `no lot numbers could be read from the Code Info "${codeInfo.slice(0, 80)}". Write them as "Lot #: A123, A124", or "All lots".`,
    );
  return {
    row,
    recallNumber,
    classification: cls,
    productDescription: cell(RECALL_COLUMNS.productDescription),
    firm: cell(RECALL_COLUMNS.firm),
    reason: cell(RECALL_COLUMNS.reason),
    codeInfo,
    status: cell(RECALL_COLUMNS.status),
    initiatedOn,
    lots,
    allLots,
  };
}

const FIRM_SUFFIXES = /\b(?:inc|llc|ltd|co|corp|corporation|company|incorporated|lp|llp|plc|usa)\b/g;

/** A firm or vendor name reduced for comparison: "Sandhill Surgical, Inc." → "sandhill surgical". */
export function normaliseFirm(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(FIRM_SUFFIXES, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The vendor's product a recall's description names: by SKU/NDC (a token of the description equal to
 * the SKU, punctuation ignored), else by the product's full name inside the description (the longest
 * one when names nest). Several equally good names are a problem for a person to settle.
 */
export function matchRecallProduct<P extends { id: number; sku: string; name: string }>(
  description: string,
  candidates: readonly P[],
): { product: P } | { problem: string } {
  const tokens = new Set(
    description
      .split(/[\s,;:()]+/)
      .map(compact)
      .filter(Boolean),
  );
  const bySku = candidates.filter((p) => compact(p.sku).length >= 4 && tokens.has(compact(p.sku)));
  if (bySku.length === 1) return { product: bySku[0]! };
  const text = ` ${description.toLowerCase().replace(/\s+/g, " ")} `;
  const byName = candidates.filter((p) => p.name.trim() && text.includes(p.name.toLowerCase().replace(/\s+/g, " ")));
  const longest = Math.max(0, ...byName.map((p) => p.name.length));
  const best = byName.filter((p) => p.name.length === longest);
  if (bySku.length > 1 || best.length > 1)
    return {
      problem: `the Product Description matches several of the firm's products (${[...bySku, ...best]
        .slice(0, 3)
        .map((p) => p.sku)
        .join(", ")}); put the SKU or NDC of the one recalled in it.`,
    };
  if (best.length === 1) return { product: best[0]! };
  return {
    problem: "no product of the firm has its SKU, NDC or full name in the Product Description.",
  };
}

/** Hours a clinic has to acknowledge a recall before the operator's follow-up list shows it. */
export const ACKNOWLEDGE_WITHIN_HOURS = 24;

/** Whether a recall notice is still unacknowledged a full 24 hours after it was sent. */
export function isOverdue(
  notice: { createdAt: Date; acknowledgedAt: Date | null },
  now: Date,
  hours = ACKNOWLEDGE_WITHIN_HOURS,
): boolean {
  return notice.acknowledgedAt === null && now.getTime() - notice.createdAt.getTime() >= hours * 3_600_000;
}

/** What a clinic location is told: the recall, the product and lots it received, why, and what to do. */
export function recallNoticeText(input: {
  recallNumber: string;
  classification: string;
  product: string;
  lots: readonly string[];
  location: string;
  reason: string;
  vendor: string;
  /** every lot is recalled: the clinic may hold one no parcel recorded */
  allLots?: boolean;
  /** units of these lots the location still has on hand by its stock records (absent: not known) */
  onHand?: number;
}): { subject: string; body: string } {
  const lots =
    input.allLots || !input.lots.length
      ? "all lots"
      : input.lots.length === 1
        ? `lot ${input.lots[0]}`
        : `lots ${input.lots.join(", ")}`;
  return {
    subject: `Recall ${input.recallNumber}: ${input.product}, ${lots}`,
    body:
      `${input.classification} recall ${input.recallNumber}: ${input.product}, ${lots}, delivered to ${input.location}. ` +
      `Reason: ${input.reason} What to do: stop using ${lots}, set aside what is left, and contact ${input.vendor} ` +
      `for its return or replacement; then confirm on the recall page that you have checked your stock.` +
      onHandText(input.onHand, input.location),
  };
}

/** What the location's own stock records say of the recalled lots: the units to quarantine, or none. */
export function onHandText(units: number | undefined, location: string): string {
  if (units === undefined) return "";
  if (units === 0) return ` Your stock records show none of it on hand at ${location}.`;
  return ` Your stock records show ${units} unit${units === 1 ? "" : "s"} still on hand at ${location}: acknowledging quarantines them.`;
}
