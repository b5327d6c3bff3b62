import { z } from "zod";
import { checkDeaNumber, SCHEDULES } from "./rules";

const state = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "State must be a two-letter code such as MO.");
const expiry = z.coerce
  .date({ error: "Expiry must be a date such as 2027-06-30." })
  .refine((d) => d.getTime() > Date.now(), "That expiry date has passed: add a current registration.");

/** A DEA registration as the clinic enters it; the number's check digit is validated here, so a bad one saves nothing. */
export const deaInputSchema = z.object({
  number: z.string({ error: "Enter the DEA number." }).transform((raw, ctx) => {
    const checked = checkDeaNumber(raw);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return checked.number;
  }),
  schedules: z
    .array(z.string(), { error: "Choose the schedules the registration covers." })
    .min(1, "Choose at least one schedule.")
    .refine((xs) => xs.every((x) => (SCHEDULES as readonly string[]).includes(x)), {
      message: "Schedules are CII, CIII, CIV or CV.",
    }),
  state,
  expires_at: expiry,
});
export type DeaInput = z.infer<typeof deaInputSchema>;

export const licenceInputSchema = z.object({
  state,
  number: z.string().trim().min(3, "Enter the licence number.").max(40, "The licence number is too long."),
  expires_at: expiry,
});
export type LicenceInput = z.infer<typeof licenceInputSchema>;

/** Which of the clinic's locations a credential is for (absent: the location the session acts for). */
export const credentialLocationSchema = z.object({
  location_id: z.coerce
    .number({ error: "Choose a location of your clinic." })
    .int("Choose a location of your clinic.")
    .positive("Choose a location of your clinic.")
    .optional(),
});

/** Filters of the controlled-substance record export. */
export const recordQuerySchema = z.object({
  vendor_id: z.coerce.number().int("vendor_id must be a whole number.").positive().optional(),
  from: z.coerce.date({ error: "from must be a date such as 2026-11-01." }).optional(),
  to: z.coerce.date({ error: "to must be a date such as 2026-12-01." }).optional(),
});

/** A clinic's tax-exemption certificate: its number, the issuing state, and its expiry when it has one. */
export const taxExemptionInputSchema = z.object({
  certificate_number: z
    .string({ error: "Enter the certificate number." })
    .trim()
    .min(3, "Enter the certificate number.")
    .max(60, "The certificate number must be at most 60 characters."),
  state: z
    .string({ error: "Enter the state that issued the certificate." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Enter the issuing state as two letters, like TX."),
  expires_on: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the expiry as a date, like 2027-12-31.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type TaxExemptionInput = z.infer<typeof taxExemptionInputSchema>;

export const taxExemptionDecisionSchema = z
  .object({
    decision: z.enum(["verify", "reject"], { error: "Choose verify or reject." }),
    reason: z.string().trim().max(500, "The reason must be at most 500 characters.").optional(),
  })
  .refine((d) => d.decision === "verify" || (d.reason ?? "").length >= 3, {
    message: "Give the clinic a reason for rejecting the certificate.",
  });
