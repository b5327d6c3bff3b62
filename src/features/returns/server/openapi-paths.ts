import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  openApiDownload as download,
  openApiErrors as errors,
  openApiIdPath as idPath,
  openApiJson as json,
  openApiOk as ok,
} from "@/features/vendor-portal/server";
import { RETURN_STATUSES } from "../rules";
import { approveReturnSchema, rejectReturnSchema } from "../schemas";

const line = z.object({
  line_id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  reason: z.string(),
  reason_label: z.string(),
});
const refund = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    tax: z.number(),
    commission_reversed: z.number(),
    credit_note_number: z.string().nullable(),
    status: z.string().meta({ description: "pending (card, settling), succeeded or failed" }),
  })
  .nullable();
const vendorReturn = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  rma_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(line),
  dea_form: z.string().nullable().meta({ description: "the clinic's DEA 222 form number (Schedule II lines)" }),
  label_note: z.string().nullable(),
  reject_reason: z.string().nullable(),
  clinic: z.string().nullable(),
  refund,
});
const step = (summary: string, body?: z.ZodType) => ({
  post: {
    summary,
    requestParams: { path: idPath },
    ...(body ? { requestBody: { content: { "application/json": { schema: body } } } } : {}),
    responses: {
      "200": json(ok({ id: z.number().int(), rma_number: z.string(), status: z.string() }), "The return's new status"),
      "409": json(
        z.object({ success: z.literal(false), message: z.string() }),
        "The return is not at a step that allows this",
      ),
      ...errors,
    },
  },
});

/** Returns (RMAs) in the vendor API: the list and the three steps. */
export const returnPaths: ZodOpenApiPathsObject = {
  "/returns": {
    get: {
      summary: "Returns buyers asked for, newest first (filter by status, search by RMA, order, clinic or product)",
      requestParams: {
        query: z.object({
          status: z.enum(RETURN_STATUSES).optional(),
          q: z.string().optional(),
          page: z.coerce.number().int().min(1).optional(),
        }),
      },
      responses: {
        "200": json(
          ok({ data: z.array(vendorReturn), total: z.number().int(), page: z.number().int() }),
          "A page of 25",
        ),
        ...errors,
      },
    },
  },
  "/returns/{id}/credit-note": {
    get: {
      summary: "The credit note a received return settled as (invoice-terms orders), as a PDF",
      requestParams: { path: idPath },
      responses: { "200": download("application/pdf", "The credit note"), ...errors },
    },
  },
  "/returns/{id}/approve": step(
    "Approve a requested return; the buyer gets the RMA number and the label note",
    approveReturnSchema,
  ),
  "/returns/{id}/reject": step("Reject a return not yet received, with a reason the buyer reads", rejectReturnSchema),
  "/returns/{id}/receive": step(
    "The parcel arrived (owners and managers): refunds the lines with a credit note (invoice terms) or a pending card refund",
  ),
};
