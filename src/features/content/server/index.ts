import "server-only";
// Server seam of content: the rich-text allow-list other features (the console) write through.
export { plainTextOf, sanitizeRichText } from "./rich-text";
