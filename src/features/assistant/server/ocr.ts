import "server-only";
import path from "node:path";
import { createRequire } from "node:module";
import sharp from "sharp";
import { boundedPool } from "@/lib/bounded-pool";
import { getConfig } from "@/lib/config";
import { badRequest } from "@/lib/errors";
import { LABEL_MAX_PIXELS, LABEL_OCR_SIDE, labelTooLarge } from "../rules";

type Worker = { recognize: (img: Buffer) => Promise<{ data: { text: string } }>; terminate: () => Promise<unknown> };

const g = globalThis as { __dvmOcr?: Promise<Worker> };

/**
 * One worker per process, reading the English model from the installed package: the default
 * worker fetches language data from a CDN, which is not reachable (and crashes the process).
 */
function worker(): Promise<Worker> {
  if (!g.__dvmOcr) {
    g.__dvmOcr = (async () => {
      const require = createRequire(path.join(process.cwd(), "package.json"));
      const langPath = path.join(
        path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
        "4.0.0_best_int",
      );
      const { createWorker } = (await import("tesseract.js")) as unknown as {
        createWorker: (...a: unknown[]) => Promise<Worker>;
      };
      return createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
    })();
    g.__dvmOcr.catch(() => {
      delete g.__dvmOcr;
    });
  }
  return g.__dvmOcr;
}

/** Ends the worker (a read that outlived its time keeps a core busy otherwise); the next read starts another. */
function stopWorker(): void {
  const w = g.__dvmOcr;
  delete g.__dvmOcr;
  void w?.then((x) => x.terminate()).catch(() => undefined);
}

/**
 * The header's dimensions are checked before any pixel is decoded (a 20000×20000 JPEG is a few KB and
 * gigabytes decoded), then the photo is shrunk to what OCR needs: a label reads as well at 2000 px.
 */
export async function prepareLabel(image: Buffer): Promise<Buffer> {
  // metadata reads the header only; no limit here so an oversized photo gets its own sentence
  const meta = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw badRequest("That image could not be read. Send a JPG or PNG photo.");
  const tooLarge = labelTooLarge(meta.width, meta.height);
  if (tooLarge) throw badRequest(tooLarge);
  return sharp(image, { limitInputPixels: LABEL_MAX_PIXELS })
    .rotate()
    .resize({ width: LABEL_OCR_SIDE, height: LABEL_OCR_SIDE, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => {
      throw badRequest("That image could not be read. Send a JPG or PNG photo.");
    });
}

// one worker reads one photo at a time; a few wait, more are told to come back, none runs forever
const pool = ((globalThis as { __dvmOcrPool?: ReturnType<typeof boundedPool> }).__dvmOcrPool ??= boundedPool({
  concurrency: 1,
  queue: 4,
  timeoutMs: 20_000,
  busyMessage: "The label reader is busy with other photos. Please try again in a few seconds.",
  timeoutMessage: "Reading that label took too long. Try a closer, sharper photo of the label.",
  onTimeout: stopWorker,
}));

/** Text printed on a label or package photo; read locally, in the bounded pool. */
export async function readLabel(image: Buffer): Promise<string> {
  const prepared = await prepareLabel(image);
  return pool.run(async () => {
    const w = await worker();
    const { data } = await w.recognize(prepared);
    return data.text.replace(/\s+/g, " ").trim();
  });
}

/**
 * Starting the reader takes a few seconds; begin when someone opens the chat so a label sent a
 * moment later is answered quickly. Once per process; failures surface on first real use.
 */
export function warmLabelReader(): void {
  if (!getConfig().ASSISTANT_OCR_WARMUP) return;
  worker().catch(() => undefined);
}
