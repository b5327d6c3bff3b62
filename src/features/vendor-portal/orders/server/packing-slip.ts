import "server-only";
import PDFDocument from "pdfkit";
import { pdfBytes } from "@/lib/pdf-bytes";
import type { VendorContext } from "../../server/access";
import { getVendorOrder } from "./order-queries";
import { remainingToShip } from "../rules";

type Address = {
  full_name?: string;
  fullName?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  zip?: string;
};

/** The packing slip of one order: ship-to, lines with quantities still to pack, and what already left with its lots. */
export async function packingSlipPdf(ctx: VendorContext, orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await getVendorOrder(ctx, orderId);
  const doc = new PDFDocument({ size: "LETTER", margin: 50, info: { Title: `Packing slip ${order.orderNumber}` } });
  const done = pdfBytes(doc);

  doc.fontSize(18).text(`Packing slip — ${order.orderNumber}`);
  doc
    .fontSize(10)
    .fillColor("#555")
    .text(`${ctx.sellerName} · ${order.createdAt.toISOString().slice(0, 10)}`);
  doc.moveDown().fillColor("#000").fontSize(11).text("Ship to", { underline: true });
  const a = (order.shippingAddress ?? {}) as Address;
  for (const line of [
    a.full_name ?? a.fullName ?? order.buyerName,
    order.clinicName,
    a.line1,
    a.line2,
    [a.city, a.state, a.zip].filter(Boolean).join(", "),
  ])
    if (line) doc.text(line);
  if (order.poNumber) doc.text(`PO ${order.poNumber}`);
  doc.moveDown().text("Lines", { underline: true });
  for (const l of order.lines) {
    const left = remainingToShip(l);
    const state = l.cancelled ? `cancelled (${l.cancelReason})` : `ordered ${l.quantity}, to pack ${left}`;
    doc.text(`${l.sku ?? "—"}  ${l.name}  ·  ${state}`);
  }
  if (order.shipments.length) {
    doc.moveDown().text("Shipped", { underline: true });
    for (const s of order.shipments)
      for (const l of s.lines)
        doc.text(
          `${s.carrier} ${s.tracking_number}: ${l.quantity} × ${l.name}${l.lot ? `, lot ${l.lot}` : ""}${l.expiry ? `, exp ${l.expiry}` : ""}`,
        );
  }
  doc.end();
  return { fileName: `packing-slip-${order.orderNumber}.pdf`, pdf: await done };
}
