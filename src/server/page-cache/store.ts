// In-memory store of rendered pages: time-limited, least-recently-used first out, bounded in bytes.

export type StoredPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
};

export type PageStoreOptions = { ttlMs: number; maxBytes: number; now?: () => number };

const sizeOf = (p: StoredPage) => p.body.length + p.gzip.length + p.br.length;

/**
 * A buffer that owns exactly its bytes. Bodies arrive as views into larger chunks (zlib writes into
 * 16 KB chunks, responses are read in 64 KB chunks), and a view keeps its whole chunk alive: measured
 * with a heap snapshot, a 64 MB cache held 122 MB of buffers. Copying keeps the byte bound true
 * (into memory of its own: Buffer.from would put a copy under 4 kB into Node's shared 8 kB pool).
 */
export function compact(b: Buffer): Buffer {
  if (b.byteLength === b.buffer.byteLength) return b;
  const own = Buffer.allocUnsafeSlow(b.byteLength);
  b.copy(own);
  return own;
}

export class PageStore {
  private readonly pages = new Map<string, StoredPage>(); // insertion order = recency
  private bytes = 0;
  readonly now: () => number;

  constructor(private readonly opts: PageStoreOptions) {
    this.now = opts.now ?? Date.now;
  }

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (this.now() - page.storedAt >= this.opts.ttlMs) {
      this.bytes -= sizeOf(page);
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    if (sizeOf(page) > this.opts.maxBytes) return;
    this.delete(key);
    page = { ...page, body: compact(page.body), gzip: compact(page.gzip), br: compact(page.br) };
    this.pages.set(key, page);
    this.bytes += sizeOf(page);
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size() {
    return this.pages.size;
  }

  get totalBytes() {
    return this.bytes;
  }
}
