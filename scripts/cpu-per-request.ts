// `npx tsx scripts/cpu-per-request.ts --pid PID --base URL [--cookie] path...`: the server's CPU time
// per request of each path (user + system time of the server process over N requests sent 4 at a
// time, divided by N): what a request costs whatever else the machine runs. `--cookie` signs in as the
// demo buyer (with the bench's 50-line cart) first.
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { prepareCart } from "./bench-cart";

const arg = (flag: string, fallback: string) => {
  const i = process.argv.indexOf(`--${flag}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const pid = Number(arg("pid", "0"));
const base = arg("base", "http://127.0.0.1:3200");
const amount = Number(arg("requests", "1000"));
const valued = new Set(["--pid", "--base", "--requests"]);
// the paths: every argument that is neither a flag nor a flag's value
const paths = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !valued.has(all[i - 1] ?? ""));

function cpuMs(): number {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * 10;
}

const headers = process.argv.includes("--cookie") ? { cookie: (await prepareCart(base)).headers.cookie! } : {};
for (const path of paths) {
  await autocannon({ url: `${base}${path}`, connections: 4, amount: 200, headers });
  const before = cpuMs();
  const r = await autocannon({ url: `${base}${path}`, connections: 4, amount, headers });
  const ms = (cpuMs() - before) / amount;
  console.log(`${path}\t${ms.toFixed(2)} ms CPU/request\tp50 ${r.latency.p50} ms\tnon-2xx ${r.non2xx}`);
}
