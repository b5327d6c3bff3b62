import { Download, FileText } from "lucide-react";

/** View the order's invoice PDF in a new tab, or download it; plain links, no client code. */
export function InvoiceLinks({ orderId }: { orderId: number }) {
  const href = `/api/orders/${orderId}/invoice`;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={href} target="_blank" rel="noopener" className="btn-outline inline-flex items-center gap-1.5">
        <FileText size={16} aria-hidden /> View invoice
      </a>
      <a href={`${href}?download=1`} download className="btn-outline inline-flex items-center gap-1.5">
        <Download size={16} aria-hidden /> Download invoice (PDF)
      </a>
    </div>
  );
}
