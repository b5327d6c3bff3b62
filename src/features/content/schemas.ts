import { z } from "zod";

const email = z.string().trim().min(1, "Email is required.").email("Enter a valid email address.").max(200);

export const contactInput = z.object({
  name: z.string().trim().min(2, "Name is required.").max(120),
  email,
  subject: z.string().trim().min(3, "Subject is required.").max(160),
  message: z.string().trim().min(10, "Message must be at least 10 characters.").max(5000),
});
export type ContactInput = z.infer<typeof contactInput>;

export const vendorApplicationInput = z.object({
  company: z.string().trim().min(2, "Company name is required.").max(160),
  contactName: z.string().trim().min(2, "Contact name is required.").max(120),
  email,
  phone: z.string().trim().max(40).optional().or(z.literal("")),
  website: z.string().trim().max(300).optional().or(z.literal("")),
  message: z.string().trim().max(5000).optional().or(z.literal("")),
});
export type VendorApplicationInput = z.infer<typeof vendorApplicationInput>;

export const repSearchInput = z.object({
  state: z.string().trim().max(40).optional(),
  vendor: z.coerce.number().int().positive().optional(),
  specialty: z.string().trim().max(80).optional(),
});
export type RepSearchInput = z.infer<typeof repSearchInput>;
