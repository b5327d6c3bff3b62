import "server-only";
import { eq, like, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import type { Tx } from "@/db/client";
import { user, vendorMembers, vendors, verification } from "@/db/schema";
import { sendMail } from "@/features/mail/server";
import { baseUrl } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { freeVendorSlug, ownerInvitationMail, OWNER_INVITE_DAYS, splitContactName } from "../onboarding-rules";

export type NewVendor = { company: string; contactName: string; email: string };

// two approvals of like-named companies would both see the same slug free: they pick one at a time
const VENDOR_SLUG_LOCK = 7_117_001;

/**
 * Creates a vendor, its owner (a vendor-role user without a password yet) and the owner's membership,
 * and mails the owner an invitation through the outbox: a single-use link to choose a password (the
 * same token the password reset consumes), then sign-in at /vendor/signin. Runs in the caller's
 * transaction, so a rolled-back approval leaves no vendor, no user and no mail.
 */
export async function createVendorWithOwner(tx: Tx, input: NewVendor, now = new Date()) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing)
    throw new AppError(
      "CONFLICT",
      `An account with the e-mail ${email} already exists, so it cannot become the new vendor's owner. Ask the applicant for another address.`,
    );
  await tx.execute(sql`select pg_advisory_xact_lock(${VENDOR_SLUG_LOCK})`);
  const base = freeVendorSlug(input.company, new Set());
  const taken = await tx
    .select({ slug: vendors.slug })
    .from(vendors)
    .where(like(vendors.slug, `${base}%`));
  const slug = freeVendorSlug(input.company, new Set(taken.map((t) => t.slug)));
  const [vendor] = await tx
    .insert(vendors)
    .values({ name: input.company.trim(), slug })
    .returning({ id: vendors.id, name: vendors.name, slug: vendors.slug });

  const ownerId = randomUUID();
  const { firstName, lastName } = splitContactName(input.contactName);
  await tx.insert(user).values({
    id: ownerId,
    name: input.contactName.trim(),
    email,
    emailVerified: true, // the address is the one the application was sent from, and the link proves it
    firstName,
    lastName,
    position: "Vendor",
    confirmed: 1,
    role: "vendor",
  });
  await tx.insert(vendorMembers).values({ userId: ownerId, vendorId: vendor!.id, role: "owner" });

  const token = randomBytes(24).toString("base64url");
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: ownerId,
    expiresAt: new Date(now.getTime() + OWNER_INVITE_DAYS * 86_400_000),
  });
  await sendMail(
    tx,
    ownerInvitationMail({
      to: email,
      contactName: input.contactName.trim(),
      company: vendor!.name,
      setPasswordUrl: `${baseUrl()}/auth/reset-password?token=${encodeURIComponent(token)}&for=vendor`,
      signInUrl: `${baseUrl()}/vendor/signin`,
    }),
  );
  return { vendorId: vendor!.id, vendorSlug: vendor!.slug, ownerId };
}
