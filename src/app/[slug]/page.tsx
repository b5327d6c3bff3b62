import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getViewer } from "@/features/accounts/server/session";
import { ProductView } from "@/features/catalog/components/product-view";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { resolveSlug } from "@/features/catalog/server/resolve-slug";
import { CategoryPage } from "@/features/catalog/components/category-page";
import { ServicePage } from "@/features/catalog/components/service-page";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const hit = await resolveSlug(slug);
  if (!hit) return { title: "Page not found" };
  if (hit.kind === "product") {
    const p = await getProductDetail(slug, null);
    return p ? { title: p.name, description: p.short_description } : {};
  }
  return {};
}

export default async function SlugPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const hit = await resolveSlug(slug);
  if (!hit) notFound();
  const viewer = await getViewer();
  if (hit.kind === "category") return <CategoryPage categoryId={hit.id} viewer={viewer} searchParams={await searchParams} />;
  if (hit.kind === "service") return <ServicePage serviceId={hit.id} />;
  const product = await getProductDetail(slug, viewer);
  if (!product) notFound();
  return <ProductView product={product} />;
}
