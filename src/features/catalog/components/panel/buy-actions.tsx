"use client";
import Link from "@/components/ui/intent-link";
import { ShoppingCart } from "lucide-react";
import { Loader } from "@/components/ui/loader";
import { BUY_TEXT, PRICE_TEXT } from "../../rules";
import type { PrimaryAction } from "../../panel-state";

/** The main buy button in each of its SPEC §6/§8 forms. */
export function BuyActions({
  action,
  busy,
  disabled,
  onAdd,
  signInHref,
}: {
  action: PrimaryAction;
  busy: boolean;
  disabled: boolean;
  onAdd: () => void;
  signInHref: string;
}) {
  switch (action.kind) {
    case "add":
    case "choose-variation":
      return (
        <button
          type="button"
          className="btn-primary h-11 min-w-40"
          disabled={busy || disabled}
          onClick={onAdd}
          aria-busy={busy}
        >
          {busy ? <Loader size={16} label="Adding to cart" /> : <ShoppingCart className="h-4 w-4" aria-hidden="true" />}
          Add To Cart
        </button>
      );
    case "signin":
      return (
        <Link href={signInHref} className="btn-primary h-11 min-w-40">
          {BUY_TEXT.signinToBuy}
        </Link>
      );
    case "out-of-stock":
      return (
        <button type="button" className="btn-muted h-11 min-w-40" disabled>
          {BUY_TEXT.outOfStock}
        </button>
      );
    case "no-price":
      return <p className="font-medium text-slate-600">{PRICE_TEXT["not-available"]}</p>;
    case "upgrade":
      return (
        <Link href="/documents" className="btn-outline h-11 min-w-40">
          {BUY_TEXT.upgradeLevel}
        </Link>
      );
    default:
      return null;
  }
}
