// Client-safe seam of payments: the method names, how a payment reads, the money-event labels, the goods-refund share.
export {
  goodsRefund,
  MONEY_EVENT_LABELS,
  PAYMENT_METHODS,
  paymentStatusLabel,
  taxInRefund,
  type MoneyEvent,
  type MoneyEventKind,
  type PaymentMethod,
  type RefundOrder,
} from "./rules";
