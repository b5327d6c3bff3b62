import "server-only";
import { chatReplyTargets, publishNotice, type PublishInput } from "@/features/notifications/server";
import { vendorReply } from "./service";

/** The operator's publish command: content announcements, and vendor chat replies until the vendor area exists. */
export async function publish(input: PublishInput) {
  if (input.kind !== "chat-reply") return publishNotice(input);
  const { userId, vendorId } = await chatReplyTargets(input);
  return { ...(await vendorReply({ userId, vendorId, message: input.message })), recipients: 1 };
}
