import "server-only";
// Server seam of webhooks: new-order events to vendors' endpoints, and the check of an endpoint's address.
export { deliverWebhookJob, enqueueNewOrderWebhooks, signWebhookBody } from "./deliver";
export { postWebhook, webhookTargetProblem } from "./target";
