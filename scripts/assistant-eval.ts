// `npm run assistant:eval`: questions generated from the default 3000-product seed (paraphrases,
// typos, strength and species constraints, label photos rendered with sharp and read by the local
// OCR), asked of the embedded agent; prints top-1 and top-3 hit rates per kind and overall.
// Uses its own PGlite folder (seeded once) or DATABASE_URL when given.
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { installDbHandle, openDb, queryRows } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { generateQuestions, type EvalProduct } from "@/features/assistant/eval/questions";
import { embeddedAgent } from "@/features/assistant/server/embedded-agent";
import { readLabel } from "@/features/assistant/server/ocr";
import { findByLabel } from "@/features/assistant/server/retrieval";

const handle = await openDb({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : "data-assistant-eval/pglite",
});
installDbHandle(handle);
await migrateDb(handle);
const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`);
if ((n?.n ?? 0) < 3000) {
  console.log("Seeding the default 3000-product catalog…");
  await seedCatalog(handle.db, { products: 3000 });
}
const products = await queryRows<EvalProduct>(
  handle.db,
  sql`select id, name, coalesce(specs->>'Species', '') as species, specs->>'Strength' as strength
  from products where status = 'published' order by id`,
);
const questions = generateQuestions(products);

async function labelPng(lines: string[]): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const text = lines
    .map(
      (l, i) => `<text x="30" y="${90 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="40">${esc(l)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${120 + lines.length * 70}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const byKind = new Map<string, { n: number; top1: number; top3: number }>();
let top1 = 0;
let top3 = 0;
const misses: string[] = [];
for (const q of questions) {
  const ids = q.label
    ? await findByLabel(await readLabel(await labelPng(q.label)), 5)
    : ((await embeddedAgent({ text: q.question, viewer: null, userId: null })).productIds ?? []);
  const wanted = new Set(q.expected);
  const k = byKind.get(q.kind) ?? { n: 0, top1: 0, top3: 0 };
  k.n++;
  if (ids.slice(0, 1).some((id) => wanted.has(id))) {
    k.top1++;
    top1++;
  }
  if (ids.slice(0, 3).some((id) => wanted.has(id))) {
    k.top3++;
    top3++;
  } else misses.push(`  ✗ [${q.kind}] ${q.question} → [${ids.slice(0, 3).join(", ")}]`);
  byKind.set(q.kind, k);
}
if (process.env.VERBOSE) console.log(misses.join("\n"));
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
for (const [kind, k] of byKind)
  console.log(`${kind.padEnd(12)} ${String(k.n).padStart(3)}  top-1 ${pct(k.top1, k.n)}  top-3 ${pct(k.top3, k.n)}`);
console.log(
  `questions: ${questions.length}  top-1: ${pct(top1, questions.length)}  top-3: ${pct(top3, questions.length)}`,
);
await handle.close();
process.exit(0);
