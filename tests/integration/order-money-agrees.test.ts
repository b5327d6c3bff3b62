import Papa from "papaparse";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as cartListing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as coupon } from "@/app/api/checkout/coupon/route";
import { GET as orderPage } from "@/app/api/orders/[orderId]/route";
import { GET as invoicePdf } from "@/app/api/orders/[orderId]/invoice/route";
import { GET as exportCsv } from "@/app/api/orders/export/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { POST as deliver } from "@/app/api/vendor/v1/orders/[id]/deliver/route";
import { GET as statement } from "@/app/api/vendor/v1/statements/[month]/route";
import type { CartView } from "@/features/cart";
import { checkoutPreview, shipToExemption, shipToState } from "@/features/checkout/preview";
import { COMPANY } from "@/lib/company";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { setStock } from "../helpers/cart-fixtures";
import { pdfText } from "../helpers/pdf-text";

/** The run printed right after `label` in the PDF: the value column of that row. */
const after = (runs: string[], label: string) => runs[runs.indexOf(label) + 1];

describe.each(backends)("one order's money, on every screen and document (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let vendor: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    vendor = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
  });
  afterAll(async () => h?.dispose());

  it("checkout's preview, the order, its page, the CSV, the invoice PDF and the vendor's statement agree, tax included", async () => {
    // two of Sandhill's plain products, a 10% coupon, shipped to the buyer's saved Missouri address
    const picks = await queryRows<{ id: number; vendor_id: number }>(
      h.db,
      sql`select p.id, p.vendor_id from products p where p.vendor_id = 1 and p.type <> 'variation'
          and coalesce(p.price_cents, p.price_catalog_cents, 0) > 0 and p.see_price in ('login', 'without_login')
          and p.level <= 5 and p.regulatory_class = 'none'
          and not exists (select 1 from product_variations x where x.product_id = p.id) order by p.id limit 2`,
    );
    expect(picks).toHaveLength(2);
    for (const [i, p] of picks.entries()) {
      await setStock(h.db, p.id, 50);
      const res = await add(
        postJson("/api/add-cart-app", { type: "product", product_id: p.id, vendor_id: 1, quantity: 3 + i }, buyer),
      );
      expect(res.status).toBe(200);
    }
    await h.db.execute(sql`insert into coupons (vendor_id, code, kind, value) values (1, 'TENOFF', 'percent', 10)`);
    const applied = await (
      await coupon(postJson("/api/checkout/coupon", { vendor_id: 1, code: "TENOFF" }, buyer))
    ).json();
    expect(applied.success).toBe(true);
    const [address] = await queryRows<{ id: number; state: string }>(
      h.db,
      sql`select id, state from addresses where user_id = 'demo-buyer' order by id limit 1`,
    );
    expect(address!.state).toBe("MO");

    // what the checkout screen shows, computed by the screen's own function from the cart it reads
    const cart = (await (
      await cartListing(get("/api/cart-listing-app/demo-buyer?related=0", buyer), params({ userId: "demo-buyer" }))
    ).json()) as CartView;
    const preview = checkoutPreview({
      vendors: cart.vendorProducts,
      providers: [],
      discounts: { 1: dollarsToCents(applied.discount) },
      shipState: shipToState(cart, address!.id),
    });
    const shown = preview.vendors[0]!;
    expect(shown.tax).toMatchObject({ state: "MO", rateBps: 423 });
    expect(shown.tax.taxCents).toBeGreaterThan(0);

    const placed = await checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: "money-agrees-1",
          shipping_address_id: address!.id,
          billing_address_id: address!.id,
          payment_method: "invoice",
          coupons: { 1: "TENOFF" },
        },
        buyer,
      ),
    );
    expect(placed.status).toBe(200);
    const body = await placed.json();
    expect(dollarsToCents(body.total)).toBe(preview.totalCents);
    const orderId: number = body.orders[0].id;

    // the stored order
    const [row] = await queryRows<{ tax_cents: number; total_cents: number; tax_state: string }>(
      h.db,
      sql`select tax_cents, total_cents, tax_state from orders where id = ${orderId}`,
    );
    expect(row).toEqual({ tax_cents: shown.tax.taxCents, total_cents: shown.totalCents, tax_state: "MO" });

    // the order page
    const { order } = await (
      await orderPage(get(`/api/orders/${orderId}`, buyer), params({ orderId: String(orderId) }))
    ).json();
    expect([dollarsToCents(order.tax), dollarsToCents(order.total), order.tax_label]).toEqual([
      shown.tax.taxCents,
      shown.totalCents,
      "Sales tax, MO 4.23%",
    ]);

    // the CSV export
    const csv = Papa.parse<string[]>(await (await exportCsv(get("/api/orders/export", buyer))).text()).data;
    const line = csv.find((r) => r[0] === body.orders[0].order_number)!;
    expect(line.slice(-2)).toEqual([(shown.tax.taxCents / 100).toFixed(2), (shown.totalCents / 100).toFixed(2)]);

    // the invoice PDF, read as text; it remits to the address the footer shows
    const pdf = await invoicePdf(get(`/api/orders/${orderId}/invoice`, buyer), params({ orderId: String(orderId) }));
    const runs = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(after(runs, "Sales tax, MO 4.23%")).toBe(formatUsd(shown.tax.taxCents));
    expect(after(runs, "Total due")).toBe(formatUsd(shown.totalCents));
    expect(after(runs, "Subtotal")).toBe(formatUsd(shown.subtotalCents));
    expect(runs).toEqual(expect.arrayContaining([...COMPANY.addressLines]));

    // the vendor's statement once the order is delivered
    const id = String(orderId);
    expect(
      (
        await ship(
          postJson(`/api/vendor/v1/orders/${id}/ship`, { carrier: "UPS", tracking_number: "1Z999" }, vendor),
          params({ id }),
        )
      ).status,
    ).toBe(200);
    expect((await deliver(postJson(`/api/vendor/v1/orders/${id}/deliver`, {}, vendor), params({ id }))).status).toBe(
      200,
    );
    const month = new Date().toISOString().slice(0, 7);
    const { data } = await (
      await statement(get(`/api/vendor/v1/statements/${month}`, vendor), params({ month }))
    ).json();
    const stated = data.rows.find((r: { orderNumber: string }) => r.orderNumber === body.orders[0].order_number);
    expect(stated).toMatchObject({
      itemsCents: shown.subtotalCents,
      discountCents: shown.discountCents,
      shippingCents: shown.shippingCents,
      taxCents: shown.tax.taxCents,
      orderTotalCents: shown.totalCents,
    });
  });
});

describe.each(backends)("a clinic location's tax, taxed and exempt, agrees everywhere (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  /** One of Sandhill's plain products in the cart, checkout's preview for the location, then the order placed. */
  async function orderToLocation(key: string) {
    const [pick] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from products p where p.vendor_id = 1 and p.type <> 'variation'
          and coalesce(p.price_cents, p.price_catalog_cents, 0) > 0 and p.see_price in ('login', 'without_login')
          and p.level <= 5 and p.regulatory_class = 'none'
          and not exists (select 1 from product_variations x where x.product_id = p.id) order by p.id limit 1`,
    );
    await setStock(h.db, pick!.id, 50);
    await add(
      postJson("/api/add-cart-app", { type: "product", product_id: pick!.id, vendor_id: 1, quantity: 2 }, buyer),
    );
    const cart = (await (
      await cartListing(get("/api/cart-listing-app/demo-buyer?related=0", buyer), params({ userId: "demo-buyer" }))
    ).json()) as CartView;
    const preview = checkoutPreview({
      vendors: cart.vendorProducts,
      providers: [],
      discounts: {},
      shipState: shipToState(cart, "location"),
      exemption: shipToExemption(cart, "location"),
    });
    const placed = await checkout(
      postJson("/api/checkout", { idempotency_key: key, payment_method: "invoice" }, buyer),
    );
    const body = await placed.json();
    expect(placed.status, body.message).toBe(200);
    const orderId: number = body.orders[0].id;
    const { order } = await (
      await orderPage(get(`/api/orders/${orderId}`, buyer), params({ orderId: String(orderId) }))
    ).json();
    const pdf = await invoicePdf(get(`/api/orders/${orderId}/invoice`, buyer), params({ orderId: String(orderId) }));
    const runs = pdfText(Buffer.from(await pdf.arrayBuffer()));
    return { shown: preview.vendors[0]!, total: preview.totalCents, body, order, runs };
  }

  it("checkout's total equals the invoice's to the cent; a verified certificate takes the tax off and is named", async () => {
    const [loc] = await queryRows<{ id: number; state: string }>(
      h.db,
      sql`select l.id, l.state from clinic_locations l join member m on m.organization_id = l.organization_id
          where m.user_id = 'demo-buyer' order by l.id limit 1`,
    );
    const taxed = await orderToLocation("location-taxed");
    expect(taxed.shown.tax.taxCents).toBeGreaterThan(0);
    expect(dollarsToCents(taxed.body.total)).toBe(taxed.total);
    expect(after(taxed.runs, taxed.order.tax_label)).toBe(formatUsd(taxed.shown.tax.taxCents));
    expect(after(taxed.runs, "Total due")).toBe(formatUsd(taxed.total));

    // once the operator has verified a certificate for the location, the next order to it is tax-free
    await h.db.execute(
      sql`insert into tax_exemptions (location_id, certificate_number, state, file_name, original_name, mime, status)
          values (${loc!.id}, '12-3456789', ${loc!.state}, 'x.pdf', 'cert.pdf', 'application/pdf', 'verified')`,
    );
    const exempt = await orderToLocation("location-exempt");
    const label = `Tax exempt: certificate ${loc!.state} 12-3456789`;
    expect(exempt.shown.tax).toMatchObject({ taxCents: 0, exemption: `${loc!.state} 12-3456789` });
    expect(dollarsToCents(exempt.body.total)).toBe(exempt.total);
    expect(dollarsToCents(exempt.order.total)).toBe(exempt.total);
    expect([exempt.order.tax, exempt.order.tax_label]).toEqual([0, label]);
    expect(after(exempt.runs, label)).toBe("$0.00");
    expect(after(exempt.runs, "Total due")).toBe(formatUsd(exempt.total));
    const [row] = await queryRows<{ tax_cents: number; tax_exemption: string }>(
      h.db,
      sql`select tax_cents, tax_exemption from orders where id = ${exempt.order.id}`,
    );
    expect(row).toEqual({ tax_cents: 0, tax_exemption: `${loc!.state} 12-3456789` });
  });
});
