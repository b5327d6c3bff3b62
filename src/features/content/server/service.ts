import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactMessages, newsletterSignups, vendorApplications, webinarRegistrations, webinars } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { notify } from "@/features/notifications/server";
import { validateNewsletterEmail } from "@/features/shell/server";
import { badRequest, notFound } from "@/lib/errors";
import type { ContactInput, VendorApplicationInput } from "../schemas";
import { published } from "./queries";

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thank you for subscribing! Watch your inbox for deals and new products.",
  already: "You're already subscribed — thank you for staying with us!",
} as const;

/** Stores one sign-up per email and list; a repeat is answered kindly and stored once. */
export async function signUpForNewsletter(rawEmail: string | null, rawType: string | null) {
  const error = validateNewsletterEmail(rawEmail);
  if (error) throw badRequest(error);
  const email = rawEmail!.trim().toLowerCase();
  const type = (rawType ?? "").trim().slice(0, 40) || "product";
  const db = await getDb();
  const inserted = await db
    .insert(newsletterSignups)
    .values({ email, type })
    .onConflictDoNothing()
    .returning({ id: newsletterSignups.id });
  return { success: true, message: inserted.length ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.already };
}

export async function saveContactMessage(input: ContactInput) {
  const db = await getDb();
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return { success: true, id: row!.id, message: "Thank you — our support team will reply within one business day." };
}

export async function saveVendorApplication(input: VendorApplicationInput) {
  const db = await getDb();
  const [row] = await db
    .insert(vendorApplications)
    .values({
      company: input.company,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone || null,
      website: input.website || null,
      message: input.message || null,
    })
    .returning({ id: vendorApplications.id });
  return {
    success: true,
    id: row!.id,
    message: "Thank you! Our seller team will contact you within two business days.",
  };
}

/** Registers the signed-in buyer once and confirms it with a Webinars notification. */
export async function registerForWebinar(link: string, viewer: Viewer) {
  const db = await getDb();
  const inserted = await db.transaction(async (tx) => {
    // FOR SHARE: the console cannot delete the webinar between this read and the registration
    const [webinar] = await tx
      .select()
      .from(webinars)
      .where(published(webinars, eq(webinars.link, link)))
      .limit(1)
      .for("share");
    if (!webinar) throw notFound("Webinar not found.");
    if (webinar.startsAt.getTime() + webinar.durationMinutes * 60_000 < Date.now())
      throw badRequest("This webinar has already taken place.");
    const [row] = await tx
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, userId: viewer.id, email: viewer.email })
      .onConflictDoNothing()
      .returning({ id: webinarRegistrations.id });
    if (!row) return false;
    await notify(tx, {
      userId: viewer.id,
      type: "Webinars",
      body: `You are registered for ${webinar.title}.`,
      message: webinar.title,
      clickableLink: `/virtual-expo/${webinar.link}`,
    });
    return true;
  });
  if (!inserted) return { success: true, registered: true, message: "You are already registered for this webinar." };
  return {
    success: true,
    registered: true,
    message: "You are registered! We sent a confirmation to your notifications.",
  };
}

export async function isRegistered(webinarId: number, userId: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
