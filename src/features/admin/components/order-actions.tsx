import { formatUsd } from "@/lib/money";
import { ConfirmForm } from "./confirm-form";

type Props = {
  id: number;
  orderNumber: string;
  status: string;
  shipped: boolean;
  totalCents: number;
  refundedCents: number;
  paymentMethod: string;
};

/** Cancel (nothing shipped yet) and refund (up to what is left of the total), each behind a confirmation. */
export function OrderActions({ id, orderNumber, status, shipped, totalCents, refundedCents, paymentMethod }: Props) {
  const card = paymentMethod === "card";
  const url = `/api/admin/orders/${id}`;
  const left = totalCents - refundedCents;
  const cancellable = (status === "placed" || status === "confirmed") && !shipped;
  return (
    <div className="flex flex-wrap gap-3">
      {cancellable && (
        <ConfirmForm
          trigger="Cancel order"
          title={`Cancel order ${orderNumber}?`}
          description={`The vendor stops fulfilling it, the stock of its open lines comes back, ${card ? "the card is voided or refunded" : "the invoice is credited"}, and buyer and vendor are told why. It cannot be undone.`}
          confirmLabel="Cancel order"
          url={url}
          body={{ action: "cancel" }}
          fields={[{ name: "reason", label: "Reason (the buyer reads it)" }]}
        />
      )}
      {left > 0 && (
        <ConfirmForm
          trigger="Record a refund"
          title={`Refund on order ${orderNumber}?`}
          description={`Up to ${formatUsd(left)} is left to refund of ${formatUsd(totalCents)}. ${card ? "The order was paid by card: the money goes back to the card through the card provider" : "The order is invoiced, so the refund is recorded as a credit"}; it goes in the order's history, the buyer is told, and the audit log keeps it.`}
          confirmLabel="Record refund"
          url={url}
          body={{ action: "refund" }}
          fields={[
            { name: "amount", label: "Amount in dollars", kind: "dollars", hint: `At most ${formatUsd(left)}.` },
            { name: "reason", label: "Reason (the buyer reads it)" },
          ]}
        />
      )}
    </div>
  );
}
