// its parts share the query cache (components/queries)
export { QueryIsland as default } from "@/components/queries/query-island";
