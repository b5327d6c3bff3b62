import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getViewer, signedInRender } from "@/features/accounts/server/session";
import { CategoryPage } from "@/features/catalog/components/category-page";
import { AskAnnaButton } from "@/features/assistant";
import { ProductView } from "@/features/catalog/components/product-view";
import { ServicePage } from "@/features/catalog/components/service-page";
import { getCategory } from "@/features/catalog/server/category";
import { relatedProducts } from "@/features/catalog/server/listing";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { resolveSlug } from "@/features/catalog/server/resolve-slug";
import { getService } from "@/features/catalog/server/services";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// metadata and page share one lookup per request
const resolve = cache(resolveSlug);
const product = cache(async (slug: string) => getProductDetail(slug, await getViewer()));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const hit = await resolve(slug);
  if (!hit) return { title: "Page not found" };
  if (hit.kind === "product") {
    const p = await product(slug);
    if (!p) return {};
    return {
      title: p.name,
      description: p.short_description,
      alternates: { canonical: `/${p.slug}` },
      openGraph: { title: p.name, description: p.short_description, images: p.images[0] ? [p.images[0].large] : [] },
    };
  }
  if (hit.kind === "service") {
    const s = await getService(hit.id);
    return s
      ? {
          title: s.name,
          description: `${s.name} by ${s.provider.name}: plans and pricing on DVM Market.`,
          alternates: { canonical: `/${s.slug}` },
        }
      : {};
  }
  const c = await getCategory(hit.id);
  return c
    ? {
        title: c.name,
        description: `Shop ${c.name} for veterinary practices from trusted vendors on DVM Market.`,
        alternates: { canonical: `/${c.slug}` },
      }
    : {};
}

export default async function SlugPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const hit = await resolve(slug);
  if (!hit) notFound();
  if (hit.kind === "category")
    return (
      <CategoryPage
        categoryId={hit.id}
        viewer={await getViewer()}
        signedIn={await signedInRender()}
        searchParams={await searchParams}
      />
    );
  if (hit.kind === "service") return <ServicePage serviceId={hit.id} />;
  const p = await product(slug);
  if (!p) notFound();
  const related = await relatedProducts(p.id, p.category.id, await getViewer());
  return (
    <ProductView
      product={p}
      related={related}
      signedIn={await signedInRender()}
      askAssistant={<AskAnnaButton className="btn-outline py-1.5 text-sm" />}
    />
  );
}
