"use client";

/** Header search with type-ahead panel (search feature). */
export function SearchBar() {
  return (
    <form action="/all-search-results/search" role="search" className="w-full">
      <label htmlFor="header-search" className="sr-only">Search products</label>
      <input id="header-search" name="q" className="input" placeholder="Search products, brands, SKUs…" />
    </form>
  );
}
