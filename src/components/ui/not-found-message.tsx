import Link from "@/components/ui/intent-link";

type Props = {
  title: string;
  text: string;
  links: { href: string; label: string }[];
};

/** The 404 page body every route shares: a short explanation and ways back, the first link as the main action. */
export function NotFoundMessage({ title, text, links }: Props) {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((l, i) => (
          <Link key={l.href} href={l.href} className={i === 0 ? "btn-primary" : "btn-outline"}>
            {l.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
