// Client-safe seam of payments: the method names, how a payment reads, the money-event labels.
export {
  MONEY_EVENT_LABELS,
  PAYMENT_METHODS,
  paymentStatusLabel,
  type MoneyEvent,
  type MoneyEventKind,
  type PaymentMethod,
} from "./rules";
