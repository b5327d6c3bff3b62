const ALLOWED = new Set(["P", "BR", "UL", "OL", "LI", "STRONG", "EM", "B", "I", "A", "SPAN"]);

/**
 * Second line of defence for stored messages (the server already sanitizes every answer):
 * keep a handful of tags, drop every attribute except a same-site href.
 */
export function safeHtml(html: string): string {
  if (typeof DOMParser === "undefined") return "";
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, "text/html");
  const clean = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(doc.createTextNode(child.textContent ?? ""));
        continue;
      }
      const href = child.getAttribute("href");
      for (const attr of Array.from(child.attributes)) child.removeAttribute(attr.name);
      if (child.tagName === "A" && href && href.startsWith("/") && !href.startsWith("//"))
        child.setAttribute("href", href);
      clean(child);
    }
  };
  const root = doc.body.firstElementChild!;
  clean(root);
  return root.innerHTML;
}
