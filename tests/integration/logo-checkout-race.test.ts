import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import type { Viewer } from "@/features/accounts/server/session";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { placeOrder } from "@/features/checkout/server/place-order";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { readStoredLogo } from "@/features/requests/server/logo-storage";
import { logoReleaseDelay, uploadLogo } from "@/features/requests/server/logos";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { postJson, sessionCookie } from "../helpers/sessions";
import { setStock } from "../helpers/cart-fixtures";
import { logoPng } from "../helpers/requests-fixtures";

const viewer: Viewer = {
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
};

const pngFile = (bytes: Buffer) => ({
  name: "logo.png",
  type: "image/png",
  size: bytes.length,
  arrayBuffer: async () => new Uint8Array(bytes).buffer,
});

// In the database store, so the test runs the same on both backends and needs no folder.
describe.each(backends)("a logo re-uploaded while a checkout is in flight (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let p: { id: number; vendor_id: number };
  let addressId: number;

  beforeAll(async () => {
    process.env.UPLOAD_STORAGE = "database";
    process.env.REQUEST_RATE_LIMIT = "1000";
    reloadConfig();
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    [p] = await queryRows<{ id: number; vendor_id: number }>(
      h.db,
      sql`select id, vendor_id from products where allow_customization = 'Y' and vendor_id in (1402, 463)
      and in_stock = 'Y' and quantity > 0 and coalesce(price_discounted_cents, price_cents, price_catalog_cents) > 0
      and type <> 'variation' and see_price in ('login', 'without_login') and level <= 5
      and not exists (select 1 from product_variations x where x.product_id = products.id) order by id limit 1`,
    );
    addressId = (
      await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
    )[0]!.id;
    logoReleaseDelay.seconds = 0;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await h?.dispose();
    delete process.env.UPLOAD_STORAGE;
    delete process.env.REQUEST_RATE_LIMIT;
    reloadConfig();
  });

  it("keeps the file the order recorded, whichever commits first", async () => {
    const input = { customer_id: "demo-buyer", vendor_id: p.vendor_id, product_id: p.id };
    const first = await uploadLogo(viewer, input, pngFile(await logoPng(300)));
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    await setStock(h.db, p.id, 20);
    const res = await add(
      postJson("/api/add-cart-app", { type: "product", product_id: p.id, vendor_id: p.vendor_id, quantity: 1 }, cookie),
    );
    expect(res.status).toBe(200);
    const second = await logoPng(301);
    let reupload: Promise<unknown> = Promise.resolve();
    const out = await placeOrder(
      viewer,
      placeOrderSchema.parse({
        idempotency_key: `${backend}-race`,
        shipping_address_id: addressId,
        billing_address_id: addressId,
        payment_method: "invoice",
      }),
      {
        // the order lines have their logo by now; the buyer replaces it while this checkout is open
        afterOrdersWritten: async () => {
          reupload = uploadLogo(viewer, input, pngFile(second));
          await new Promise((r) => setTimeout(r, 800));
        },
      },
    );
    await reupload;
    if (!("orders" in out)) throw new Error("the checkout was held for approval");
    await new Promise((r) => setTimeout(r, 2000)); // the release job has run
    const [line] = await queryRows<{ logo_file: string | null }>(
      h.db,
      sql`select logo_file from order_items where order_id = ${out.orders[0]!.id}`,
    );
    expect(line!.logo_file).toBeTruthy();
    expect(await readStoredLogo(line!.logo_file!)).not.toBeNull();
    expect(first.logo_url).toContain(line!.logo_file!);
  }, 60_000);
});
