import { z } from "zod";
import { hasWholeCents } from "@/lib/money";
import { LISTING_STATUS_NAMES } from "./rules";

// The inputs of the operator's day-to-day work: listings and takedowns, sellers, credentials,
// orders (cancel, refund, notes) and the announcement preview. One schema per input, shared by the
// route, the page's filter parsing and the tests.

const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const page = z.coerce.number().int().min(1, "page starts at 1").max(100_000).optional();
const search = z
  .string()
  .trim()
  .max(120, "Keep the search under 120 characters.")
  .optional()
  .transform((v) => v || undefined);
const reason = (whoReads: string) =>
  z
    .string({ message: `Give ${whoReads} a reason.` })
    .trim()
    .min(3, `Give ${whoReads} a reason (at least 3 characters).`)
    .max(500, "Keep the reason under 500 characters.");

export const REGULATORY_FILTER = ["none", "rx", "CII", "CIII", "CIV", "CV"] as const;

export const productQuerySchema = z.object({
  q: search,
  vendor: blank(z.coerce.number().int().positive("Not a valid vendor.")),
  status: blank(z.enum(LISTING_STATUS_NAMES, { message: `Status is one of ${LISTING_STATUS_NAMES.join(", ")}.` })),
  class: blank(z.enum(REGULATORY_FILTER, { message: `Class is one of ${REGULATORY_FILTER.join(", ")}.` })),
  page,
});
export type ProductFilters = Partial<z.infer<typeof productQuerySchema>>;

/** POST /api/admin/products/{id}: take down with a reason the vendor reads, or restore. */
export const productActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("takedown"), reason: reason("the vendor") }),
    z.object({ action: z.literal("restore") }),
  ],
  { message: "Choose takedown or restore." },
);

export const SELLER_STATUSES = ["active", "suspended"] as const;
export const sellerQuerySchema = z.object({
  q: search,
  status: blank(z.enum(SELLER_STATUSES, { message: "Status is active or suspended." })),
  review: blank(z.enum(["first", "direct"], { message: "Review is first or direct." })),
  page,
});
export type SellerFilters = Partial<z.infer<typeof sellerQuerySchema>>;

/** POST /api/admin/compliance/{kind}/{id}: reject one waiting, or revoke one verified; the clinic reads the reason. */
export const credentialDecisionSchema = z.object({
  decision: z.enum(["reject", "revoke"], { message: "Choose reject or revoke." }),
  reason: reason("the clinic"),
});

const dollars = z.coerce
  .number({ message: "Enter the refund in dollars, like 12.50." })
  .positive("Enter a refund above $0.")
  .max(1_000_000, "Enter a refund below $1,000,000.")
  .refine(hasWholeCents, "Enter the refund in dollars and cents, like 12.50.");

/** POST /api/admin/orders/{id}: cancel, refund an amount, or add an internal note. */
export const orderActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("cancel"), reason: reason("the buyer") }),
    z.object({ action: z.literal("refund"), amount: dollars, reason: reason("the buyer") }),
    z.object({
      action: z.literal("note"),
      note: z
        .string({ message: "Write the note." })
        .trim()
        .min(1, "Write the note.")
        .max(2000, "Keep the note under 2,000 characters."),
    }),
  ],
  { message: "Choose cancel, refund or note." },
);
export type OrderAction = z.infer<typeof orderActionSchema>;

export const announcementHistoryQuerySchema = z.object({ page });

export const itemQuerySchema = z.object({ q: search, page });

/** POST /api/admin/items/{id}: merge this item into another, or split one of its listings out. */
export const itemActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("merge"),
      into: z.coerce
        .number({ message: "Give the number of the item to merge into." })
        .int("Give the number of the item to merge into.")
        .positive("Give the number of the item to merge into."),
    }),
    z.object({
      action: z.literal("split"),
      product_id: z.coerce.number({ message: "Say which listing to split out." }).int().positive(),
    }),
  ],
  { message: "The action is merge or split." },
);
