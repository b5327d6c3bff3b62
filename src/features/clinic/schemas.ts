import { z } from "zod";
import { CLINIC_ROLES } from "./rules";

const dollars = z.coerce.number().min(0, "Amounts cannot be negative.").max(10_000_000, "That amount is too large.");

export const decisionSchema = z.object({
  comment: z.string().trim().max(1000, "Keep the comment under 1,000 characters.").optional().default(""),
});
/** A rejection says why: the requester reads it, and can mend the request and send it again. */
export const rejectSchema = z.object({
  comment: z
    .string({ error: "Give a reason for rejecting: the requester reads it." })
    .trim()
    .min(1, "Give a reason for rejecting: the requester reads it.")
    .max(1000, "Keep the reason under 1,000 characters."),
});
export const switchSchema = z.object({
  clinic_id: z.string().trim().min(1, "Choose a clinic."),
  location_id: z.coerce.number().int().positive().optional(),
});
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address."),
  role: z.enum(CLINIC_ROLES, { message: "Choose a role: owner, manager, purchaser, requester or viewer." }),
});
/** The secret from the invitation mail's link; absent when the account's address is already verified. */
export const acceptInvitationSchema = z.object({ token: z.string().trim().max(200).optional() });
export const memberUpdateSchema = z.object({
  role: z.enum(CLINIC_ROLES, { message: "Choose a role: owner, manager, purchaser, requester or viewer." }).optional(),
  order_limit: dollars.nullable().optional(),
  /** the locations the member works at; an empty list: every location */
  location_ids: z
    .array(z.coerce.number().int().positive("Choose locations of this clinic."), {
      error: "Choose the member's locations as a list.",
    })
    .max(500)
    .optional(),
});
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
/** A location's address fields: every order placed for it ships there, so the address is whole. */
const addressFields = {
  name: required("The location needs a name.", 120),
  full_name: z.string().trim().max(120, "The recipient's name is too long."),
  line1: required("Enter the street address.", 200),
  line2: z.string().trim().max(200, "The second address line is too long.").optional().nullable(),
  city: required("Enter the city.", 100),
  state: z
    .string({ error: "Enter the state as its two-letter code, e.g. MO." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Enter the state as its two-letter code, e.g. MO."),
  zip: z
    .string({ error: "Enter the ZIP code, e.g. 64108." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter the ZIP code as 5 digits (or ZIP+4), e.g. 64108."),
  phone: z.string().trim().max(30, "The phone number is too long.").optional().nullable(),
};
export const locationSchema = z.object({
  ...addressFields,
  full_name: addressFields.full_name.optional().default(""),
  monthly_budget: dollars.nullable().optional(),
});
/** An edit: the address (the owner's) and the monthly budget (managers' too), any of them. */
export const locationUpdateSchema = z
  .object({ ...addressFields, monthly_budget: dollars.nullable() })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Change the address or the budget." });
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;
export const budgetSchema = z.object({ monthly_budget: dollars.nullable() });
export const ruleSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("total_over"),
    location_id: z.number().int().positive().nullable().optional(),
    amount: dollars,
  }),
  z.object({
    kind: z.literal("vendor"),
    location_id: z.number().int().positive().nullable().optional(),
    vendor_id: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal("category"),
    location_id: z.number().int().positive().nullable().optional(),
    category_id: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal("regulatory"),
    location_id: z.number().int().positive().nullable().optional(),
    classes: z.array(z.enum(["rx", "CII", "CIII", "CIV", "CV"])).min(1, "Choose at least one class."),
  }),
]);
export const settingsSchema = z
  .object({ self_approval: z.boolean().optional(), ship_to_other_addresses: z.boolean().optional() })
  .refine((b) => b.self_approval !== undefined || b.ship_to_other_addresses !== undefined, {
    message: "Choose a setting to change.",
  });
export type SettingsBody = z.infer<typeof settingsSchema>;
export type RuleBody = z.infer<typeof ruleSchema>;
export type LocationBody = z.infer<typeof locationSchema>;
export const idParam = z.coerce.number().int().positive("That id is not valid.");
export const guideSchema = z.object({
  name: z.string().trim().min(1, "The order guide needs a name.").max(120),
  location_id: z.coerce.number().int().positive().nullable().optional(),
});
/** A guide's item: a product picked from search (its id), or typed by SKU; and its par level. */
export const guideItemSchema = z
  .object({
    product_id: z.coerce.number().int().positive("Choose a product.").optional(),
    sku: z.string().trim().max(80, "That SKU is too long.").optional(),
    variation_id: z.coerce.number().int().positive().nullable().optional(),
    par_level: z.coerce
      .number({ error: "Enter the par level as a whole number." })
      .int("The par level is a whole number.")
      .min(1, "The par level is at least 1.")
      .max(10_000, "The par level is at most 10,000."),
  })
  .refine((b) => b.product_id !== undefined || !!b.sku, {
    message: "Search for a product or type its SKU.",
  });
export type GuideItemBody = z.infer<typeof guideItemSchema>;

export const reorderSchema = z
  .object({
    guide_id: z.number().int().positive().nullable().optional(),
    order_id: z.number().int().positive().nullable().optional(),
    /** every product with a par level at the location, up to par when the run is placed */
    up_to_par: z.boolean().optional(),
    location_id: z.number().int().positive().nullable().optional(),
    every_weeks: z.coerce.number().int().min(1, "Repeat every 1 to 12 weeks.").max(12, "Repeat every 1 to 12 weeks."),
    weekday: z.coerce.number().int().min(0, "Choose a weekday.").max(6, "Choose a weekday."),
    starts_on: z.iso.date("Enter the start date as YYYY-MM-DD.").nullable().optional(),
  })
  .refine((r) => [!!r.guide_id, !!r.order_id, !!r.up_to_par].filter(Boolean).length === 1, {
    message: "Choose an order guide or a past order to repeat.",
  });
export const skipSchema = z.object({ skip: z.boolean().optional().default(true) });
