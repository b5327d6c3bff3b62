import { QueryClient } from "@tanstack/react-query";

let browserClient: QueryClient | undefined;

/**
 * The one query cache of the page (cart, wishlist, notifications, ...), shared by every island
 * that uses queries, so an invalidation anywhere reaches all of them. On the server each render
 * gets its own, so nothing cached for one buyer is ever seen by another.
 */
export function queryClient(): QueryClient {
  const make = () =>
    new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
  if (typeof window === "undefined") return make();
  return (browserClient ??= make());
}
