import type { Metadata } from "next";
import { getViewer } from "@/features/accounts/server/session";
import { SearchResultsView } from "@/features/search/components/results-page";
import { loadResultsPage } from "@/features/search/server/results-page";

type Props = {
  params: Promise<{ searchText: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is searched as typed
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const text = decode((await params).searchText)
    .trim()
    .slice(0, 100);
  // result pages are endless combinations of text and filters: keep them out of search engines
  return { title: `Search: ${text}`, robots: { index: false, follow: true } };
}

export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { searchText } = await params;
  const data = await loadResultsPage(decode(searchText), await getViewer(), await searchParams);
  return <SearchResultsView data={data} base={`/all-search-results/search/${encodeURIComponent(data.text)}`} />;
}
