import { inflateSync } from "node:zlib";

// WinAnsiEncoding's 0x80–0x9F differ from Latin-1; the rest of a built-in font's codes are Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};
const decodeHex = (hex: string) =>
  Buffer.from(hex, "hex")
    .map((b) => b)
    .reduce((s, b) => s + (WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)), "");

/**
 * The text a PDF drawn by pdfkit with its built-in fonts shows, one entry per drawn run (a `text()`
 * call or a wrapped line), read back from the content streams as a reader would see the glyphs.
 */
export function pdfText(pdf: Buffer | Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const runs: string[] = [];
  const source = raw.toString("latin1");
  // a stream's start, never the "endstream" that closes one
  const stream = /(?<!end)stream\r?\n/g;
  for (let m = stream.exec(source); m; m = stream.exec(source)) {
    const start = m.index + m[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) break; // a cut-off file: no further stream ends (and lastIndex must never go back)
    const dict = source.slice(source.lastIndexOf("<<", m.index), m.index);
    let body = raw.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // a font or image stream, not page content
      }
    }
    for (const tj of body.toString("latin1").matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g))
      runs.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join(""));
    stream.lastIndex = end;
  }
  return runs;
}
