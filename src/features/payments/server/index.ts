import "server-only";
// Server seam of payments: the methods the door settles a checkout with, the card's jobs and webhook,
// cancellations before shipment, refunds, the order's money events, and the provider's SDK for payouts.
export { availableMethods, paymentProvider, type PaymentProvider, type PaymentResult } from "./providers";
export { receiveStripeWebhook, processEventJob, eventProcessingHooks } from "./webhook";
export { createIntentJob, confirmTestJob, adjustJob } from "./card-jobs";
export { enqueueRefund, refundJob, refundSweepJob } from "./refund-jobs";
export { cancelOrder, creditCancelledLine, givenBack, type CancelScope } from "./cancel";
export { payWithTestCard, paymentView } from "./pay";
export { orderMoneyEvents, type MoneyEventView } from "./money-events";
export { cardPaymentsEnabled, isFinalStripeError, requireStripe, stripeClient } from "./stripe-client";
export { tellBuyer, tellSeller } from "./tell";
export { paymentStatusLabel, cancelRefusal } from "../rules";
