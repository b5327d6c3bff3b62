import { z } from "zod";

export const vendorIdParam = z.coerce
  .number({ message: "vendorId must be a number." })
  .int()
  .positive("vendorId must be a number.");

export const sendMessageInput = z.object({
  message: z
    .string({ message: "Type a message first." })
    .trim()
    .min(1, "Type a message first.")
    .max(2000, "Messages can be at most 2000 characters."),
});

export type ChatMessage = { id: number; sender: "buyer" | "vendor"; message: string; created_at: string };
export type ChatThread = {
  success: true;
  vendor: { id: number; name: string; slug: string };
  thread_id: number | null;
  unread: number;
  messages: ChatMessage[];
};
