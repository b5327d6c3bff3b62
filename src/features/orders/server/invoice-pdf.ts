import "server-only";
import PDFDocument from "pdfkit";
import { pdfBytes } from "@/lib/pdf-bytes";
import { formatUsd } from "@/lib/money";
import { invoiceBalance, type InvoiceDocument } from "../invoice/rules";

const date = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

const LEFT = 50;
const RIGHT = 562; // letter width 612 minus the margin
const COLS = { desc: LEFT, qty: 340, unit: 400, total: 480 };
const BRAND = "#0f766e";
const MUTED = "#475569";

/** Lays an invoice out on US Letter pages with pdfkit's built-in Helvetica; answers the PDF bytes. */
export function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 50,
    info: { Title: `Invoice ${inv.invoiceNumber}`, Author: "DVM Market", Subject: `Order ${inv.orderNumber}` },
  });
  const done = pdfBytes(doc);

  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(22).text("DVM Market", LEFT, 50);
  doc.fillColor(MUTED).font("Helvetica").fontSize(9).text("The marketplace for veterinary clinics", LEFT, 76);
  doc
    .fillColor("#000")
    .font("Helvetica-Bold")
    .fontSize(20)
    .text("INVOICE", LEFT, 50, { width: RIGHT - LEFT, align: "right" });

  const meta: [string, string][] = [
    ["Invoice number", inv.invoiceNumber],
    ["Order number", inv.orderNumber],
    ...(inv.poNumber ? ([["PO number", inv.poNumber]] as [string, string][]) : []),
    ["Invoice date", date(inv.issuedAt)],
    ["Due date", date(inv.dueAt)],
    ["Sold by", inv.seller],
  ];
  let y = 110;
  for (const [k, v] of meta) {
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(k, 330, y, { width: 90 });
    doc
      .font("Helvetica-Bold")
      .fillColor("#000")
      .text(v, 420, y, { width: RIGHT - 420, align: "right" });
    y += 14;
  }

  const block = (title: string, lines: string[], x: number, top: number) => {
    doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top);
    doc.font("Helvetica").fontSize(10).fillColor("#000");
    lines.forEach((l, i) => doc.text(l, x, top + 14 + i * 13, { width: 180 }));
  };
  block("Bill to", inv.billTo, LEFT, 110);
  block("Ship to", inv.shipTo, LEFT + 150, 110);

  y = Math.max(y, 110 + 14 + Math.max(inv.billTo.length, inv.shipTo.length) * 13) + 24;
  const header = () => {
    doc.rect(LEFT, y - 4, RIGHT - LEFT, 18).fill("#f1f5f9");
    doc.fillColor("#000").font("Helvetica-Bold").fontSize(9);
    doc.text("Description", COLS.desc + 4, y, { width: 280 });
    doc.text("Qty", COLS.qty, y, { width: 50, align: "right" });
    doc.text("Unit price", COLS.unit, y, { width: 70, align: "right" });
    doc.text("Amount", COLS.total, y, { width: RIGHT - COLS.total - 4, align: "right" });
    y += 20;
  };
  header();
  doc.font("Helvetica").fontSize(9);
  for (const line of inv.lines) {
    const desc = line.sku ? `${line.description}\nSKU ${line.sku}` : line.description;
    const h = doc.heightOfString(desc, { width: 280 });
    if (y + h > 700) {
      doc.addPage();
      y = 50;
      header();
      doc.font("Helvetica").fontSize(9);
    }
    doc.fillColor("#000").text(desc, COLS.desc + 4, y, { width: 280 });
    doc.text(String(line.quantity), COLS.qty, y, { width: 50, align: "right" });
    doc.text(formatUsd(line.unitCents), COLS.unit, y, { width: 70, align: "right" });
    doc.text(formatUsd(line.totalCents), COLS.total, y, { width: RIGHT - COLS.total - 4, align: "right" });
    y += h + 6;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .strokeColor("#e2e8f0")
      .lineWidth(0.5)
      .stroke();
  }

  const totals: [string, string, boolean][] = [
    ["Subtotal", formatUsd(inv.subtotalCents), false],
    ...(inv.discountCents > 0
      ? ([
          [
            inv.couponCode ? `Discount (coupon ${inv.couponCode})` : "Discount",
            `-${formatUsd(inv.discountCents)}`,
            false,
          ],
        ] as [string, string, boolean][])
      : []),
    ["Shipping", inv.shippingCents ? formatUsd(inv.shippingCents) : "Free", false],
    [inv.tax.label, formatUsd(inv.tax.taxCents), false],
    // with payments or credits against it, the total is followed by each of them and what is still owed
    [inv.settlements?.length ? "Invoice total" : "Total due", formatUsd(inv.totalCents), true],
    ...(inv.settlements ?? []).map((st): [string, string, boolean] => [st.label, `-${formatUsd(st.cents)}`, false]),
    ...((inv.settlements ?? []).length
      ? ([["Balance due", formatUsd(invoiceBalance(inv.totalCents, inv.settlements ?? [])), true]] as [
          string,
          string,
          boolean,
        ][])
      : []),
  ];
  if (y + totals.length * 16 + 120 > 740) {
    doc.addPage();
    y = 50;
  }
  y += 8;
  for (const [k, v, strong] of totals) {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(strong ? 11 : 9)
      .fillColor("#000");
    doc.text(k, 300, y, { width: 170, align: "right" });
    doc.text(v, COLS.total, y, { width: RIGHT - COLS.total - 4, align: "right" });
    y += strong ? 18 : 14;
  }

  y += 20;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text("REMIT TO", LEFT, y);
  doc.font("Helvetica").fontSize(10).fillColor("#000");
  [inv.remitTo.name, ...inv.remitTo.lines, inv.remitTo.email].forEach((l, i) => doc.text(l, LEFT, y + 14 + i * 13));
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED).text("TERMS", 330, y);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#000")
    .text(inv.terms, 330, y + 14, { width: RIGHT - 330 });

  doc.end();
  return done;
}
