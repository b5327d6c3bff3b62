import Link from "@/components/ui/intent-link";

export type Crumb = { name: string; slug: string };

/** Home, then each category on the way down; `current` is the page itself, shown but not linked. */
export function CategoryBreadcrumb({
  trail,
  current,
  className,
}: {
  trail: Crumb[];
  current?: string;
  className: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={`${className} text-sm text-slate-500`}>
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className="hover:text-brand-700">
            Home
          </Link>
        </li>
        {trail.map((c) => (
          <li key={c.slug} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <Link href={`/${c.slug}`} className="hover:text-brand-700">
              {c.name}
            </Link>
          </li>
        ))}
        {current !== undefined && (
          <li className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="text-slate-700">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
