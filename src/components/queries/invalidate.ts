/**
 * Marks queries of the page's cache stale (those on screen refetch) without putting the query
 * library into the caller's chunk: for code every visitor loads, such as a buy box's buttons.
 */
export function invalidateQueries(queryKey: readonly unknown[]): void {
  void import("./query-client").then((q) => q.queryClient().invalidateQueries({ queryKey }));
}
