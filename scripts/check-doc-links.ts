// Checks every relative markdown link in README.md and docs/*.md: the file must exist, and a
// `#anchor` must name a heading of that file (GitHub's slugs). Exits 1 and lists the broken ones.
// Run: npx tsx scripts/check-doc-links.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

function markdownFiles(): string[] {
  const docs = join(root, "docs");
  const inDocs = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith(".md"))
        .map((name) => join(docs, name))
    : [];
  return [join(root, "README.md"), ...inDocs];
}

/** The text outside fenced code blocks and inline code spans, line by line. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line.replace(/`[^`]*`/g, "");
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(text: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = match[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const problems: string[] = [];
const slugCache = new Map<string, Set<string>>();
function slugsOf(file: string): Set<string> {
  let slugs = slugCache.get(file);
  if (!slugs) {
    slugs = headingSlugs(readFileSync(file, "utf8"));
    slugCache.set(file, slugs);
  }
  return slugs;
}

let checked = 0;
for (const file of markdownFiles()) {
  const lines = proseLines(readFileSync(file, "utf8"));
  lines.forEach((line, index) => {
    for (const link of line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      checked++;
      const where = `${relative(root, file)}:${index + 1}`;
      const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
      const resolved = pathPart === "" ? file : resolve(dirname(file), decodeURIComponent(pathPart));
      if (!existsSync(resolved)) {
        problems.push(`${where}: ${target} — no such file`);
        continue;
      }
      if (anchor === undefined) continue;
      if (statSync(resolved).isDirectory() || !resolved.endsWith(".md")) {
        problems.push(`${where}: ${target} — an anchor into a file that is not markdown`);
      } else if (!slugsOf(resolved).has(decodeURIComponent(anchor).toLowerCase())) {
        problems.push(`${where}: ${target} — no heading #${anchor} in ${relative(root, resolved)}`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`Broken documentation links (${problems.length}):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Documentation links: ${checked} relative links resolve.`);
