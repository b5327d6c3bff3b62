import { count } from "drizzle-orm";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/db/client";
import * as schema from "@/db/schema";

/**
 * Walks a folder of Next route files so a role test covers every route, including the ones added
 * after the test was written, and calls each exported method with sample path values.
 */
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type RouteCall = { label: string; call: (cookie?: string) => Promise<Response> };

export function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Every method of every route under `dir` (mounted at `mount`), with `[param]` segments filled from `values`. */
export async function everyRoute(dir: string, mount: string, values: Record<string, string>): Promise<RouteCall[]> {
  const calls: RouteCall[] = [];
  for (const file of routeFiles(dir)) {
    const rel = path.relative(dir, path.dirname(file)).split(path.sep).filter(Boolean);
    const params: Record<string, string> = {};
    const parts = rel.map((seg) => {
      const m = /^\[(.+)\]$/.exec(seg);
      if (!m) return seg;
      params[m[1]!] = values[m[1]!] ?? "1";
      return params[m[1]!]!;
    });
    const url = `http://localhost:3000${mount}/${parts.join("/")}`;
    const mod = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (!handler) continue;
      calls.push({
        label: `${method} ${url}`,
        call: (cookie) => {
          const headers: Record<string, string> = {
            origin: "http://localhost:3000",
            "content-type": "application/json",
          };
          if (cookie) headers.cookie = cookie;
          const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify({});
          return handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
        },
      });
    }
  }
  return calls;
}

/** Row counts of the named schema tables, as one string: equal before and after means nothing was written. */
export async function tableCounts(db: Db, names: readonly string[]): Promise<string> {
  const counts: Record<string, number> = {};
  for (const name of names) {
    const table = (schema as Record<string, unknown>)[name];
    if (!table) throw new Error(`no table ${name} in the schema`);
    const [row] = await db.select({ n: count() }).from(table as typeof schema.user);
    counts[name] = row!.n;
  }
  return JSON.stringify(counts);
}
