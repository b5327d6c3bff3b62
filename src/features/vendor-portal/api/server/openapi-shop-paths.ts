import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { API_SCOPES } from "../api-scopes";
import { apiKeyCreateSchema } from "../schema";
import {
  servicePatchSchema,
  serviceSchema,
  shopSettingsSchema,
  teamInviteSchema,
  teamRoleSchema,
} from "../../shop/schema";
import { webhookSchema } from "../schema";
import { errors, failure, file, idPath, json, ok } from "./openapi-parts";

const urls = z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() });
const settings = z.object({
  kind: z.enum(["vendor", "provider"]).meta({ description: "a service provider's profile has no shipping or terms" }),
  name: z.string(),
  slug: z.string(),
  about: z.string(),
  free_shipping_minimum: z.number().nullable(),
  shipping_fee: z.number().nullable(),
  payment_terms: z.string().nullable(),
  logo: urls.nullable(),
  header: urls.nullable(),
});
const member = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["owner", "manager", "staff"]),
  you: z.boolean(),
  joined_at: z.string(),
  pending: z.boolean().meta({ description: "invited and not yet signed in to the portal" }),
  invitation: z
    .object({ link: z.enum(["valid", "expired", "none"]), expires_at: z.string().nullable() })
    .nullable()
    .meta({ description: "a pending member's link to choose a password; null once they have joined" }),
});
const delivery = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  event: z.string(),
  attempt: z.number().int(),
  ok: z.boolean(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  expires_at: z.string().nullable().meta({ description: "the end of the key's last day (UTC); null: until revoked" }),
});
const listedKey = apiKey.extend({
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: z.enum(["active", "expired", "revoked"]),
});
const service = z.record(z.string(), z.unknown()).meta({ description: "id, name, description, published, plans" });

/** Shop settings or a provider's profile, team, webhook, API keys, a provider's services, and this document. */
export const shopPaths: ZodOpenApiPathsObject = {
  "/settings": {
    get: {
      summary: "Shop settings (a vendor) or profile (a service provider)",
      responses: { "200": json(ok({ data: settings }), "The settings"), ...errors },
    },
    patch: {
      summary:
        "Change the settings sent; staff may change the description only. A service provider has a description only (400 for the rest).",
      requestBody: { content: { "application/json": { schema: shopSettingsSchema } } },
      responses: { "200": json(ok({ data: settings }), "Saved"), ...errors },
    },
  },
  "/settings/pictures/{kind}": {
    post: {
      summary: "Replace the logo or the header picture (multipart field image), checked by its content",
      requestParams: { path: z.object({ kind: z.enum(["logo", "header"]) }) },
      requestBody: file("image"),
      responses: {
        "201": json(ok({ kind: z.string(), name: z.string(), urls }), "Replaced"),
        "413": json(failure, "The file is too large"),
        ...errors,
      },
    },
  },
  "/team": {
    get: {
      summary: "Your team (owners)",
      responses: { "200": json(ok({ data: z.array(member) }), "Oldest first"), ...errors },
    },
    post: {
      summary:
        "Invite someone by e-mail as manager or staff (owners): a single-use link to choose a password is mailed; they are pending until they first sign in; a removed member can be invited again",
      requestBody: { content: { "application/json": { schema: teamInviteSchema } } },
      responses: {
        "201": json(ok({ id: z.number().int(), email: z.string(), role: z.string() }), "Invited"),
        "409": json(failure, "The address is on a team or is a buyer's, or the team is full"),
        ...errors,
      },
    },
  },
  "/team/{id}": {
    patch: {
      summary:
        "Change a member's role (owners); the last owner keeps theirs, and a pending invitee cannot be made owner",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: teamRoleSchema } } },
      responses: {
        "200": json(ok({ id: z.number().int(), role: z.string() }), "Changed"),
        "409": json(failure, "The last owner, or owner for an invitee who has not signed in"),
        ...errors,
      },
    },
    delete: {
      summary:
        "Remove a member or revoke a pending invitation (owners); their sessions and links end; the last owner stays",
      requestParams: { path: idPath },
      responses: {
        "200": json(ok({ removed: z.number().int() }), "Removed"),
        "409": json(failure, "The last owner"),
        ...errors,
      },
    },
  },
  "/team/{id}/invitation": {
    post: {
      summary: "Mail a pending member a new link to choose a password (owners); earlier links stop working",
      requestParams: { path: idPath },
      responses: {
        "200": json(ok({ id: z.number().int(), email: z.string(), expires_at: z.string() }), "Sent"),
        "409": json(failure, "They have already joined"),
        ...errors,
      },
    },
  },
  "/webhook": {
    get: {
      summary: "The new-order webhook (owners) and its latest deliveries",
      responses: {
        "200": json(
          ok({
            webhook: z.object({ url: z.string(), secret: z.string(), created_at: z.string() }).nullable(),
            deliveries: z.array(delivery),
          }),
          "The webhook and up to 50 deliveries, newest first",
        ),
        ...errors,
      },
    },
    put: {
      summary:
        "Set the address (owners): https, a public host (a name is resolved and refused if any address is private, and checked again at each delivery); ?rotate=1 makes a new secret",
      requestParams: { query: z.object({ rotate: z.enum(["1"]).optional() }) },
      requestBody: { content: { "application/json": { schema: webhookSchema } } },
      responses: { "200": json(ok({ url: z.string(), secret: z.string() }), "Saved"), ...errors },
    },
    delete: {
      summary: "Remove the webhook (owners)",
      responses: { "200": json(ok({}), "Removed"), ...errors },
    },
  },
  "/api-keys": {
    get: {
      summary: "Your API keys (owners), without their secrets",
      responses: { "200": json(ok({ data: z.array(listedKey) }), "Newest first"), ...errors },
    },
    post: {
      summary:
        "Create a key (owners) with its scopes and, optionally, the last day it works (expires_on, at most 3 years ahead; an expired key is refused with 401); the secret is shown once",
      requestBody: { content: { "application/json": { schema: apiKeyCreateSchema } } },
      responses: { "201": json(ok({ ...apiKey.shape, key: z.string() }), "Created"), ...errors },
    },
  },
  "/api-keys/{id}": {
    delete: {
      summary: "Revoke a key (owners)",
      requestParams: { path: idPath },
      responses: { "200": json(ok({}), "Revoked"), ...errors },
    },
  },
  "/services": {
    get: {
      summary: "A service provider's services with their plans",
      responses: { "200": json(ok({ data: z.array(service) }), "By name"), ...errors },
    },
    post: {
      summary: "Create a service with plans (amounts in dollars); staff cannot set fees",
      requestBody: { content: { "application/json": { schema: serviceSchema } } },
      responses: { "201": json(ok({ data: service }), "Created"), ...errors },
    },
  },
  "/services/{id}": {
    get: {
      summary: "One of your services",
      requestParams: { path: idPath },
      responses: { "200": json(ok({ data: service }), "The service"), ...errors },
    },
    patch: {
      summary: "Change what is sent; plans replace the service's plans (those with an id are kept and edited)",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: servicePatchSchema } } },
      responses: { "200": json(ok({ data: service }), "Saved"), ...errors },
    },
  },
  "/openapi.json": {
    get: {
      summary: "This document (no key needed)",
      security: [],
      responses: { "200": json(z.record(z.string(), z.unknown()), "OpenAPI 3.1") },
    },
  },
};
