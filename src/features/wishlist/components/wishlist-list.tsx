"use client";
import { Trash2 } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useState, type ReactNode } from "react";
import { useAddToCart, type AddToCartInput } from "@/features/cart";
import { PriceTag } from "@/features/catalog";
import { formatUsd } from "@/lib/money";
import { signInUrl } from "@/lib/urls";
import { isSaved, useToggleWishlist, useWishlist } from "../client/use-wishlist";
import type { WishlistProduct, WishlistService } from "../server/page-data";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

type Note = { key: string; ok: boolean; text: string };

/** /wishlist body: the server lists the items; the ["wishlist"] query hides removed ones at once. */
export function WishlistList({ products, services }: { products: WishlistProduct[]; services: WishlistService[] }) {
  const { data } = useWishlist();
  const toggle = useToggleWishlist();
  const addToCart = useAddToCart();
  const [note, setNote] = useState<Note | null>(null);
  const visibleProducts = data ? products.filter((p) => isSaved(data, { productId: p.id })) : products;
  const visibleServices = data ? services.filter((s) => isSaved(data, { serviceId: s.id })) : services;

  async function moveToCart(key: string, input: AddToCartInput, target: { productId?: number; serviceId?: number }) {
    try {
      const res = await addToCart.mutateAsync(input);
      setNote({
        key,
        ok: res.success,
        text: res.message || (res.success ? "Moved to cart." : "Could not add to cart."),
      });
      if (res.success) toggle.mutate(target);
    } catch {
      setNote({ key, ok: false, text: "Could not add to cart. Please try again." });
    }
    setTimeout(() => setNote((n) => (n?.key === key ? null : n)), 3000);
  }

  if (visibleProducts.length === 0 && visibleServices.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold">Your wishlist is empty.</p>
        <p className="mt-1 text-sm text-slate-600">Tap the heart on a product or service to save it here.</p>
        <Link href="/shop-now" className="btn-primary mt-4">
          Shop Now
        </Link>
      </div>
    );
  }
  const noteFor = (key: string) => (note?.key === key ? note : null);
  return (
    <div className="space-y-8">
      <section aria-labelledby="wl-products">
        <h2 id="wl-products" className="text-lg font-bold">
          Products ({visibleProducts.length})
        </h2>
        {visibleProducts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No products saved.</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visibleProducts.map((p) => {
              const key = `p${p.id}`;
              const needsChoice = p.type === "variation";
              return (
                <li key={p.id} className="card flex gap-3 p-3" aria-label={p.name}>
                  <ImageWithFallback
                    src={p.image}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                    className="h-24 w-24 shrink-0 rounded bg-slate-100 object-cover"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <Link href={`/${p.slug}`} className="line-clamp-2 text-sm font-semibold hover:text-brand-700">
                      {p.name}
                    </Link>
                    <p className="text-xs text-slate-500">Sold by {p.vendor_name}</p>
                    <PriceTag
                      state={p.price_state}
                      priceCents={p.price_cents}
                      catalogCents={p.catalog_cents}
                      discounted={p.discounted}
                      signInHref={signInUrl(`/${p.slug}`)}
                    />
                    <ItemActions
                      className="mt-auto pt-1"
                      name={p.name}
                      pending={addToCart.isPending}
                      onRemove={() => toggle.mutate({ productId: p.id })}
                      note={noteFor(key)}
                      onMove={
                        p.in_stock === "N" || needsChoice
                          ? undefined
                          : () =>
                              moveToCart(
                                key,
                                {
                                  type: "product",
                                  product_id: p.id,
                                  vendor_id: p.vendor_id,
                                  quantity: Math.max(1, p.minimum_order ?? 1),
                                },
                                { productId: p.id },
                              )
                      }
                    >
                      {p.in_stock === "N" ? (
                        <span className="btn-muted px-3 py-1">Out of Stock</span>
                      ) : (
                        needsChoice && (
                          <Link href={`/${p.slug}`} className="btn-outline px-3 py-1">
                            Choose Option
                          </Link>
                        )
                      )}
                    </ItemActions>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="wl-services">
        <h2 id="wl-services" className="text-lg font-bold">
          Services ({visibleServices.length})
        </h2>
        {visibleServices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No services saved.</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visibleServices.map((s) => {
              const key = `s${s.id}`;
              return (
                <li key={s.id} className="card flex flex-col gap-1 p-3" aria-label={s.name}>
                  <Link href={`/${s.slug}`} className="text-sm font-semibold hover:text-brand-700">
                    {s.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    by <Link href={`/service-providers/${s.provider_slug}`}>{s.provider_name}</Link>
                  </p>
                  {s.plan && (
                    <p className="text-sm">
                      {s.plan.name}: <strong>{formatUsd(s.plan.fee_cents)}</strong>
                    </p>
                  )}
                  <ItemActions
                    className="mt-2"
                    name={s.name}
                    pending={addToCart.isPending}
                    onRemove={() => toggle.mutate({ serviceId: s.id })}
                    note={noteFor(key)}
                    onMove={
                      s.plan
                        ? () =>
                            moveToCart(
                              key,
                              {
                                type: "service",
                                plan_id: s.plan!.id,
                                service_id: s.id,
                                vendor_id: s.provider_id,
                                number_of_license: 1,
                              },
                              { serviceId: s.id },
                            )
                        : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The row every saved item ends with: Move to Cart when it can go straight in (else what stands
 * in its place), Remove, and this item's last message. */
function ItemActions(props: {
  className: string;
  name: string;
  pending: boolean;
  onMove?: () => void;
  onRemove: () => void;
  note: Note | null;
  children?: ReactNode;
}) {
  const { className, name, pending, onMove, onRemove, note, children } = props;
  return (
    <>
      <div className={`flex flex-wrap items-center gap-2 ${className}`}>
        {onMove ? (
          <button type="button" className="btn-primary px-3 py-1" disabled={pending} onClick={onMove}>
            Move to Cart
          </button>
        ) : (
          children
        )}
        <button
          type="button"
          className="btn px-2 py-1 text-slate-500 hover:text-sale"
          aria-label={`Remove ${name} from wishlist`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="h-4 w-4" /> Remove
        </button>
      </div>
      {note && (
        <p role="status" className={note.ok ? "text-sm text-brand-700" : "text-sm text-sale"}>
          {note.text}
        </p>
      )}
    </>
  );
}
