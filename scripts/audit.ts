// `npm run audit [-- --kills 10 --streams 5000 --hold 20 --only races,faults --app DIR --data DIR]`:
// measures again what the security and fault audit measured, against the production build on its
// own data folder (data-audit/, wiped first) and port: cross-user ids, SQL injection and XSS
// payloads, checkout races, kill -9 under checkout load, thousands of live streams. Prints one
// table (check | audit figure | now | held) and exits 1 when any check does not hold.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { auditApp, auditEnv, call, pool, signIn } from "./audit/app";
import { badInputs, type BadInputResult } from "./audit/bad-inputs";
import {
  crossUser,
  buyerVictim,
  vendorVictim,
  type Attacker,
  type CrossUserResult,
  type Victim,
} from "./audit/cross-user";
import {
  changedTables,
  createLoadBuyers,
  openFolder,
  plainProducts,
  rows,
  setStock,
  singleUseCoupon,
  tableChecksums,
} from "./audit/db";
import { couponUses, halfWritten, missingOrders, ordersOfKey, soldAndLeft } from "./audit/db-verify";
import { crashUnderLoad, type FaultResult } from "./audit/faults";
import { addToCart, checkout, races, type RaceBuyer, type RaceResult } from "./audit/races";
import { liveStreams, type StreamResult } from "./audit/streams";
import { BUYERS, VENDOR_A, VENDOR_B, setUpVictims } from "./audit/victims-setup";
import {
  runControlledReorder,
  scheduleControlledReorder,
  sideRoadProducts,
  sideRoads,
  type SideRoad,
} from "./audit/side-roads";
import { sql } from "drizzle-orm";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const PORT = Number(arg("port", "3300"));
const appDir = path.resolve(arg("app", process.cwd()));
const dataDir = path.resolve(arg("data", path.join(process.cwd(), "data-audit")));
const kills = Number(arg("kills", "10"));
const streamCount = Number(arg("streams", "5000"));
const holdSeconds = Number(arg("hold", "20"));
const restartBudgetMs = Number(arg("restart-budget", "5")) * 1000;
const only = new Set(arg("only", "cross-user,bad-inputs,races,side-roads,faults,streams").split(","));
const LOAD_BUYERS = 500;
const COUPON = "AUDIT-ONCE";
const log = (line: string) => console.log(line);

// this process reads the same folder and secret as the server it starts (publish token, direct reads)
Object.assign(process.env, auditEnv(dataDir, PORT));
// `--reuse` keeps an earlier run's folder (quicker while working on the script; its races are then not fresh)
if (!process.argv.includes("--reuse")) rmSync(dataDir, { recursive: true, force: true });
const app = auditApp(appDir, dataDir, PORT);

log(`Seeding ${dataDir} …`);
const seeded = spawnSync(
  process.execPath,
  [
    path.join(appDir, "node_modules/tsx/dist/cli.mjs"),
    "--import",
    "./scripts/server-only-off.mjs",
    "scripts/seed.ts",
    "--products",
    arg("products", "3000"),
    "--if-empty",
    // the audit's figures are measured on the catalog without the demo's year of orders
    "--no-history",
  ],
  { cwd: appDir, env: process.env, stdio: "inherit" },
);
if (seeded.status !== 0) throw new Error("seed failed");

// 1. the folder, written directly while no server holds it
let handle = await openFolder(dataDir);
const loadBuyers = await createLoadBuyers(handle.db, LOAD_BUYERS);
await setUpVictims(handle.db);
const [stockProduct, couponProduct, faultProduct, victimProductA] = await plainProducts(handle.db, VENDOR_A, 4);
const [victimProductB] = await plainProducts(handle.db, VENDOR_B, 1);
const [lowLevelProduct] = await rows<{ id: number; vendor_id: number }>(
  handle.db,
  sql`select id, vendor_id from products where vendor_id = ${VENDOR_A} and level = 1 and type <> 'variation'
    and regulatory_class = 'none' and status = 'published' and coalesce(price_cents, price_catalog_cents, 0) > 0
    and see_price in ('login', 'without_login') and not exists (select 1 from product_variations x where x.product_id = products.id)
      and id not in (${sql.join(
        [stockProduct!, couponProduct!, faultProduct!, victimProductA!].map((p) => sql`${p.id}::int`),
        sql`, `,
      )})
    order by id limit 1`,
);
for (const p of [couponProduct!, faultProduct!, victimProductA!, victimProductB!, lowLevelProduct!])
  await setStock(handle.db, p.id, 1_000_000);
await setStock(handle.db, stockProduct!.id, 20);
await singleUseCoupon(handle.db, VENDOR_A, COUPON);
const roadProducts = await sideRoadProducts(handle.db, VENDOR_A, VENDOR_B);
const faultStock = 1_000_000;
const addressOf = Object.fromEntries(
  (
    await rows<{ user_id: string; id: number }>(
      handle.db,
      sql`select user_id, min(id) as id from addresses group by user_id`,
    )
  ).map((r) => [r.user_id, r.id]),
);
await handle.close();

// 2. the server, the demo accounts and the load accounts signed in, victims' orders placed through the API
log(`Starting the production server from ${appDir} on port ${PORT} …`);
await app.start();
const demo = {
  buyer: await signIn(app.base, "buyer@dvm.demo", "DemoBuyer#2026"),
  lowlevel: await signIn(app.base, "lowlevel@dvm.demo", "DemoLevel1#2026"),
  manager: await signIn(app.base, "manager@dvm.demo", "DemoManager#2026"),
  purchaser: await signIn(app.base, "purchaser@dvm.demo", "DemoPurchaser#2026"),
  requester: await signIn(app.base, "requester@dvm.demo", "DemoRequester#2026"),
  vendorA: await signIn(app.base, "vendor@dvm.demo", "DemoVendor#2026"),
  vendorB: await signIn(app.base, "logovendor@dvm.demo", "DemoLogo#2026"),
  operator: await signIn(app.base, "operator@dvm.demo", "DemoOperator#2026"),
  vendorStaff: await signIn(app.base, "vendorstaff@dvm.demo", "DemoStaff#2026"),
  owner: await signIn(app.base, "owner@dvm.demo", "DemoOwner#2026"),
};
const loadCookies = await pool(loadBuyers, 6, (b) => signIn(app.base, b.email, b.password));
const raceBuyers: RaceBuyer[] = loadBuyers.map((b, i) => ({ cookie: loadCookies[i]!, addressId: b.addressId }));
log(`Signed in 8 demo accounts and ${loadCookies.length} load accounts.`);

const placeVictimOrder = async (
  who: string,
  cookie: string,
  userId: string,
  products: { id: number; vendor_id: number }[],
) => {
  for (const p of products) await addToCart(app.base, { cookie, addressId: 0 }, p.id, p.vendor_id);
  // a group member's order ships to the location acted for (addressId 0); a one-person clinic's to its address
  const addressId = userId.startsWith("demo-clinic-") ? 0 : addressOf[userId]!;
  const c = await checkout(app.base, { cookie, addressId }, `victim-${who}-${Date.now()}`);
  log(`  ${who}'s checkout: ${c.status}${c.orderIds.length ? `, orders ${c.orderIds.join(", ")}` : ""}`);
};
await placeVictimOrder("buyer", demo.buyer, "demo-buyer", [victimProductA!, victimProductB!]);
await placeVictimOrder("lowlevel", demo.lowlevel, "demo-lowlevel", [lowLevelProduct!]);
await placeVictimOrder("purchaser", demo.purchaser, "demo-clinic-purchaser", [victimProductA!]);
await placeVictimOrder("requester", demo.requester, "demo-clinic-requester", [victimProductB!]);
await app.stop();

// 3. cross-user ids, bracketed by checksums of every table
let cross: CrossUserResult | null = null;
let changed: string[] = [];
if (only.has("cross-user")) {
  handle = await openFolder(dataDir);
  const slug = (
    await rows<{ slug: string }>(handle.db, sql`select slug from products where id = ${victimProductA!.id}`)
  )[0]!.slug;
  const [buyer, lowlevel, clinic] = await Promise.all([
    buyerVictim(handle.db, "buyer", BUYERS[0], slug),
    buyerVictim(handle.db, "another buyer", BUYERS[1], slug),
    buyerVictim(handle.db, "clinic member of another clinic", BUYERS[2], slug),
  ]);
  const [vendorA, vendorB] = [
    await vendorVictim(handle.db, "vendor A", VENDOR_A),
    await vendorVictim(handle.db, "vendor B", VENDOR_B),
  ];
  const before = await tableChecksums(handle.db);
  await handle.close();
  await app.start();
  const who: Record<string, Attacker> = {
    buyer: { name: "buyer", cookie: demo.buyer },
    lowlevel: { name: "another buyer", cookie: demo.lowlevel },
    clinic: { name: "clinic member of another clinic", cookie: demo.manager },
    vendorA: { name: "vendor A", cookie: demo.vendorA },
    vendorB: { name: "vendor B", cookie: demo.vendorB },
    operator: { name: "operator", cookie: demo.operator, operator: true },
    visitor: { name: "visitor" },
  };
  const pairs: [Attacker, Victim][] = [
    [who.buyer!, lowlevel],
    [who.lowlevel!, buyer],
    [who.clinic!, buyer],
    [who.buyer!, clinic],
    [who.vendorA!, vendorB],
    [who.vendorB!, vendorA],
    [who.vendorA!, buyer],
    [who.buyer!, vendorA],
    [who.clinic!, vendorB],
    [who.operator!, buyer],
    [who.visitor!, buyer],
    [who.visitor!, vendorA],
  ];
  cross = await crossUser(app.base, pairs);
  await app.stop();
  handle = await openFolder(dataDir);
  changed = changedTables(before, await tableChecksums(handle.db));
  await handle.close();
  log(`Cross-user: ${cross.requests} requests, ${cross.leaks.length} leaks, ${changed.length} tables changed.`);
}

// 4. races, bad inputs, live streams, then crashes, on one server
await app.start();
let race: RaceResult | null = null;
let bad: BadInputResult | null = null;
let live: StreamResult | null = null;
let faults: FaultResult | null = null;
if (only.has("races")) {
  race = await races(app.base, raceBuyers, stockProduct!, couponProduct!, COUPON);
  log(`Races: ${JSON.stringify({ stock: race.stock.statuses, key: race.idempotency.statuses })}`);
}
if (only.has("bad-inputs")) {
  log("Bad inputs:");
  const inbox = await call(app.base, "GET", "/api/vendor/v1/messages", { cookie: demo.vendorA });
  const conversations = (JSON.parse(inbox.text) as { conversations?: { id: number }[] }).conversations ?? [];
  bad = await badInputs(
    {
      base: app.base,
      buyers: loadBuyers.slice(200).map((b, i) => ({ id: b.id, cookie: loadCookies[200 + i]! })),
      vendor: demo.vendorA,
      vendorConversationId: String(conversations[0]?.id ?? 1),
      operator: demo.operator,
    },
    log,
  );
}
const memoryMb = async () => {
  const res = await call(app.base, "GET", "/api/admin/system", { cookie: demo.operator });
  const rss = (JSON.parse(res.text) as { data?: { memory?: { rss?: number } } }).data?.memory?.rss;
  return rss ? Math.round(rss / 1024 / 1024) : null;
};
let roads: SideRoad[] = [];
let reorder: { id: number; runOn: string } | null = null;
if (only.has("side-roads")) {
  log("Side roads …");
  const listingClass = async () => {
    const res = await call(app.base, "GET", `/api/vendor/v1/products/${roadProducts.schedule2.id}`, {
      cookie: demo.vendorA,
    });
    const body = JSON.parse(res.text) as { data?: { regulatory_class?: string } };
    return String(body.data?.regulatory_class ?? res.status);
  };
  roads = await sideRoads(app.base, demo, roadProducts, addressOf["demo-clinic-purchaser"]!, listingClass, memoryMb);
  reorder = await scheduleControlledReorder(app.base, demo, roadProducts);
}
if (only.has("streams")) {
  log(`Opening ${streamCount} live streams …`);
  live = await liveStreams(app.base, loadCookies, streamCount, holdSeconds, memoryMb);
}
if (only.has("faults")) {
  log(`Killing the server ${kills} times under checkout load …`);
  faults = await crashUnderLoad(app, raceBuyers.slice(100, 120), faultProduct!, kills, log);
}
await app.stop();

// 5. what the database holds
handle = await openFolder(dataDir);
const sold = await soldAndLeft(handle.db, stockProduct!.id);
const uses = await couponUses(handle.db, COUPON);
const keyOrders = await ordersOfKey(handle.db, "race-key-");
const lost = faults ? await missingOrders(handle.db, faults.acknowledged) : 0;
const half = await halfWritten(handle.db);
const faultSold = await soldAndLeft(handle.db, faultProduct!.id);
if (reorder) roads.unshift(await runControlledReorder(handle, reorder));
await handle.close();

// 6. the table
type Row = { check: string; audit: string; now: string; held: boolean | null };
const out: Row[] = [];
const n = (x: number) => x.toLocaleString("en-US");
if (cross)
  out.push({
    check: "Cross-user ids",
    audit: "246 requests over 41 routes and 6 role pairs, 0 leaks",
    now: `${n(cross.requests)} requests over ${cross.routes.size} routes and ${cross.pairs} attacker → owner pairs, ${cross.leaks.length} leaks, ${changed.length} tables changed${cross.errors.length ? `, ${cross.errors.length} 5xx` : ""}`,
    held: cross.leaks.length === 0 && changed.length === 0,
  });
if (bad) {
  out.push({
    check: "SQL injection",
    audit: "2,000+ payloads, 0 hits",
    now: `${n(bad.sqlPayloads)} payloads into ${bad.inputs} inputs (${n(bad.requests)} requests with XSS, ${n(bad.rateLimited)} rate-limited), ${bad.sqlHits.length} hits`,
    held: bad.sqlHits.length === 0,
  });
  out.push({
    check: "XSS",
    audit: "47 payloads, 0 hits",
    now: `${bad.xssPayloads} payloads into ${bad.inputs} inputs, ${bad.pagesChecked} pages checked, ${bad.xssHits.length} hits`,
    held: bad.xssHits.length === 0,
  });
}
if (race) {
  out.push({
    check: "Last units in stock",
    audit: "40 concurrent checkouts for 20 units sold exactly 20",
    now: `40 concurrent checkouts for 20 units: ${race.stock.acknowledged} acknowledged, ${sold.sold} sold, ${sold.left} left`,
    held: race.stock.acknowledged === 20 && sold.sold === 20 && sold.left === 0,
  });
  out.push({
    check: "Single-use coupon",
    audit: "single-use under races",
    now: `${race.coupon.buyers} parallel checkouts: ${race.coupon.acknowledgedWithCoupon} with the coupon, ${uses.redemptions} redemption(s), used_count ${uses.usedCount}`,
    held: race.coupon.acknowledgedWithCoupon === 1 && uses.redemptions === 1 && uses.usedCount === 1,
  });
  out.push({
    check: "Idempotency key",
    audit: "single-use under races",
    now: `one key sent ${race.idempotency.sends} times in parallel: ${race.idempotency.distinctOrders} order(s) answered, ${keyOrders} stored`,
    held: race.idempotency.distinctOrders === 1 && keyOrders === 1,
  });
}
if (faults) {
  const back = faults.backMs.map((ms) => ms / 1000);
  const halfCount = half.noItems + half.badLines + half.badTotals;
  const stockOk = faultStock - faultSold.left === faultSold.sold;
  out.push({
    check: "kill -9 under checkout load",
    audit: "10 kills, 0 acknowledged orders lost, 0 half-written, back in 1–5 s",
    now: `${faults.kills} kills, ${n(faults.acknowledged.length)} orders acknowledged, ${lost} lost, ${halfCount} half-written, stock ${stockOk ? "matches" : "does NOT match"} the lines, back in ${Math.min(...back).toFixed(1)}–${Math.max(...back).toFixed(1)} s`,
    held: lost === 0 && halfCount === 0 && stockOk && Math.max(...faults.backMs) <= restartBudgetMs,
  });
}
out.push(...roads.map((r) => ({ ...r, held: r.held })));
if (live)
  out.push({
    check: "Live streams",
    audit: "5,000 streams held",
    now: `${n(live.wanted)} opened: ${n(live.ready)} ready, broadcast reached ${n(live.reached)} (p95 ${live.p95Ms} ms), ${n(live.held)} held after ${holdSeconds} s, ${n(live.pinged)} got a heartbeat; server RSS ${live.rssMb ?? "?"} MB${
      live.ready < live.wanted
        ? ` (failed: ${Object.entries(live.why)
            .map(([k, v]) => `${v} ${k}`)
            .join(", ")}; ${n(live.wanted - live.ready - live.errors)} never answered)`
        : ""
    }`,
    held: live.held === live.wanted && live.reached === live.wanted,
  });

const detail = [
  ...(cross?.leaks.map((l) => `leak: ${l}`) ?? []),
  ...changed.map((t) => `changed during the cross-user phase: ${t}`),
  ...(cross?.errors.map((l) => `5xx: ${l}`) ?? []),
  ...(bad?.sqlHits.map((h) => `SQL hit: ${h}`) ?? []),
  ...(bad?.xssHits.map((h) => `XSS hit: ${h}`) ?? []),
];
if (detail.length)
  console.log(`\n${detail.slice(0, 60).join("\n")}${detail.length > 60 ? `\n… ${detail.length - 60} more` : ""}`);
if (cross?.notApplicable.length)
  console.log(`\nNo such record to aim at (not sent): ${cross.notApplicable.join("; ")}`);
console.log(`\n| check | audit figure | now | held |\n|---|---|---|---|`);
for (const r of out) console.log(`| ${r.check} | ${r.audit} | ${r.now} | ${r.held ? "yes" : "no"} |`);
process.exit(out.every((r) => r.held) ? 0 : 1);
