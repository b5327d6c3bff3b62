import "server-only";
import path from "node:path";
import { createRequire } from "node:module";
import { getConfig } from "@/lib/config";

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

/** Text printed on a label or package photo; read locally. */
export async function readLabel(image: Buffer): Promise<string> {
  const w = await worker();
  const { data } = await w.recognize(image);
  return data.text.replace(/\s+/g, " ").trim();
}

/**
 * Starting the reader takes a few seconds; begin when someone opens the chat so a label sent a
 * moment later is answered quickly. Once per process; failures surface on first real use.
 */
export function warmLabelReader(): void {
  if (!getConfig().ASSISTANT_OCR_WARMUP) return;
  worker().catch(() => undefined);
}
