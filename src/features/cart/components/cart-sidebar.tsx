"use client";
import Link from "@/components/ui/intent-link";
import { Dialog } from "radix-ui";
import { Loader2, X } from "lucide-react";
import { formatUsd } from "@/lib/money";
import { cartTitle, EMPTY_CART_MESSAGE } from "../rules";
import { useCart } from "../client/use-cart";
import { PlanLine, ProductLine } from "./cart-line";
import { Notice } from "@/components/ui/notice";
import { useNotice } from "./use-notice";

/** The cart sidebar (SPEC §2): Products and Services sections, 'View Cart', empty message. */
export function CartSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const cart = useCart();
  const [notice, setNotice] = useNotice(5000);
  const products = cart.data?.vendorProducts.flatMap((v) => v.products) ?? [];
  const plans = cart.data?.vendorServices.flatMap((v) => v.plans) ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-overlay flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">
              {cartTitle(cart.data?.cart_owner)} {cart.data ? `(${cart.data.count})` : ""}
            </Dialog.Title>
            <Dialog.Close className="rounded p-1 hover:bg-slate-100" aria-label="Close cart">
              <X size={20} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4">
            <div className="pt-3">
              <Notice look="banner" role="status" notice={notice} />
            </div>
            {cart.isPending && (
              <p className="flex items-center gap-2 py-6 text-sm text-slate-500">
                <Loader2 className="animate-spin" size={16} /> Loading your cart…
              </p>
            )}
            {cart.isError && <p className="py-6 text-sm text-red-700">Could not load your cart.</p>}
            {cart.data && products.length === 0 && plans.length === 0 && (
              <p className="py-10 text-center text-slate-600">{cart.data.notice ?? EMPTY_CART_MESSAGE}</p>
            )}
            {products.length > 0 && (
              <section aria-labelledby="cart-products-h" className="pt-2">
                <h2 id="cart-products-h" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  Products
                </h2>
                <ul className="divide-y divide-slate-100">
                  {products.map((p) => (
                    <ProductLine key={p.cart_items.id} p={p} compact onNotice={setNotice} />
                  ))}
                </ul>
              </section>
            )}
            {plans.length > 0 && (
              <section aria-labelledby="cart-services-h" className="pt-2">
                <h2 id="cart-services-h" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  Services
                </h2>
                <ul className="divide-y divide-slate-100">
                  {plans.map((s) => (
                    <PlanLine key={s.cart_items.id} s={s} onNotice={setNotice} />
                  ))}
                </ul>
              </section>
            )}
          </div>
          <div className="border-t border-slate-200 p-4">
            {cart.data && cart.data.count > 0 && (
              <p className="mb-3 flex justify-between text-sm">
                <span>Subtotal</span>
                <span className="font-semibold" data-testid="sidebar-total">
                  {formatUsd(cart.data.total_cents)}
                </span>
              </p>
            )}
            <Link href="/cart" className="btn-primary w-full" onClick={() => onOpenChange(false)}>
              View Cart
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
