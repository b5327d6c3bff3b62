import { redirect } from "next/navigation";

/** The header form posts ?q=…; the canonical results URL carries the text in the path. */
export default async function SearchRedirect({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const q = ((await searchParams).q ?? "").trim();
  redirect(q ? `/all-search-results/search/${encodeURIComponent(q)}` : "/");
}
