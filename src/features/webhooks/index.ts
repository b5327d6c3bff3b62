// Public seam of webhooks, safe on client and server.
export { resolvedAddressProblem, WEBHOOK_EVENT_NEW_ORDER, WEBHOOK_SIGNATURE_HEADER, webhookUrlProblem } from "./rules";
