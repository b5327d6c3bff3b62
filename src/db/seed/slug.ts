/** Kebab-case slugs and a registry that keeps them unique across one namespace. */

const MAX_SLUG_BASE = 80;

export function kebab(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/%/g, "-pct")
    .replace(/&/g, "-and-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG_BASE) return slug;
  const cut = slug.slice(0, MAX_SLUG_BASE);
  const lastDash = cut.lastIndexOf("-");
  return lastDash > 40 ? cut.slice(0, lastDash) : cut;
}

export class SlugRegistry {
  private readonly used = new Set<string>();

  has(slug: string): boolean {
    return this.used.has(slug);
  }

  /** Claims kebab(text), adding `-suffix` (then a counter) only when it is taken. */
  claim(text: string, suffix: string | number): string {
    const base = kebab(text) || "item";
    let slug = base;
    if (this.used.has(slug)) slug = `${base}-${suffix}`;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${suffix}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
