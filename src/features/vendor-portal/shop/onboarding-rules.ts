// Pure rules of bringing a new vendor onto the marketplace (an approved seller application).
import { slugify } from "../listings/import-rules";

/** How long the owner's invitation (the link that sets the first password) works. */
export const OWNER_INVITE_DAYS = 7;

/**
 * The vendor's storefront slug: the company name, made unique among `taken` with -2, -3, ...
 * A name with no letters or digits still gets a slug ("vendor").
 */
export function freeVendorSlug(company: string, taken: ReadonlySet<string>): string {
  const base = slugify(company) || "vendor";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** First and last name from the contact name the applicant typed ("Ada Lovelace King" → "Ada", "Lovelace King"). */
export function splitContactName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** The invitation mail: who invites, what for, the one link that sets a password, and where to sign in. */
export function ownerInvitationMail(input: {
  to: string;
  contactName: string;
  company: string;
  setPasswordUrl: string;
  signInUrl: string;
}): { to: string; subject: string; body: string } {
  return {
    to: input.to,
    subject: `Welcome to DVM Market: your vendor portal for ${input.company}`,
    body: [
      `Hello ${input.contactName},`,
      "",
      `Your application to sell on DVM Market is approved. ${input.company} now has a vendor portal account,`,
      "and you are its owner.",
      "",
      `Choose your password with this link (it works once, for ${OWNER_INVITE_DAYS} days):`,
      input.setPasswordUrl,
      "",
      `Then sign in to the vendor portal at ${input.signInUrl} with this e-mail address.`,
    ].join("\n"),
  };
}
