import type { ContentKind } from "../schemas";
import type { ConsoleField } from "./console-form";

export const KIND_LABEL: Record<ContentKind, { plural: string; one: string }> = {
  blogs: { plural: "Blogs", one: "blog article" },
  faqs: { plural: "FAQs", one: "FAQ" },
  pages: { plural: "Info pages", one: "info page" },
};

type Item = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** The plain fields and the rich-text field of each kind of content, filled from `item` (empty for a new one). */
export function formFor(kind: ContentKind, item: Item = {}) {
  const fields: ConsoleField[] =
    kind === "blogs"
      ? [
          { name: "title", label: "Title", value: str(item.title) },
          {
            name: "link",
            label: "Link",
            value: str(item.link),
            hint: "The address after /blogs/: lower-case words joined by hyphens.",
          },
          { name: "category", label: "Category", value: str(item.category) },
          { name: "author", label: "Author", value: str(item.author) },
          { name: "excerpt", label: "Excerpt", value: str(item.excerpt), type: "textarea" },
        ]
      : kind === "faqs"
        ? [
            { name: "question", label: "Question", value: str(item.question) },
            {
              name: "position",
              label: "Position",
              value: str(item.position ?? 0),
              type: "number",
              hint: "Lower numbers are listed first.",
            },
          ]
        : [
            { name: "title", label: "Title", value: str(item.title) },
            { name: "lead", label: "Lead", value: str(item.lead), type: "textarea" },
          ];
  const rich =
    kind === "faqs"
      ? { name: "answerHtml", label: "Answer", html: str(item.answerHtml) }
      : { name: "bodyHtml", label: kind === "blogs" ? "Article" : "Page text", html: str(item.bodyHtml) };
  return { fields, rich, published: item.published === undefined ? kind !== "pages" : item.published === true };
}

/** Where an item shows on the storefront once published. */
export function storefrontHref(kind: ContentKind, item: Item): string {
  if (kind === "blogs") return `/blogs/${str(item.link)}`;
  if (kind === "faqs") return "/faqs";
  return `/${str(item.slug)}`;
}
