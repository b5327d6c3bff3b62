import "server-only";
// Server seam of vendor chat: the operator's publish command (notices and chat replies).
export { publish } from "./publish";
