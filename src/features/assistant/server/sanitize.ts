import "server-only";
import sanitizeHtml from "sanitize-html";

/** Only our own pages may be linked: a relative path, never "//host" or a scheme. */
export function isSiteLink(href: string | undefined): boolean {
  return !!href && href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}

/** Every answer passes through here: no script, no event handlers, no styles, links only to our site. */
export function sanitizeAnswer(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "a", "span"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    transformTags: {
      a: (_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag =>
        isSiteLink(attribs.href)
          ? { tagName: "a", attribs: { href: attribs.href! } }
          : { tagName: "span", attribs: {} },
    },
  }).trim();
}

/** Text from the catalog or a label goes into HTML as data, never as markup. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
