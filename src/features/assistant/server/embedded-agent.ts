import "server-only";
import type { Viewer } from "@/features/accounts/server";
import { formatUsd } from "@/lib/money";
import { classify, parseQuery } from "../intent";
import { myOrders, siteHelp } from "./knowledge";
import { NO_MATCH, productAnswer, toChatProducts, type ChatProducts } from "./present";
import { findProductIds, loadProducts } from "./retrieval";
import { esc } from "./sanitize";

export type AgentInput = {
  text: string;
  viewer: Viewer | null;
  /** Buyer bound to this chat session (orders). */ userId: string | null;
};
export type AgentReply = { answer: string; products?: ChatProducts; productIds?: number[] };

const HELP_LINKS: [RegExp, string][] = [
  [
    /\bupgrade|\blevel\b/,
    `<p>To upgrade your level, upload your licensing documents on <a href="/documents">Documents</a> or <a href="/contact">contact support</a>.</p>`,
  ],
];

const HELP_WORDS = new Set([
  "sample",
  "samples",
  "request",
  "upgrade",
  "level",
  "levels",
  "coupon",
  "coupons",
  "coin",
  "coins",
  "logo",
  "printing",
  "printed",
  "sales",
  "rep",
  "reps",
  "account",
  "sign",
  "signin",
  "checkout",
  "limit",
  "work",
  "works",
  "mean",
  "means",
  "see",
  "several",
  "use",
  "get",
  "clinic",
  "site",
  "help",
  "my",
  "mean",
]);

async function helpAnswer(text: string): Promise<AgentReply> {
  const hits = await siteHelp(text);
  const t = text.toLowerCase();
  const extra = HELP_LINKS.filter(([re]) => re.test(t))
    .map(([, html]) => html)
    .join("");
  if (!hits.length && !extra) {
    return {
      answer: `<p>I can help with products, prices, stock, your orders and how the site works. See our <a href="/faqs">FAQs</a> or <a href="/contact">contact us</a>.</p>`,
    };
  }
  const body = hits.map((h) => `<p><strong>${esc(h.question)}</strong> ${esc(h.answer)}</p>`).join("");
  return { answer: body + extra };
}

async function ordersAnswer(userId: string | null): Promise<AgentReply> {
  if (!userId)
    return { answer: `<p>Please <a href="/auth/signin">sign in</a> to see your orders, then open the chat again.</p>` };
  const list = await myOrders(userId);
  if (!list.length)
    return { answer: `<p>You have no orders yet. Browse <a href="/shop-now">Shop Now</a> to get started.</p>` };
  const [last, ...older] = list;
  const items = last!.items
    .slice(0, 3)
    .map((i) => `${esc(i.name)} × ${i.quantity}`)
    .join(", ");
  const tracking = last!.tracking_number ? ` Tracking number: ${esc(last!.tracking_number)}.` : "";
  const more = older.length
    ? `<p>Earlier: ${older.map((o) => `<a href="/user/order-details/${o.id}">#${esc(o.order_number)}</a> (${esc(o.status)})`).join(", ")}.</p>`
    : "";
  return {
    answer: `<p>Your last order <a href="/user/order-details/${last!.id}">#${esc(last!.order_number)}</a> from ${last!.created_at.slice(0, 10)} is <strong>${esc(last!.status)}</strong>, total ${formatUsd(last!.total_cents)}.${tracking}</p>${items ? `<p>Items: ${items}.</p>` : ""}${more}`,
  };
}

/** Product questions: retrieve a capped candidate set, answer with the asked detail and cards. */
export async function productReply(text: string, viewer: Viewer | null, intro?: string): Promise<AgentReply> {
  const q = parseQuery(text);
  let ids = await findProductIds(q, 5);
  let list = await loadProducts(ids, viewer);
  // A price limit can only be honoured for prices this viewer may see.
  if (q.maxCents !== null || q.minCents !== null) list = list.filter((p) => p.price_state === "price");
  ids = list.map((p) => p.id);
  if (!list.length)
    return {
      answer: `<p>${NO_MATCH}. Try other words, a brand or a SKU.</p>`,
      products: { message: NO_MATCH },
      productIds: [],
    };
  const heading = intro ?? (list.length === 1 ? "Here is the product I found:" : "Here are the best matches I found:");
  return { answer: productAnswer(list, q.focus, viewer, heading), products: toChatProducts(list), productIds: ids };
}

/** The offline agent: no model, answers from the catalog, orders and FAQ with fixed templates. */
export async function embeddedAgent({ text, viewer, userId }: AgentInput): Promise<AgentReply> {
  const intent = classify(text);
  if (intent === "greeting")
    return { answer: `<p>Hello! Ask me about a product, a price, stock, your last order or how the site works.</p>` };
  if (intent === "orders") return ordersAnswer(userId);
  if (intent === "help") {
    // "What is the free shipping minimum of the Suturelle suture?" is about a product, not the site.
    const productWords = parseQuery(text).terms.filter((t) => !HELP_WORDS.has(t));
    if (productWords.length) {
      const reply = await productReply(text, viewer);
      if (reply.productIds?.length) return reply;
    }
    return helpAnswer(text);
  }
  const reply = await productReply(text, viewer);
  if (!reply.productIds?.length) {
    const help = await siteHelp(text, 1);
    if (help.length) return helpAnswer(text);
  }
  return reply;
}
