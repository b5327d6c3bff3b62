import { z } from "zod";
import { searchSidebarCategories } from "@/features/shell/server/sidebar";
import { handle, json } from "@/lib/http";

const query = z.object({ search_input: z.string().max(100, "search_input is too long").default("") });

export const GET = handle(async (req: Request) => {
  const { search_input } = query.parse({
    search_input: new URL(req.url).searchParams.get("search_input") ?? undefined,
  });
  return json({ success: true, shop_by_department: await searchSidebarCategories(search_input) });
});
