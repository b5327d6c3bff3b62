"use client";
import Link from "@/components/ui/intent-link";
import { useViewer } from "./viewer-context";

/** The strip under the top bar while the signed-in account is not confirmed. */
export function UnconfirmedNotice() {
  const viewer = useViewer();
  if (!viewer || viewer.confirmed === 1) return null;
  return (
    <div className="bg-amber-50 py-1.5 text-center text-sm text-amber-900">
      Your Account is not confirmed.{" "}
      <Link href="/contact" className="font-semibold underline">
        Contact Support
      </Link>
    </div>
  );
}
