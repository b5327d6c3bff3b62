import type { PGlite } from "@electric-sql/pglite";

/** What of Emscripten's file system this needs: a file's node, a stream on it, the Node file system's ops. */
type FsNode = { mode: number };
type Stream = { node: FsNode };
type Ops = Record<string, ((...args: never[]) => unknown) | undefined>;
type NodeFs = { stream_ops: Ops; node_ops: Ops; realPath(node: FsNode): string };
type EmscriptenFs = { isFile(mode: number): boolean };

const SEEK_END = 2;
/** A relation's files: `base/{database}/{relfilenode}[.segment]` and `global/…`, never renamed by Postgres. */
const RELATION_FILE = /\/(base\/\d+|global)\/\d+(_\w+)?(\.\d+)?$/;
/** The ops that only read: every other one (write, truncate, open, allocate, unlink, rename…) forgets a size. */
const READ_ONLY = new Set(["getattr", "read", "llseek", "close", "dup", "lookup", "readdir", "readlink", "statfs"]);

/**
 * Keeps the size of each relation file PGlite has open, so a seek to its end costs no system call.
 *
 * Postgres learns a relation's size by seeking to the end of its file, for every table and index a
 * statement plans or scans, and PGlite's file system on Node (Emscripten's NODEFS) answers each such
 * seek with an `fstat`: 6.5% of the CPU of a signed-in buyer's read (docs/benchmarks.md). Only this
 * process writes the folder (db/folder-lock.ts), and every write, truncation or new file goes through
 * the ops wrapped here, so a size is kept from one seek until the next change of that file. Only a
 * relation's data files are kept: Postgres never renames them, so no other file takes over their node.
 * A folder in memory (`memory://`) keeps sizes itself; nothing here applies to it.
 */
export function keepRelationFileSizes(client: PGlite): void {
  const mod = client.Module as unknown as { NODEFS?: NodeFs; FS: EmscriptenFs };
  const nodefs = mod.NODEFS;
  if (!nodefs || (nodefs as { __dvmSizes?: true } & NodeFs).__dvmSizes) return;
  (nodefs as { __dvmSizes?: true }).__dvmSizes = true;
  const sizes = new WeakMap<FsNode, number>();
  const relation = new WeakMap<FsNode, boolean>();
  const isRelation = (node: FsNode) => {
    let known = relation.get(node);
    if (known === undefined) relation.set(node, (known = RELATION_FILE.test(nodefs.realPath(node))));
    return known;
  };

  const forgetting = (ops: Ops, nodeOf: (args: unknown[]) => unknown) => {
    for (const [name, op] of Object.entries(ops)) {
      if (!op || READ_ONLY.has(name)) continue;
      ops[name] = function (this: unknown, ...args: never[]) {
        try {
          return op.apply(this, args);
        } finally {
          const node = nodeOf(args);
          if (node && typeof node === "object") sizes.delete(node as FsNode);
        }
      };
    }
  };
  // a stream op's first argument is the stream, a node op's the node (a directory's for mknod, unlink
  // and rename: a file made, removed or renamed there is a new node or a gone one, never a kept size)
  forgetting(nodefs.stream_ops, (args) => (args[0] as Stream | undefined)?.node);
  forgetting(nodefs.node_ops, (args) => args[0]);

  const llseek = nodefs.stream_ops.llseek as (stream: Stream, offset: number, whence: number) => number;
  nodefs.stream_ops.llseek = function (this: unknown, stream: Stream, offset: number, whence: number) {
    if (whence !== SEEK_END || !mod.FS.isFile(stream.node.mode) || !isRelation(stream.node))
      return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) sizes.set(stream.node, (size = llseek.call(this, stream, 0, SEEK_END)));
    // a seek before the start is the original's error to raise
    return offset + size < 0 ? llseek.call(this, stream, offset, whence) : offset + size;
  } as never;
}
