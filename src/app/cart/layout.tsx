// its parts share the query cache (components/queries)
export { QueryLayout as default } from "@/components/queries/query-island";
