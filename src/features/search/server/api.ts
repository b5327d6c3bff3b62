import "server-only";
import { requireSelf, viewerFromRequest } from "@/features/accounts/server";
import { badRequest } from "@/lib/errors";
import { checkSearchInput } from "../rules";
import { toSearchResult, type SearchResult } from "./results";
import { logSearch } from "./search-log";
import { searchCatalog } from "./search";

/** Header a signed-in client may send with its own user id (SPEC §7: "user id in a header"). */
export const USER_ID_HEADER = "x-user-id";
/** Results per type-ahead request; the all-results page shows the rest. */
export const API_RESULT_LIMIT = 10;

/**
 * GET /api/search?search_input=… . Identity always comes from the session
 * cookie; a user id header is only a claim, checked like any `{userId}`:
 * signed out → 401, someone else's id → 403. Without the header a signed-in
 * viewer still gets their own prices.
 */
export async function searchForRequest(req: Request): Promise<SearchResult[]> {
  const url = new URL(req.url);
  const raw = url.searchParams.get("search_input");
  const checked = checkSearchInput(raw);
  if (!checked.ok) throw badRequest(checked.message);
  const claimed = req.headers.get(USER_ID_HEADER);
  const viewer = claimed ? await requireSelf(req, claimed) : await viewerFromRequest(req);
  const { hits, total } = await searchCatalog(checked.text, viewer, { limit: API_RESULT_LIMIT });
  logSearch({ query: checked.text, results: total, source: "type-ahead", userId: viewer?.id ?? null });
  return hits.map(toSearchResult);
}
