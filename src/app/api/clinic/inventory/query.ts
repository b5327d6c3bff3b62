import { stockQuerySchema } from "@/features/inventory/schemas";

/** The list's query string parsed with the one schema the page and the API share. */
export const stockQuery = (req: Request) =>
  stockQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams.entries()));
