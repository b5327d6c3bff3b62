// The build's own files under /_next/static (scripts, styles, fonts) never change once built: their
// names are their content's hash. Next compresses each request for one again, with gzip, on the
// same two cores that are rendering pages. Here every compressible file is compressed once, brotli
// at its highest quality and gzip at level 9, and served from disk (express-static-gzip picks the
// copy the browser accepts; serve-static answers ranges, conditional and HEAD requests).
import { existsSync, readdirSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import expressStaticGzip from "express-static-gzip";
import { securityHeaders } from "../lib/security-headers";

const STATIC_PREFIX = "/_next/static/";

/** Files worth compressing (fonts and pictures are compressed already). */
const isCompressible = (file: string) => /\.(js|mjs|css|svg|json|txt)$/.test(file);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliMax = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const COMPRESSED = [
  { ext: ".br", compress: (b: Buffer) => brotliAsync(b, brotliMax(b.length)) },
  { ext: ".gz", compress: (b: Buffer) => gzipAsync(b, { level: 9 }) },
];

/** Every file below `dir` as its URL path there (`/chunks/a.js`); a hundred or so, read at start. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => "/" + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/**
 * Writes the `.br` and `.gz` copy of every compressible file under `dir` that lacks one; returns how
 * many it wrote. Once per build (about 1.5 s on two cores); later starts find them all. Each copy is
 * written under a temporary name and renamed, so instances starting together never serve half a file.
 */
export async function precompress(dir: string): Promise<number> {
  const files = filesUnder(dir);
  const present = new Set(files);
  const todo = files
    .filter(isCompressible)
    .flatMap((file) =>
      COMPRESSED.filter((c) => !present.has(file + c.ext)).map((c) => ({ file: path.join(dir, file), ...c })),
    );
  await Promise.all(
    todo.map(async ({ file, ext, compress }) => {
      const tmp = `${file}${ext}.${process.pid}.tmp`;
      await writeFile(tmp, await compress(await readFile(file)));
      await rename(tmp, file + ext);
    }),
  );
  return todo.length;
}

type Next = () => unknown;

/** The paths below `dir` (`/chunks/a.js`) that have both compressed copies beside them. */
function precompressedPaths(dir: string): Set<string> {
  const files = filesUnder(dir);
  const present = new Set(files);
  return new Set(files.filter((f) => isCompressible(f) && COMPRESSED.every((c) => present.has(f + c.ext))));
}

/**
 * A handler for the build's precompressed files under `/_next/static/`, answered from `dir` (the
 * build's `.next/static`) with the headers Next gives them; `next` gets every other request, and
 * any file that was not compressed, as before.
 */
export function staticAssets(dir: string) {
  const ours = precompressedPaths(dir);
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: "1y",
      setHeaders: (res: ServerResponse) => {
        for (const { key, value } of securityHeaders()) res.setHeader(key, value);
      },
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = req.url ?? "/";
    if (!url.startsWith(STATIC_PREFIX)) return next();
    const inner = url.slice(STATIC_PREFIX.length - 1);
    const innerPath = inner.split("?")[0]!;
    if (!ours.has(innerPath)) return next();
    // the middleware reads Express's req.path; a plain request only has its url
    Object.assign(req, { url: inner, path: innerPath });
    serve(req, res, () => {
      req.url = url;
      return next();
    });
  };
}
