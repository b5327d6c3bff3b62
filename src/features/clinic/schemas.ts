import { z } from "zod";
import { CLINIC_ROLES } from "./rules";

const dollars = z.coerce.number().min(0, "Amounts cannot be negative.").max(10_000_000, "That amount is too large.");

export const decisionSchema = z.object({ comment: z.string().trim().max(1000).optional().default("") });
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
});
export const locationSchema = z.object({
  name: z.string().trim().min(1, "The location needs a name.").max(120),
  full_name: z.string().trim().max(120).optional().default(""),
  line1: z.string().trim().max(200).optional().default(""),
  line2: z.string().trim().max(200).optional().nullable(),
  city: z.string().trim().max(100).optional().default(""),
  state: z.string().trim().max(60).optional().default(""),
  zip: z.string().trim().max(10).optional().default(""),
  phone: z.string().trim().max(30).optional().nullable(),
  monthly_budget: dollars.nullable().optional(),
});
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
export const guideItemSchema = z.object({
  product_id: z.coerce.number().int().positive("Choose a product."),
  variation_id: z.coerce.number().int().positive().nullable().optional(),
  par_level: z.coerce
    .number()
    .int("The par level is a whole number.")
    .min(1, "The par level is at least 1.")
    .max(10_000),
});

export const reorderSchema = z
  .object({
    guide_id: z.number().int().positive().nullable().optional(),
    order_id: z.number().int().positive().nullable().optional(),
    location_id: z.number().int().positive().nullable().optional(),
    every_weeks: z.coerce.number().int().min(1, "Repeat every 1 to 12 weeks.").max(12, "Repeat every 1 to 12 weeks."),
    weekday: z.coerce.number().int().min(0, "Choose a weekday.").max(6, "Choose a weekday."),
    starts_on: z.iso.date("Enter the start date as YYYY-MM-DD.").nullable().optional(),
  })
  .refine((r) => !r.guide_id !== !r.order_id, { message: "Choose an order guide or a past order to repeat." });
export const skipSchema = z.object({ skip: z.boolean().optional().default(true) });
