import "server-only";
// Server seam of notifications: store and push a notification, push a live event, publish notices.
export { publishLive } from "./live-bus";
export { notify, type Audience } from "./notify";
export { audiencePreview, type AudiencePreview } from "./audience";
export { chatReplyTargets, publishInput, publishNotice, type NoticeOptions, type PublishInput } from "./publish";
export { defineLiveMetrics } from "./live-stream";
