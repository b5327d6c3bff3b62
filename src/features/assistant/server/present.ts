import "server-only";
import { freeShippingMessage, PRICE_TEXT, showsUpgradePrompt, upgradeMessage } from "@/features/catalog/server";
import type { Viewer } from "@/features/accounts/server";
import { formatUsd } from "@/lib/money";
import type { Focus } from "../intent";
import type { AssistantProduct } from "./retrieval";
import { esc } from "./sanitize";

export const NO_MATCH = "No matching products found";

export type ChatCard = {
  name: string;
  product_url: string;
  short_description: string;
  sku: string;
  images: { large: string }[];
};
export type SubCard = {
  name: string;
  url: string;
  sku: string;
  short_description: string;
  images: { large: string }[];
};
export type ChatProducts = { parentProduct: ChatCard; sub_products: SubCard[] } | { message: typeof NO_MATCH };

const images = (p: AssistantProduct) => (p.image_large ? [{ large: p.image_large }] : []);

/** SPEC §3 chat cards: the best match as parentProduct, the runners-up as sub products. */
export function toChatProducts(list: AssistantProduct[]): ChatProducts {
  const [top, ...rest] = list;
  if (!top) return { message: NO_MATCH };
  return {
    parentProduct: {
      name: top.name,
      product_url: `/${top.slug}`,
      short_description: top.short_description,
      sku: top.sku,
      images: images(top),
    },
    sub_products: rest.map((p) => ({
      name: p.name,
      url: `/${p.slug}`,
      sku: p.sku,
      short_description: p.short_description,
      images: images(p),
    })),
  };
}

/** The price exactly as this viewer may see it (masked by the catalog rules). */
export function priceText(p: Pick<AssistantProduct, "price_state" | "price_cents">): string {
  if (p.price_state === "price" && p.price_cents) return formatUsd(p.price_cents);
  return PRICE_TEXT[p.price_state === "price" ? "not-available" : p.price_state];
}

export function stockText(p: AssistantProduct): string {
  const inStock =
    p.in_stock === "Y" && (p.type === "variation" ? p.variations.some((v) => v.quantity > 0) : p.quantity > 0);
  return inStock ? "in stock" : "out of stock";
}

const link = (p: AssistantProduct) => `<a href="/${esc(p.slug)}">${esc(p.name)}</a>`;

function line(p: AssistantProduct): string {
  return `<li>${link(p)} — ${esc(priceText(p))}, ${stockText(p)}. Sold by ${esc(p.vendor_name)}. SKU ${esc(p.sku)}</li>`;
}

function details(p: AssistantProduct, focus: Focus, viewer: Viewer | null): string[] {
  const out: string[] = [];
  const name = `<strong>${esc(p.name)}</strong>`;
  if (focus === "price") out.push(`${name}: ${esc(priceText(p))}.`);
  if (focus === "stock") {
    const qty = p.type === "variation" ? p.variations.reduce((n, v) => n + v.quantity, 0) : p.quantity;
    out.push(
      stockText(p) === "in stock" ? `${name} is in stock (${qty} available).` : `${name} is out of stock right now.`,
    );
  }
  if (focus === "minimum")
    out.push(
      p.minimum_order && p.minimum_order > 1
        ? `The minimum order for ${name} is ${p.minimum_order}.`
        : `${name} has no minimum order: you can order 1.`,
    );
  if (focus === "vendor" || focus === "shipping") {
    out.push(`${name} is sold by <a href="/vendors/${esc(p.vendor_slug)}">${esc(p.vendor_name)}</a>.`);
    out.push(
      p.free_shipping_cents
        ? `${esc(freeShippingMessage(p.free_shipping_cents))} from ${esc(p.vendor_name)}.`
        : `${esc(p.vendor_name)} has no free-shipping minimum listed.`,
    );
  }
  if (p.variations.length && (focus === "variations" || focus === "stock" || focus === "price" || focus === null)) {
    const vs = p.variations.slice(0, 6).map((v) => {
      const price = v.price_cents ? `, ${formatUsd(v.price_cents)}` : "";
      return `<li>${esc(v.caption)} (SKU ${esc(v.sku)})${price}, ${v.quantity > 0 ? `${v.quantity} in stock` : "out of stock"}</li>`;
    });
    out.push(`${name} comes in ${p.variations.length} options:<ul>${vs.join("")}</ul>`);
  }
  if (showsUpgradePrompt({ viewer, productLevel: p.level })) out.push(esc(upgradeMessage(p.level)));
  return out;
}

/** Short answer HTML: what matched, and the detail the question asked about. */
export function productAnswer(list: AssistantProduct[], focus: Focus, viewer: Viewer | null, intro: string): string {
  const [top] = list;
  if (!top) return `<p>${NO_MATCH}. Try other words, a brand or a SKU.</p>`;
  const extra = details(top, focus, viewer).map((d) =>
    d.includes("<ul>") ? `<p>${d.replace(/<ul>.*$/, "")}</p>${d.slice(d.indexOf("<ul>"))}` : `<p>${d}</p>`,
  );
  // The text names the top three; the cards carry the rest.
  return `<p>${esc(intro)}</p><ul>${list.slice(0, 3).map(line).join("")}</ul>${extra.join("")}`;
}
