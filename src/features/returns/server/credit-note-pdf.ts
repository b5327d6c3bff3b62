import "server-only";
import PDFDocument from "pdfkit";
import { pdfBytes } from "@/lib/pdf-bytes";
import { formatUsd } from "@/lib/money";
import type { CreditNoteDocument } from "./credit-note";

const date = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
const LEFT = 50;
const RIGHT = 562;
const BRAND = "#0f766e";
const MUTED = "#475569";

/** A credit note on US Letter in the invoice's look: what was credited, against which invoice, and why. */
export function renderCreditNotePdf(cn: CreditNoteDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 50,
    info: { Title: `Credit note ${cn.number}`, Author: "DVM Market", Subject: `Order ${cn.orderNumber}` },
  });
  const done = pdfBytes(doc);
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(22).text("DVM Market", LEFT, 50);
  doc
    .fillColor("#000")
    .fontSize(20)
    .text("CREDIT NOTE", LEFT, 50, { width: RIGHT - LEFT, align: "right" });
  let y = 100;
  const meta: [string, string][] = [
    ["Credit note", cn.number],
    ["Date", date(cn.issuedAt)],
    ["Against invoice", cn.invoiceNumber],
    ["Order number", cn.orderNumber],
    ...(cn.rmaNumber ? ([["Return (RMA)", cn.rmaNumber]] as [string, string][]) : []),
    ["Sold by", cn.seller],
  ];
  for (const [k, v] of meta) {
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(k, 330, y, { width: 90 });
    doc
      .font("Helvetica-Bold")
      .fillColor("#000")
      .text(v, 420, y, { width: RIGHT - 420, align: "right" });
    y += 14;
  }
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text("CREDITED TO", LEFT, 100);
  doc.font("Helvetica").fontSize(10).fillColor("#000");
  cn.billTo.forEach((l, i) => doc.text(l, LEFT, 114 + i * 13, { width: 240 }));
  y = Math.max(y, 114 + cn.billTo.length * 13) + 24;
  doc.rect(LEFT, y - 4, RIGHT - LEFT, 18).fill("#f1f5f9");
  doc.fillColor("#000").font("Helvetica-Bold").fontSize(9);
  doc.text("Returned item", LEFT + 4, y, { width: 280 });
  doc.text("Qty", 340, y, { width: 50, align: "right" });
  doc.text("Unit price", 400, y, { width: 70, align: "right" });
  doc.text("Amount", 480, y, { width: RIGHT - 484, align: "right" });
  y += 20;
  doc.font("Helvetica").fontSize(9);
  for (const l of cn.lines) {
    const desc = `${l.description}${l.sku ? `\nSKU ${l.sku}` : ""}\nReason: ${l.reason}`;
    const h = doc.heightOfString(desc, { width: 280 });
    if (y + h > 700) {
      doc.addPage();
      y = 50;
    }
    doc.text(desc, LEFT + 4, y, { width: 280 });
    doc.text(String(l.quantity), 340, y, { width: 50, align: "right" });
    doc.text(formatUsd(l.unitCents), 400, y, { width: 70, align: "right" });
    doc.text(formatUsd(l.totalCents), 480, y, { width: RIGHT - 484, align: "right" });
    y += h + 8;
  }
  y += 8;
  const totals: [string, string, boolean][] = [
    ["Returned goods", formatUsd(cn.goodsCents), false],
    ...(cn.discountCents > 0
      ? ([["Their share of the order's discount", `-${formatUsd(cn.discountCents)}`, false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    ["Sales tax on them", formatUsd(cn.taxCents), false],
    ["Total credited", formatUsd(cn.totalCents), true],
  ];
  for (const [k, v, strong] of totals) {
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 11 : 9);
    doc.text(k, 260, y, { width: 210, align: "right" });
    doc.text(v, 480, y, { width: RIGHT - 484, align: "right" });
    y += strong ? 18 : 14;
  }
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`This credit reduces the balance due on invoice ${cn.invoiceNumber}.`, LEFT, y + 16, { width: RIGHT - LEFT });
  doc.end();
  return done;
}
