"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { queryClient } from "./query-client";

/**
 * Gives its children the page's one query cache. Import it directly only from code that is itself
 * loaded on demand (a page that is not a catalog page, a dialog, a signed-in header piece); code in
 * a catalog page's first load uses LazyQueries, so a visitor never downloads the query library.
 */
export function QueryIsland({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside a QueryIsland, for a module that is loaded on demand. */
export function withQueries<P extends object>(Component: React.ComponentType<P>): React.ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryIsland>
        <Component {...props} />
      </QueryIsland>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}

/**
 * The layout of a route whose parts share the query cache (the cart, the wishlist, notifications):
 * catalog pages leave it out of their first load, so the pages that use it bring it here.
 */
export function QueryLayout({ children }: { children: React.ReactNode }) {
  return <QueryIsland>{children}</QueryIsland>;
}
