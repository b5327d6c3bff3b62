import "server-only";
// Server seam of the audit log: the bottom of the feature graph, so any feature records into it.
export { CLI_ACTOR, recordAudit, type AuditActor, type AuditInput } from "./record";
