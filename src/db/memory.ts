import type { DbHandle } from "./client";

export type MemoryFigures = {
  /** Resident set of the whole process. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the JS heap: buffers, and the embedded database's WebAssembly memory. */
  external: number;
  arrayBuffers: number;
  /** The embedded database's WebAssembly memory (null on Postgres). It grows and never shrinks. */
  databaseWasm: number | null;
};

type EmscriptenModule = { HEAPU8?: Uint8Array };

/** What the process holds now, in bytes, for the operator and the memory probe. */
export function memoryFigures(handle: DbHandle | null): MemoryFigures {
  const m = process.memoryUsage();
  // PGlite keeps its Emscripten module on a private field; read defensively, it is only a figure
  const mod = handle?.pglite ? (handle.pglite as unknown as { mod?: EmscriptenModule }).mod : undefined;
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    databaseWasm: mod?.HEAPU8?.byteLength ?? null,
  };
}
