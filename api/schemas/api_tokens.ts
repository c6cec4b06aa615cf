/**
 * Personal API tokens (issue 28): the body of POST /api/auth/tokens and the answers of the token
 * calls. Shared by the route's validator, the web's dialog and the OpenAPI document.
 */
import { z } from "zod";
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
} from "../../domain/api_tokens.ts";
import { isoInstant } from "./answer_fields.ts";

/** The token calls' own words (our wording: the spec predates tokens). */
export const API_TOKEN_MESSAGES = {
  nameRequired: "Please give the token a name",
  nameTooLong: `Token names are at most ${API_TOKEN_NAME_MAX} characters`,
  scopeRequired: "Choose read or write access (or both)",
  scopeUnknown: "Unknown scope: choose read, write or admin",
  expiryRange: `Expiry must be between 1 and ${API_TOKEN_MAX_DAYS} days`,
  adminScopeForbidden: "Only administrators can give a token the admin scope",
  tooMany: "You have too many API tokens. Revoke one you no longer use first.",
  notFound: "API token not found",
  revoked: "API token revoked",
  /** The one answer to a revoked, expired, unknown or malformed token (constant time). */
  invalid: "Invalid or expired API token",
  /** A bearer call on a route its scope does not cover. */
  scopeMissing: (scope: string) => `This API token does not have the ${scope} scope`,
  /** Token management needs a signed-in session: a token cannot mint or revoke tokens. */
  sessionOnly: "API tokens are managed from a signed-in browser session, not with a token",
  rateLimited: "Too many requests with this API token. Please wait and try again.",
} as const;

/** One scope. */
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, {
  error: API_TOKEN_MESSAGES.scopeUnknown,
});

/** POST /api/auth/tokens {name, scopes, expiresInDays}. */
export const CreateApiTokenBody = z.object({
  name: z.string({ error: API_TOKEN_MESSAGES.nameRequired }).trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scopes: z.array(ApiTokenScopeSchema, { error: API_TOKEN_MESSAGES.scopeRequired })
    .max(API_TOKEN_SCOPES.length)
    .transform((scopes) => API_TOKEN_SCOPES.filter((s) => scopes.includes(s)))
    .refine((scopes) => scopes.includes("read") || scopes.includes("write"), {
      message: API_TOKEN_MESSAGES.scopeRequired,
    }),
  expiresInDays: z.number({ error: API_TOKEN_MESSAGES.expiryRange }).int(
    API_TOKEN_MESSAGES.expiryRange,
  ).min(1, API_TOKEN_MESSAGES.expiryRange).max(API_TOKEN_MAX_DAYS, API_TOKEN_MESSAGES.expiryRange)
    .default(API_TOKEN_DEFAULT_DAYS),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** A token as listed: never the token itself. */
export const ApiTokenAnswer = z.strictObject({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  createdAt: isoInstant,
  lastUsedAt: isoInstant.nullable(),
  expiresAt: isoInstant,
});
export type ApiTokenAnswer = z.infer<typeof ApiTokenAnswer>;

/** 201 of POST /api/auth/tokens: the token, shown this once (only its hash is kept). */
export const CreatedApiTokenResponse = ApiTokenAnswer.extend({ token: z.string() });
export type CreatedApiTokenResponse = z.infer<typeof CreatedApiTokenResponse>;

/** GET /api/auth/tokens. */
export const ApiTokenListResponse = z.strictObject({ tokens: z.array(ApiTokenAnswer) });
export type ApiTokenListResponse = z.infer<typeof ApiTokenListResponse>;
