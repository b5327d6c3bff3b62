import { z } from "zod";
import { ADJUST_REASONS } from "./rules";

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const note = z.string().trim().max(500, "Keep the note under 500 characters.").optional().nullable();

export const STOCK_FILTERS = ["expiring", "expired", "below_par", "controlled"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** `GET /api/clinic/inventory` and the page: which location, a search, one filter, the page. */
export const stockQuerySchema = z.object({
  location_id: id("Choose one of your locations.").optional(),
  q: z.string().trim().max(100, "Keep the search under 100 characters.").optional(),
  filter: z
    .enum(STOCK_FILTERS, { message: "The filter is one of expiring, expired, below_par or controlled." })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  page: z.coerce.number().int().min(1, "The page starts at 1.").max(100_000).optional(),
});
export type StockQuery = z.infer<typeof stockQuerySchema>;

export const receiveSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: id("Name each line by its line_id."),
        quantity: z.coerce.number({ error: "Give the quantity received." }).int("Give a whole number received."),
        note,
      }),
      { error: "Give the lines as a list." },
    )
    .min(1, "Give at least one line, or leave lines out to receive everything.")
    .max(500)
    .optional(),
});

/** One change to a lot: by its id, or by location, product and lot; the quantity is signed. */
export const adjustSchema = z
  .object({
    inventory_id: id("That lot does not exist.").optional(),
    location_id: id("Choose one of your locations.").optional(),
    product_id: id("Choose a product.").optional(),
    lot: z.string().trim().max(40).optional(),
    quantity: z.coerce
      .number({ error: "Give the quantity as a whole number (negative when units leave)." })
      .int("Give the quantity as a whole number (negative when units leave).")
      .optional(),
    /** a count may give what is on the shelf instead of the difference */
    counted: z.coerce.number().int("Give the count as a whole number.").min(0, "A count is zero or more.").optional(),
    reason: z.enum(ADJUST_REASONS, { message: "The reason is one of used, wasted, transfer, count or recall." }),
    to_location_id: id("Choose the location the units go to.").optional(),
    note,
  })
  .refine((v) => v.inventory_id !== undefined || (v.location_id !== undefined && v.product_id !== undefined), {
    message: "Name the lot: its inventory_id, or location_id, product_id and lot.",
  })
  .refine((v) => v.quantity !== undefined || (v.reason === "count" && v.counted !== undefined), {
    message: "Give the quantity as a whole number (negative when units leave).",
  });
export type AdjustInput = z.infer<typeof adjustSchema>;

export const parSchema = z.object({
  location_id: id("Choose one of your locations."),
  product_id: id("Choose a product."),
  par_level: z.coerce
    .number({ error: "Give the par level as a whole number." })
    .int("Give the par level as a whole number.")
    .min(0, "The par level is zero or more (zero removes it).")
    .max(100_000, "That par level is too large."),
  reorder_quantity: z.coerce
    .number()
    .int("Give the reorder quantity as a whole number.")
    .min(0, "The reorder quantity is zero or more.")
    .max(100_000, "That reorder quantity is too large.")
    .optional()
    .default(0),
});
export type ParInput = z.infer<typeof parSchema>;

export const belowParCartSchema = z.object({
  location_id: id("Choose one of your locations."),
  product_ids: z.array(id("Choose products of the list.")).max(500).optional(),
});
