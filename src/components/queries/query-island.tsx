"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { queryClient } from "./query-client";

/**
 * Gives its children the page's one query cache. Import it only from code that is itself loaded on
 * demand (a dialog, a signed-in header piece, a buyer's own price) or from a route that is not a
 * catalog page (its layout re-exports it), so a visitor's catalog page never downloads the library.
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
