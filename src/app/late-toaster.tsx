"use client";
import dynamic from "next/dynamic";
import { usePageInUse } from "@/components/islands/page-in-use";

// The toaster, in every shell (storefront, portal, console): nothing to show on arrival, so its code
// comes once the page is in use; a toast raised earlier waits for it (shell/components/toast.ts).
const Toaster = dynamic(() => import("@/features/shell/components/toaster").then((m) => m.Toaster), { ssr: false });

export function LateToaster() {
  return usePageInUse() ? <Toaster /> : null;
}
