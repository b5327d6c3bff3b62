import { z } from "zod";
import { MEMBER_ROLES } from "../rules";
import { dollarsToCents } from "@/lib/money";

const dollars = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be $0 or more.`)
    .max(100_000, `${label} must be at most $100,000.`)
    .transform(dollarsToCents);

/** Every field is optional: the form sends what it shows, the API what it changes. Amounts in dollars. */
export const shopSettingsSchema = z.object({
  about: z.string().trim().max(5000, "The description must be at most 5,000 characters.").optional(),
  free_shipping_minimum: dollars("The free-shipping minimum").nullable().optional(),
  shipping_fee: dollars("The shipping fee").nullable().optional(),
  payment_terms: z.string().trim().max(300, "Payment terms must be at most 300 characters.").nullable().optional(),
  // days after delivery a buyer may ask for a return; 0: no returns
  return_window_days: z.coerce
    .number({ error: "The return window must be a number of days." })
    .int("The return window must be a whole number of days.")
    .min(0, "The return window must be 0 days (no returns) or more.")
    .max(365, "The return window must be at most 365 days.")
    .optional(),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsSchema>;

const role = z.enum(MEMBER_ROLES, { error: `The role must be one of: ${MEMBER_ROLES.join(", ")}.` });

export const teamInviteSchema = z.object({
  email: z.email("Please enter a valid e-mail address.").trim().toLowerCase().max(200),
  name: z
    .string()
    .trim()
    .min(1, "Please enter the person's name.")
    .max(120, "The name must be at most 120 characters."),
  role,
});

export const teamRoleSchema = z.object({ role });

const cents = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be $0 or more.`)
    .max(1_000_000, `${label} must be at most $1,000,000.`)
    .transform(dollarsToCents);

export const PAYMENT_TYPES = ["one-time", "monthly", "yearly", "per-visit"] as const;

export const planSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, "Every plan needs a name.").max(120, "A plan name must be at most 120 characters."),
  type: z
    .string()
    .trim()
    .min(1, "Every plan needs a payment type.")
    .max(40, "A payment type must be at most 40 characters."),
  fee: cents("The fee"),
  additional_fee: cents("The additional fee").default(0),
  equipment_fee: cents("The equipment fee").default(0),
});

export const serviceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "The service needs a name.")
    .max(200, "A service name must be at most 200 characters."),
  description: z.string().trim().max(10_000, "The description must be at most 10,000 characters.").default(""),
  category_name: z.string().trim().max(120).nullable().optional(),
  published: z.boolean().default(true),
  plans: z.array(planSchema).min(1, "A service needs at least one plan.").max(20, "A service has at most 20 plans."),
});
export type ServiceInput = z.infer<typeof serviceSchema>;

export const servicePatchSchema = serviceSchema.partial();
export type ServicePatch = z.infer<typeof servicePatchSchema>;
