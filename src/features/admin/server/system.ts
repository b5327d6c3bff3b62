import "server-only";
import { getDbHandle } from "@/db/client";
import { memoryFigures } from "@/db/memory";

/** The process's memory now, for the operator: heap, buffers and the embedded database's memory. */
export async function systemFigures() {
  return { memory: memoryFigures(await getDbHandle()), uptime: Math.round(process.uptime()) };
}
