// Check 4: the server is killed with SIGKILL while buyers check out, and started again on the same
// data folder each time. Every order acknowledged to a buyer must be there afterwards, whole.
import { sleep, type AuditApp } from "./app";
import { addToCart, checkout, type RaceBuyer } from "./races";

export type FaultResult = { kills: number; acknowledged: number[]; attempts: number; backMs: number[] };

export async function crashUnderLoad(
  app: AuditApp,
  buyers: RaceBuyer[],
  product: { id: number; vendor_id: number },
  kills: number,
  onProgress: (line: string) => void,
): Promise<FaultResult> {
  const acknowledged: number[] = [];
  const backMs: number[] = [];
  let attempts = 0;
  let stop = false;
  const worker = async (b: RaceBuyer, w: number) => {
    for (let n = 0; !stop; n++) {
      const added = await addToCart(app.base, b, product.id, product.vendor_id);
      if (added.status !== 200) {
        await sleep(100); // the server is down or starting: try again shortly
        continue;
      }
      attempts += 1;
      const c = await checkout(app.base, b, `fault-${w}-${n}-${Date.now().toString(36)}`, {}, 30_000);
      acknowledged.push(...c.orderIds);
      if (!c.orderIds.length) await sleep(100);
    }
  };
  const running = buyers.map((b, w) => worker(b, w));
  for (let k = 0; k < kills; k++) {
    await sleep(1500 + Math.random() * 1500);
    await app.kill9();
    const ms = await app.start();
    backMs.push(ms);
    onProgress(
      `  kill ${k + 1}/${kills}: serving again after ${(ms / 1000).toFixed(1)} s, ${acknowledged.length} orders acknowledged so far`,
    );
  }
  await sleep(2000);
  stop = true;
  await Promise.all(running);
  return { kills, acknowledged, attempts, backMs };
}
