import "server-only";
// Server seam of the shell: the newsletter e-mail rule other services apply.
export { validateNewsletterEmail } from "../rules";
