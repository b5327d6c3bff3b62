import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { installDbHandle, openDb, queryRows, type DbHandle } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import type { Viewer } from "@/features/accounts/server/session";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { placeOrder, type CheckoutResponse } from "@/features/checkout/server/place-order";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { eventProcessingHooks, requireStripe } from "@/features/payments/server";
import { postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock } from "../helpers/cart-fixtures";
import { until } from "../helpers/smtp-server";
import { orderPayment, paymentOf, startPaymentsWorld } from "../helpers/payments-world";

const viewer = {
  id: "demo-buyer",
  email: "buyer@dvm.demo",
  firstName: "Demo",
  lastName: "Buyer",
  position: "Veterinarian",
  level: 5,
  coins: 0,
  confirmed: 1,
  state: null,
  country: null,
  profileImage: null,
  isSalesRep: false,
} satisfies Viewer;

/** Opens the persisted folder as a server start does: migrations, then the process handle (and a new auth). */
async function start(dir: string): Promise<DbHandle> {
  const handle = await openDb({ dataDir: dir });
  await migrateDb(handle);
  installDbHandle(handle);
  delete (globalThis as { __dvmAuth?: unknown }).__dvmAuth;
  return handle;
}

describe("a webhook survives a crash between its arrival and its processing (PGlite folder)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "dvm-pay-crash-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is stored before the crash, processed once after the restart, and charges nothing twice", async () => {
    let handle = await start(path.join(dir, "pglite"));
    const world = await startPaymentsWorld();
    try {
      await seedCatalog(handle.db, { products: 40 });
      await seedDemoUsers(handle.db);
      await startJobWorker({ pollingIntervalSeconds: 0.5 });
      const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
      const [item] = await buyableProducts(handle.db, 1);
      await setStock(handle.db, item!.id, 10);
      await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: item!.id, vendor_id: item!.vendor_id, quantity: 1 },
          cookie,
        ),
      );
      const addressId = (
        await queryRows<{ id: number }>(handle.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
      )[0]!.id;
      const out = (await placeOrder(
        viewer,
        placeOrderSchema.parse({
          idempotency_key: "crash-checkout-1",
          shipping_address_id: addressId,
          payment_method: "card",
        }),
      )) as CheckoutResponse;
      const orderId = out.orders[0]!.id;
      await until(async () => (await paymentOf(handle.db, out.checkout_id))?.status === "requires_payment");

      // the processing dies before its commit, every time, until the process is gone
      let crashes = 0;
      eventProcessingHooks.beforeCommit = () => {
        crashes++;
        throw new Error("the process died here");
      };
      // the buyer's browser confirms the card at the provider; its webhook reaches us
      const intentId = (await paymentOf(handle.db, out.checkout_id))!.provider_ref!;
      await requireStripe().paymentIntents.confirm(intentId, { payment_method: "pm_card_visa" });
      const succeeded = () =>
        world.stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.object.id === intentId);
      await until(() => succeeded()?.status === 200);
      await until(() => crashes >= 1);
      await stopJobWorker(2_000);
      await handle.close();

      // nothing of the event's effect committed, but the event and its job did
      handle = await start(path.join(dir, "pglite"));
      eventProcessingHooks.beforeCommit = undefined;
      expect(
        await count(
          handle.db,
          sql`select count(*)::int as n from payment_events where id = ${succeeded()!.id} and processed_at is null`,
        ),
      ).toBe(1);
      expect((await orderPayment(handle.db, orderId)).payment_status).toBe("awaiting");

      await startJobWorker({ pollingIntervalSeconds: 0.5 });
      await until(async () => (await orderPayment(handle.db, orderId)).payment_status === "paid", 60_000);
      // the provider sends it again (it never saw our 200, say): nothing happens twice
      expect(await world.stripe.deliver(succeeded()!)).toBe(200);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(
        await count(
          handle.db,
          sql`select count(*)::int as n from notifications where order_id = ${orderId} and body like 'Payment received%'`,
        ),
      ).toBe(1);
      expect(
        await count(
          handle.db,
          sql`select count(*)::int as n from payment_events where id = ${succeeded()!.id} and processed_at is not null`,
        ),
      ).toBe(1);
      expect((await paymentOf(handle.db, out.checkout_id))!.captured_cents).toBe(Math.round(out.total * 100));
      // one intent, confirmed once: nobody was charged twice
      expect(world.stripe.objects("payment_intent")).toHaveLength(1);
      expect(world.stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/confirm`)).toHaveLength(1);
    } finally {
      eventProcessingHooks.beforeCommit = undefined;
      await stopJobWorker(2_000);
      await handle.close();
      await world.close();
    }
  }, 180_000);
});
