import { z } from "zod";
import { DOCUMENT_KINDS, passwordProblem, POSITIONS } from "./rules";

const name = (label: string) => z.string().trim().min(1, `${label} is required.`).max(80, `${label} is too long.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const emailSchema = z.string().trim().toLowerCase().email("Enter a valid email address.").max(254);

export const registerSchema = z
  .object({
    email: emailSchema,
    password: z.string(),
    firstName: name("First name"),
    lastName: name("Last name"),
    clinicName: name("Clinic name"),
    position: z.enum(POSITIONS, { message: "Choose a position." }),
    state: name("State"),
    country: name("Country"),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.email);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const saveCoinsSchema = z.object({
  customer_id: z.union([z.string(), z.number()]).optional(),
  url: z.literal("signin", { message: "The url must be 'signin'." }),
});

export const socialLoginSchema = z.object({
  first_name: z.string().trim().max(80).default(""),
  last_name: z.string().trim().max(80).default(""),
  type: z.literal("Web", { message: "type must be 'Web'." }),
  id: z.string().trim().min(1, "id is required.").max(255),
  account_type: z.enum(["google", "microsoft"], { message: "account_type must be google or microsoft." }),
  email: emailSchema,
});

export const userIdSchema = z
  .string()
  .trim()
  .min(1, "userId is required.")
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "userId is malformed.");

export const profileSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  clinicName: optionalText(120),
  state: optionalText(80),
  country: optionalText(80),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * What Better Auth's own update-user endpoint may change: the same profile fields and limits, nothing
 * else. Position, level, coins and status flags decide what an account may do and are never the
 * owner's to set.
 */
export const selfUpdateSchema = z.strictObject(
  { ...profileSchema.partial().shape, name: z.string().trim().min(1).max(161).optional() },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `These fields cannot be changed here: ${issue.keys.join(", ")}.` : undefined,
  },
);

export const addressSchema = z.object({
  label: z.string().trim().min(1).max(40).default("Clinic"),
  fullName: name("Full name"),
  line1: z.string().trim().min(1, "Address line 1 is required.").max(120),
  line2: optionalText(120),
  city: z.string().trim().min(1, "City is required.").max(80),
  state: z.string().trim().min(1, "State is required.").max(80),
  zip: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, "Enter a valid ZIP or postal code."),
  country: z.string().trim().min(2).max(56).default("US"),
  phone: optionalText(30),
  isDefaultShipping: z.boolean().default(false),
  isDefaultBilling: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressSchema>;

export const documentKindSchema = z.enum(Object.keys(DOCUMENT_KINDS) as [keyof typeof DOCUMENT_KINDS], {
  message: "Choose a document type.",
});
