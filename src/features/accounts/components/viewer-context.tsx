"use client";
import { createContext, startTransition, useContext, useEffect, useState } from "react";
import { markPageInUse } from "@/components/islands/page-in-use";
import { readBuyerParts } from "../buyer-parts";
import type { Viewer } from "../server/session";

type ViewerState = {
  viewer: Viewer | null;
  /** A member shell whose viewer has not arrived yet: draw placeholders, neither a visitor's nor a buyer's parts. */
  pending: boolean;
};

const ViewerContext = createContext<ViewerState>({ viewer: null, pending: false });

/**
 * The signed-in buyer as the server saw them on this request; null for a visitor. In a member shell
 * (`shell`: a storefront page every signed-in buyer shares) the server knows no one, so the viewer is
 * read from the session once the page is up (with the rest of the buyer's parts), and `pending` until then.
 */
export function ViewerProvider({
  viewer,
  shell = false,
  children,
}: {
  viewer: Viewer | null;
  shell?: boolean;
  children: React.ReactNode;
}) {
  const [fetched, setFetched] = useState<{ viewer: Viewer | null } | null>(null);
  useEffect(() => {
    // one read of everything the page shows of this buyer (GET /api/buyer-parts): the header's
    // cart, wishlist and bell, the buy box and the cards take their part of it instead of asking (on
    // a page drawn for its buyer the first of those pieces starts it: a page without them reads nothing)
    if (!shell) return;
    let live = true;
    readBuyerParts()
      .catch(() => null)
      // a transition: the header's islands (components/islands) may still be hydrating, and an
      // urgent update would throw their server HTML away and draw them blank until they had
      .then((parts) => live && startTransition(() => setFetched({ viewer: parts?.viewer ?? null })));
    return () => {
      live = false;
    };
  }, [shell]);
  // a signed-in buyer is using the page from the start: islands load at once instead of on first use
  if (shell) markPageInUse();
  // a page rendered for this viewer (not a shell) always says who they are now
  const value: ViewerState = shell
    ? { viewer: fetched?.viewer ?? null, pending: fetched === null }
    : { viewer, pending: false };
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer | null {
  return useContext(ViewerContext).viewer;
}

/** Whether the viewer is still being read (member shell): buyer parts show placeholders meanwhile. */
export function useViewerPending(): boolean {
  return useContext(ViewerContext).pending;
}
