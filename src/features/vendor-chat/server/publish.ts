import "server-only";
import type { Db } from "@/db/client";
import { chatReplyTargets, publishNotice, type PublishInput } from "@/features/notifications/server";
import { vendorReply } from "./service";

/** The operator's publish command: content announcements, and vendor chat replies until the vendor area exists. */
export async function publish(db: Db, input: PublishInput) {
  if (input.kind !== "chat-reply") return publishNotice(db, input);
  const { userId, vendorId } = await chatReplyTargets(db, input);
  return { ...(await vendorReply(db, { userId, vendorId, message: input.message })), recipients: 1 };
}
