import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { customizationLogos, orderItems, orders } from "@/db/schema";
import { defineJob, enqueue } from "@/features/jobs/server";
import type { Viewer } from "@/features/accounts/server";
import { canUseLogoPrinting } from "@/features/catalog/server";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, readPngDpi, validateLogoFile } from "../logo-rules";
import { containsMarkup, REQUEST_MESSAGES, STORED_LOGO_NAME } from "../rules";
import type { RequestInput } from "../schemas";
import { deleteStoredLogo, logoUrl, readStoredLogo, reencodePng, storeLogo } from "./logo-storage";
import { resolveRequest, type TargetProduct } from "./request-product";

export type UploadedFile = { name: string; type: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> };

function assertLogoPrinting(viewer: Viewer, product: TargetProduct): void {
  const gate = canUseLogoPrinting({
    viewer,
    product: { ...product, allowCustomization: product.allowCustomization },
  });
  if (gate.ok) return;
  const reason = gate.reason;
  if (reason === "not-offered" || reason === "signin") throw forbidden(REQUEST_MESSAGES.logoNotOffered);
  if (reason === "sales-rep") throw forbidden(REQUEST_MESSAGES.logoSalesRep);
  throw new AppError(
    "UNPROCESSABLE",
    reason === "out-of-stock" ? REQUEST_MESSAGES.logoOutOfStock : REQUEST_MESSAGES.logoNoPrice,
  );
}

/** Whether an order line or a saved logo still names this file. */
async function logoInUse(db: Db, fileName: string): Promise<boolean> {
  const [onOrder] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.logoFile, fileName))
    .limit(1);
  if (onOrder) return true;
  const [saved] = await db
    .select({ id: customizationLogos.id })
    .from(customizationLogos)
    .where(eq(customizationLogos.fileName, fileName))
    .limit(1);
  return Boolean(saved);
}

/**
 * Deletes a replaced or removed logo file once nothing names it. It runs as a job some time after
 * the replacing transaction commits, and checks again then: a file an order refers to (the vendor
 * prints from it) is never deleted. Checkout also locks the logo row it copies (FOR SHARE), so a
 * re-upload waits for a checkout in flight and this check then sees the order's line.
 */
export const releaseLogoJob = defineJob<{ fileName: string }>({
  name: "logo-release",
  retryLimit: 3,
  pollingIntervalSeconds: 10,
  handler: async ({ fileName }) => {
    const db = await getDb();
    if (!(await logoInUse(db, fileName))) await deleteStoredLogo(fileName);
  },
});
/** How long a replaced file waits before its release job checks it (tests shorten it). */
export const logoReleaseDelay = { seconds: 60 };

/**
 * Free logo printing upload (SPEC §5, §6, §7). The client checked the file already; this is the
 * authoritative check on the bytes (not the name), then the image is re-encoded and stored under
 * a server-chosen name. One logo per buyer and product: a new upload replaces the old one.
 */
export async function uploadLogo(viewer: Viewer, input: RequestInput, file: UploadedFile | null) {
  const db = await getDb();
  const product = await resolveRequest(viewer, input);
  assertLogoPrinting(viewer, product);
  if (!file || file.size === 0) throw badRequest(LOGO_MESSAGES.noFile);
  if (file.size > LOGO_MAX_BYTES) throw badRequest(LOGO_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = validateLogoFile({ bytes, size: bytes.length, type: file.type, name: file.name });
  if (problem) throw badRequest(problem);
  // A PNG carrying HTML or script is a polyglot a browser could be talked into rendering.
  if (containsMarkup(bytes)) throw badRequest(LOGO_MESSAGES.notPng);
  const dpi = readPngDpi(bytes)!;
  let png: Buffer;
  try {
    png = await reencodePng(bytes, dpi);
  } catch {
    throw badRequest(LOGO_MESSAGES.notPng);
  }
  const fileName = await storeLogo(png);
  await db
    .transaction(async (tx) => {
      const [old] = await tx
        .select({ fileName: customizationLogos.fileName })
        .from(customizationLogos)
        .where(and(eq(customizationLogos.userId, viewer.id), eq(customizationLogos.productId, product.id)))
        .for("update");
      await tx
        .insert(customizationLogos)
        .values({
          userId: viewer.id,
          productId: product.id,
          vendorId: product.vendorId,
          fileName,
          dpi,
          bytes: png.length,
        })
        .onConflictDoUpdate({
          target: [customizationLogos.userId, customizationLogos.productId],
          set: { fileName, dpi, bytes: png.length, vendorId: product.vendorId, updatedAt: new Date() },
        });
      if (old && old.fileName !== fileName)
        await enqueue(
          tx,
          releaseLogoJob,
          { fileName: old.fileName },
          {
            startAfterSeconds: logoReleaseDelay.seconds,
          },
        );
    })
    .catch(async (err) => {
      await deleteStoredLogo(fileName); // never named by any row
      throw err;
    });
  return { success: true as const, message: REQUEST_MESSAGES.logoSaved, logo_url: logoUrl(fileName), dpi };
}

export async function removeLogo(viewer: Viewer, input: RequestInput) {
  const db = await getDb();
  const product = await resolveRequest(viewer, input);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(customizationLogos)
      .where(and(eq(customizationLogos.userId, viewer.id), eq(customizationLogos.productId, product.id)))
      .returning({ fileName: customizationLogos.fileName });
    if (!removed) throw notFound(REQUEST_MESSAGES.logoNone);
    await enqueue(tx, releaseLogoJob, { fileName: removed.fileName }, { startAfterSeconds: logoReleaseDelay.seconds });
  });
  return { success: true as const, message: REQUEST_MESSAGES.logoRemoved };
}

/**
 * A saved logo, only for the buyer who uploaded it (or whose order carries it). Anyone else gets
 * the same 404 as a missing file, so names cannot be probed.
 */
export async function readLogoFor(viewer: Viewer, fileName: string): Promise<Buffer> {
  if (!STORED_LOGO_NAME.test(fileName)) throw notFound("Logo not found.");
  const db = await getDb();
  const [saved] = await db
    .select({ id: customizationLogos.id })
    .from(customizationLogos)
    .where(and(eq(customizationLogos.fileName, fileName), eq(customizationLogos.userId, viewer.id)))
    .limit(1);
  const [ordered] = saved
    ? [saved]
    : await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.logoFile, fileName), eq(orders.userId, viewer.id)))
        .limit(1);
  const bytes = ordered ? await readStoredLogo(fileName) : null;
  if (!bytes) throw notFound("Logo not found.");
  return bytes;
}

/**
 * For the cart and checkout: the saved logo file of each of a buyer's products (one query).
 * Checkout copies the file name into order_items.logo_file; the file then outlives any later
 * replacement or removal of the buyer's logo (see releaseLogoJob), so the vendor can still print it.
 */
export async function logoFilesFor(userId: string, productIds: number[]): Promise<Map<number, string>> {
  const db = await getDb();
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: customizationLogos.productId, fileName: customizationLogos.fileName })
    .from(customizationLogos)
    .where(and(eq(customizationLogos.userId, userId), inArray(customizationLogos.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.fileName]));
}
