import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { getDb, type Db } from "@/db/client";
import { addresses, user } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors";
import type { AddressInput, ProfileInput } from "../schemas";
import { forgetSessions } from "./session-cache";
import { storeUpload } from "./uploads";

export async function updateProfile(userId: string, input: ProfileInput) {
  const db = await getDb();
  const [row] = await db
    .update(user)
    .set({ ...input, name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({
      firstName: user.firstName,
      lastName: user.lastName,
      clinicName: user.clinicName,
      state: user.state,
      country: user.country,
    });
  if (!row) throw notFound("User not found.");
  forgetSessions({ users: [userId] });
  return row;
}

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

/** Re-encodes the upload (which also proves it is an image and strips metadata) to a 256 px WebP. */
export async function saveProfileImage(userId: string, bytes: Uint8Array | null): Promise<string> {
  const db = await getDb();
  if (!bytes || bytes.length === 0) throw badRequest("Please select a file.");
  if (bytes.length > MAX_PROFILE_IMAGE_BYTES) throw badRequest("Image size must be less than 5MB.");
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(256, 256, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest("Only JPG and PNG images are allowed.");
  }
  const name = await storeUpload("users", webp, "webp");
  await db.update(user).set({ profileImage: name, updatedAt: new Date() }).where(eq(user.id, userId));
  forgetSessions({ users: [userId] });
  return name;
}

export async function listAddresses(userId: string) {
  const db = await getDb();
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

/** Only one default shipping and one default billing address per user. */
async function clearDefaults(db: Db, userId: string, input: AddressInput, keepId?: number) {
  const others = keepId ? and(eq(addresses.userId, userId), ne(addresses.id, keepId)) : eq(addresses.userId, userId);
  if (input.isDefaultShipping) await db.update(addresses).set({ isDefaultShipping: false }).where(others);
  if (input.isDefaultBilling) await db.update(addresses).set({ isDefaultBilling: false }).where(others);
}

export const MAX_ADDRESSES = 20;

export async function createAddress(userId: string, input: AddressInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
    if (existing.length >= MAX_ADDRESSES) throw badRequest(`You can keep at most ${MAX_ADDRESSES} addresses.`);
    await clearDefaults(tx, userId, input);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId })
      .returning();
    return row!;
  });
}

export async function updateAddress(userId: string, id: number, input: AddressInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await clearDefaults(tx, userId, input, id);
    const [row] = await tx
      .update(addresses)
      .set(input)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound("Address not found.");
    return row;
  });
}

export async function deleteAddress(userId: string, id: number) {
  const db = await getDb();
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (rows.length === 0) throw notFound("Address not found.");
}
