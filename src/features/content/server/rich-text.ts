// The console's rich text, as the server keeps it: only the tags the editor makes survive, links only
// to web, mail or site-relative addresses. Everything else (scripts, styles, event handlers,
// javascript: URLs, frames, images from anywhere) is dropped before the text reaches the database.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // links written in content leave the site without handing it the reader's session
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
};

/** The allow-listed HTML of `html`; whitespace-only results become "". */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainTextOf(clean) === "" && !/<hr\s*\/?>/.test(clean) ? "" : clean;
}

/** The words of rich text, for search, the assistant and excerpts. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre)>|<br\s*\/?>/gi, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
}
