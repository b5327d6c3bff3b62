"use client";
import Link from "@/components/ui/intent-link";
import { StarRating } from "@/components/ui/star-rating";
import { groupDigits } from "@/lib/digits";
import type { Unit } from "../../panel-state";
import type { ProductDetail } from "../../server/product-detail";
import { useCatalogSlots, WishlistHeartSlot, type RequestTarget } from "../catalog-slots";

export function RatingRow({ product, showWishlist }: { product: ProductDetail; showWishlist: boolean }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <StarRating value={product.product_rating} />
        {product.reviews_count > 0 ? (
          <>
            <span>{product.product_rating.toFixed(1)}</span>
            <span className="text-slate-500">({product.reviews_count} reviews)</span>
          </>
        ) : (
          <span className="text-slate-500">No reviews yet</span>
        )}
      </span>
      <span>{groupDigits(product.unit_sold)} sold</span>
      {showWishlist && <WishlistHeartSlot productId={product.id} />}
    </div>
  );
}

export function VariationChooser({
  product,
  selected,
  onChoose,
}: {
  product: ProductDetail;
  selected: number | null;
  onChoose: (id: number) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{product.caption_type || "Options"}</legend>
      <div className="flex flex-wrap gap-2">
        {product.sub_products.map((v) => (
          <label
            key={v.id}
            className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${selected === v.id ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 bg-white hover:border-slate-400"} ${v.in_stock === "N" ? "text-slate-400 line-through" : ""}`}
          >
            <input
              type="radio"
              name={`variation-${product.id}`}
              className="sr-only"
              checked={selected === v.id}
              onChange={() => onChoose(v.id)}
            />
            {v.caption}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SetContents({ items }: { items: ProductDetail["set_items"] }) {
  return (
    <div className="overflow-hidden rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-700">Set contents</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-1.5">
              Qty
            </th>
            <th scope="col" className="px-3 py-1.5">
              Sku
            </th>
            <th scope="col" className="px-3 py-1.5">
              Name
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.sku} className="border-t border-slate-100">
              <td className="px-3 py-1.5">{s.pivot.qty}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{s.sku}</td>
              <td className="px-3 py-1.5">{s.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductFacts({ product, sku }: { product: ProductDetail; sku: string }) {
  const brands = [
    ...new Set([
      ...product.quick_facts.filter((q) => q.type === "Brand Name").map((q) => q.name),
      ...(product.brand ? [product.brand] : []),
    ]),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-t border-slate-200 pt-4 text-sm">
      <dt className="text-slate-500">Sold By</dt>
      <dd>
        <Link href={`/vendors/${product.vendor.slug}`} className="font-semibold text-brand-700 hover:underline">
          {product.vendor.name}
        </Link>
      </dd>
      <dt className="text-slate-500">SKU</dt>
      <dd className="font-mono text-xs leading-5" data-testid="sku">
        {sku}
      </dd>
      {brands.length > 0 && (
        <>
          <dt className="text-slate-500">Brands</dt>
          <dd>{brands.join(", ")}</dd>
        </>
      )}
      <dt className="text-slate-500">Categories</dt>
      <dd className="flex flex-wrap gap-x-2">
        {product.categories.map((c, i) => (
          <span key={c.slug}>
            <Link href={`/${c.slug}`} className="text-brand-700 hover:underline">
              {c.name}
            </Link>
            {i < product.categories.length - 1 ? "," : ""}
          </span>
        ))}
      </dd>
    </dl>
  );
}

/** The requests feature's buttons (a slot); sales reps get the price request only (no samples or logo features). */
export function RequestButtons({
  product,
  unit,
  variationId,
  rep,
}: {
  product: ProductDetail;
  unit: Unit;
  variationId: number | null;
  rep: boolean;
}) {
  const { RequestButtons: Buttons } = useCatalogSlots();
  const req: RequestTarget = {
    id: product.id,
    vendor_id: product.vendor_id,
    slug: product.slug,
    see_price: product.see_price,
    sample_product: unit.sampleProduct,
    allow_customization: product.allow_customization,
    in_stock: unit.inStock,
    quantity: unit.quantity,
    price: unit.price ?? product.range?.min ?? null,
    type: product.type,
    logo_url: product.product_customization_logo?.logo_url ?? null,
    sub_products: product.sub_products.map((v) => ({ id: v.id, sample_product: v.sample_product })),
    sample_pending: product.sample_pending,
    sample_status: product.sample_status,
  };
  return <Buttons product={req} variationId={variationId} rep={rep} />;
}
