import "server-only";
import { viewerFromRequest } from "@/features/accounts/server";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { getConfig } from "@/lib/config";
import { badRequest } from "@/lib/errors";
import { clientIp, enforce } from "@/lib/rate-limit";
import { readJsonValue } from "@/lib/http";
import { cutText } from "@/lib/text";
import { CHAT_IMAGE_MAX_BYTES, LABEL_PER_IP_PER_MINUTE, LABEL_PER_SESSION_PER_MINUTE, sniffChatImage } from "../rules";
import { embeddedAgent, type AgentInput, type AgentReply } from "./embedded-agent";
import { modelAgent, modelConfig } from "./model-agent";
import { readLabel } from "./ocr";
import { NO_MATCH, productAnswer, toChatProducts } from "./present";
import { findByLabel, loadProducts } from "./retrieval";
import { esc, sanitizeAnswer } from "./sanitize";
import { appendMessages, recentHistory, requireChatSession } from "./sessions";
import { errorFields, log } from "@/lib/logger";

export const MAX_QUERY_CHARS = 1000;

type QuotaSetting = "ASSISTANT_LOGIN_PER_MINUTE" | "ASSISTANT_EMAIL_PER_MINUTE" | "ASSISTANT_IP_PER_MINUTE";

/** Quotas per chat session (ASSISTANT_EMAIL_PER_MINUTE, named before sessions counted) and per address; read per call so an operator can tune them without a rebuild. */
export function quota(name: QuotaSetting): number {
  return getConfig()[name];
}

async function readInput(req: Request): Promise<{ text: string; image: Buffer | null }> {
  const type = req.headers.get("content-type") ?? "";
  let text = "";
  let file: File | null = null;
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const form = await readLimitedForm(req, CHAT_IMAGE_MAX_BYTES + BODY_LIMITS.multipartOverhead);
    const t = form.get("text_query");
    text = typeof t === "string" ? t : "";
    const f = form.get("image");
    file = f && typeof f !== "string" && f.size > 0 ? f : null;
  } else if (type.includes("application/json")) {
    const body = (await readJsonValue(req)) as { text_query?: unknown } | null;
    text = typeof body?.text_query === "string" ? body.text_query : "";
  } else {
    throw badRequest("Send the message as multipart form data.");
  }
  text = text.trim();
  if (text.length > MAX_QUERY_CHARS) throw badRequest(`text_query must be at most ${MAX_QUERY_CHARS} characters.`);
  if (!text && !file) throw badRequest("Send a text_query or an image.");
  if (!file) return { text, image: null };
  if (file.size > CHAT_IMAGE_MAX_BYTES) throw badRequest("Image size must be less than 5MB.");
  const image = Buffer.from(await file.arrayBuffer());
  if (!sniffChatImage(image)) throw badRequest("Only JPG and PNG images are allowed.");
  return { text, image };
}

/** Label photo → local OCR → products whose names share the printed words. */
async function labelReply(image: Buffer, input: AgentInput): Promise<AgentReply> {
  const read = await readLabel(image);
  const ids = await findByLabel(read, 5, input.userId);
  const list = await loadProducts(ids, input.viewer);
  if (!list.length) {
    const seen = read ? ` I could read: “${esc(cutText(read, 80))}”.` : " I could not read any text in it.";
    return {
      answer: `<p>${NO_MATCH} for this image.${seen} Try a sharper photo of the label, or type the product name.</p>`,
      products: { message: NO_MATCH },
    };
  }
  // The label text is data: it is escaped and quoted, never followed as an instruction.
  const intro = `I found these matching the label: “${cutText(read, 80)}”`;
  return { answer: productAnswer(list, null, input.viewer, intro), products: toChatProducts(list), productIds: ids };
}

export type ChatAnswer = { answer: string; products?: AgentReply["products"] };

export async function chat(req: Request): Promise<ChatAnswer> {
  const session = await requireChatSession(req);
  // per chat session, not per typed e-mail: anyone can open a session with someone else's address,
  // and must not spend that person's quota
  await enforce(
    `assistant:session:${session.sid}`,
    quota("ASSISTANT_EMAIL_PER_MINUTE"),
    60,
    "Too many messages. Please wait a minute and try again.",
  );
  await enforce(
    `assistant:ip:${clientIp(req)}`,
    quota("ASSISTANT_IP_PER_MINUTE"),
    60,
    "Too many messages. Please wait a minute and try again.",
  );
  const { text, image } = await readInput(req);
  if (image) {
    const message = "Too many label photos. Please wait a minute and try again.";
    await enforce(`assistant:label:session:${session.sid}`, LABEL_PER_SESSION_PER_MINUTE, 60, message);
    await enforce(`assistant:label:ip:${clientIp(req)}`, LABEL_PER_IP_PER_MINUTE, 60, message);
  }
  const input: AgentInput = { text, viewer: await viewerFromRequest(req), userId: session.userId };
  let reply: AgentReply;
  if (image) reply = await labelReply(image, input);
  else {
    const cfg = modelConfig();
    reply = cfg
      ? await modelAgent(cfg, input, await recentHistory(session.sid)).catch((err) => {
          log("assistant").error(errorFields(err), "model failed, answering offline");
          return embeddedAgent(input);
        })
      : await embeddedAgent(input);
  }
  const answer = sanitizeAnswer(reply.answer) || "<p>Sorry, I have no answer for that.</p>";
  await appendMessages(session.sid, [
    { role: "user", content: text || "[image]", payload: image ? { image: true } : undefined },
    { role: "assistant", content: answer, payload: reply.products ?? null },
  ]);
  return { answer, products: reply.products };
}
