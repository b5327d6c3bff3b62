import "server-only";
// Server seam of notifications: store and push a notification, push a live event, publish notices.
export { publishLive } from "./live-bus";
export { notify } from "./notify";
export { chatReplyTargets, publishNotice, type PublishInput } from "./publish";
