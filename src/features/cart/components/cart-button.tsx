"use client";
import Link from "next/link";
import { useViewer } from "@/features/accounts/components/viewer-context";

/** Header cart icon; the cart feature turns it into the sidebar opener with the '99+' badge. */
export function CartButton() {
  const viewer = useViewer();
  if (!viewer || viewer.isSalesRep) return null;
  return <Link href="/cart" className="text-sm font-medium">Cart</Link>;
}
