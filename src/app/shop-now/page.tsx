import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { departmentsWithCategories } from "@/features/catalog/server/category";

export const metadata: Metadata = {
  title: "Shop by category",
  description: "Browse every department and category of veterinary supplies on DVM Market.",
};

/** Shop by category; links stay in this tab here (SPEC §2: the one exception to new-tab dynamic links). */
export default async function ShopNowPage() {
  const departments = await departmentsWithCategories();
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Shop by category</h1>
      <p className="mt-2 text-slate-600">Browse every department and category.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {departments.map((d) => (
          <section key={d.id} className="card p-5" aria-labelledby={`d-${d.id}`}>
            <h2 id={`d-${d.id}`} className="text-lg font-semibold">
              <Link href={`/${d.slug}`} className="hover:text-brand-700">
                {d.name}
              </Link>
            </h2>
            <ul className="mt-3 grid gap-1.5 text-sm">
              {d.children.map((c) => (
                <li key={c.slug}>
                  <Link href={`/${c.slug}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
