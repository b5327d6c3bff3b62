import "server-only";
// Server seam of the operator's console.
export { requireOperator, operatorForPage, CLI_ACTOR, type Actor } from "./guard";
export { recordAudit } from "./audit";
export { runAdminCommand } from "./cli";
