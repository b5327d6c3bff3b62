"use client";
import { ViewerProvider } from "@/features/accounts";
import type { Viewer } from "@/features/accounts/server";

/**
 * Client-side state shared by every feature: the viewer. The query cache (cart, wishlist, ...) is
 * not here: the pieces that use it bring it in islands (components/queries), so a visitor's catalog
 * page carries no query library.
 */
export function Providers({
  viewer,
  shell,
  children,
}: {
  viewer: Viewer | null;
  /** a member shell: the viewer is read once the page is up */
  shell: boolean;
  children: React.ReactNode;
}) {
  return (
    <ViewerProvider viewer={viewer} shell={shell}>
      {children}
    </ViewerProvider>
  );
}
