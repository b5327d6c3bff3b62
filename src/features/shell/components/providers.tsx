"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { ViewerProvider } from "@/features/accounts";
import type { Viewer } from "@/features/accounts/server";

/** Client-side state shared by every feature: the viewer and one query cache (cart, wishlist, ...). */
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
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ViewerProvider viewer={viewer} shell={shell}>
        {children}
      </ViewerProvider>
    </QueryClientProvider>
  );
}
