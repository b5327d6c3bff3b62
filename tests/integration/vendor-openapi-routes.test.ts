import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/vendor/v1/openapi.json/route";
import { METHODS, routeFiles } from "../helpers/every-route";

/**
 * The vendor API's document is the contract vendors build on: every route file under /api/vendor/v1
 * (found on disk, so a route added later is covered) must appear in openapi.json with each method it
 * exports, and the document must name nothing that does not exist.
 */
const V1 = path.resolve(__dirname, "../../src/app/api/vendor/v1");

async function routesOnDisk(): Promise<string[]> {
  const found: string[] = [];
  for (const file of routeFiles(V1)) {
    const segments = path.relative(V1, path.dirname(file)).split(path.sep).filter(Boolean);
    const route = `/${segments.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) if (typeof mod[method] === "function") found.push(`${method} ${route}`);
  }
  return found.sort();
}

describe("the vendor API's OpenAPI document", () => {
  it("describes every method of every v1 route file, and no route that does not exist", async () => {
    const doc = (await (await openapi()).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([route, ops]) =>
        Object.keys(ops)
          .filter((k) => (METHODS as readonly string[]).includes(k.toUpperCase()))
          .map((m) => `${m.toUpperCase()} ${route}`),
      )
      .sort();
    const onDisk = await routesOnDisk();
    expect(onDisk.length).toBeGreaterThan(40);
    expect(
      onDisk.filter((r) => !documented.includes(r)),
      "routes missing from openapi.json",
    ).toEqual([]);
    expect(
      documented.filter((r) => !onDisk.includes(r)),
      "documented routes with no route file",
    ).toEqual([]);
  });
});
