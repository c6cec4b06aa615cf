/**
 * /api/auth/tokens (issue 28): the caller's personal API tokens. POST makes one and answers it
 * the only time it exists; GET lists them (never the token); DELETE revokes one at once. Managed
 * only from a signed-in session: a token cannot mint, list or revoke tokens, so a leaked one
 * cannot make itself a longer life or more scopes (ADR 0133).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  type ApiTokenRow,
  countLiveApiTokens,
  deleteApiToken,
  listApiTokens,
} from "../../db/queries/api_tokens.ts";
import { API_TOKEN_MAX_PER_USER, grantableScopes } from "../../domain/api_tokens.ts";
import { createApiToken } from "../auth/api_tokens.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import {
  API_TOKEN_MESSAGES,
  type ApiTokenAnswer,
  type ApiTokenListResponse,
  CreateApiTokenBody,
  type CreatedApiTokenResponse,
} from "../schemas/api_tokens.ts";
import type { MessageResponse } from "../schemas/message.ts";
import { onInvalid } from "../validation.ts";

/** A signed-in session, not a bearer token. */
const requireSession = (): MiddlewareHandler<AppEnv> =>
  async function requireSession(c, next) {
    if (c.var.apiToken) throw new ApiError(403, API_TOKEN_MESSAGES.sessionOnly);
    await next();
  };

const TokenId = z.object({ id: z.string().max(64) });

/** The JSON of a stored token. */
function toAnswer(row: ApiTokenRow): ApiTokenAnswer {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export const apiTokens = new Hono<AppEnv>()
  .use(requireUser())
  .use(requireSession())
  .get("/", async (c) => {
    const rows = await listApiTokens(c.var.db, currentUser(c).id);
    const answer: ApiTokenListResponse = { tokens: rows.map(toAnswer) };
    return c.json(answer);
  })
  .post("/", zValidator("json", CreateApiTokenBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const user = currentUser(c);
    const now = c.var.now();
    const grantable = grantableScopes(user.role);
    if (body.scopes.some((scope) => !grantable.includes(scope))) {
      const message = API_TOKEN_MESSAGES.adminScopeForbidden;
      throw new ApiError(403, message, { errors: { scopes: message } });
    }
    if (await countLiveApiTokens(c.var.db, user.id, now) >= API_TOKEN_MAX_PER_USER) {
      throw new ApiError(409, API_TOKEN_MESSAGES.tooMany);
    }
    const { token, row } = await createApiToken(c.var.db, user.id, { ...body, now });
    const answer: CreatedApiTokenResponse = { ...toAnswer(row), token };
    return c.json(answer, 201);
  })
  .delete("/:id", zValidator("param", TokenId, onInvalid), async (c) => {
    const { id } = c.req.valid("param");
    if (!await deleteApiToken(c.var.db, currentUser(c).id, id)) {
      throw new ApiError(404, API_TOKEN_MESSAGES.notFound);
    }
    const answer: MessageResponse = { message: API_TOKEN_MESSAGES.revoked };
    return c.json(answer);
  });
