// `npm run assistant:eval`: asks the embedded agent every question of the evaluation set over the
// default 3000-product seed and prints the top-3 hit rate and reply times.
// Uses its own PGlite folder (seeded once) or DATABASE_URL when given.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { installDbHandle, openDb, queryRows } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { embeddedAgent } from "@/features/assistant/server/embedded-agent";

type Question = { question: string; expected: number[]; note: string };
const set = JSON.parse(readFileSync("src/features/assistant/eval/questions.json", "utf8")) as { questions: Question[] };

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
  await seedContent(handle.db);
  await seedDemoUsers(handle.db);
}

await embeddedAgent({ text: "warm up", viewer: null, userId: null });
const times: number[] = [];
let hits = 0;
const misses: string[] = [];
for (const q of set.questions) {
  const t0 = performance.now();
  const reply = await embeddedAgent({ text: q.question, viewer: null, userId: null });
  times.push(performance.now() - t0);
  const top3 = (reply.productIds ?? []).slice(0, 3);
  if (top3.some((id) => q.expected.includes(id))) hits++;
  else misses.push(`  ✗ ${q.question} → got [${top3.join(", ")}], expected ${q.note}`);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(misses.join("\n"));
console.log(
  `questions: ${set.questions.length}  top-3 hit rate: ${((100 * hits) / set.questions.length).toFixed(1)}% (${hits}/${set.questions.length})`,
);
console.log(`reply time ms (${handle.kind}): median ${pct(0.5)}  p90 ${pct(0.9)}  max ${pct(0.999)}`);
await handle.close();
