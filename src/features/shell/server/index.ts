import "server-only";
// Server seam of the shell: the newsletter e-mail rule other services apply, and the instance's health.
export { validateNewsletterEmail } from "../rules";
export { checkDatabase, checkReadiness, type Readiness } from "./health";
