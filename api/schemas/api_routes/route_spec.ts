/**
 * How a route of /api is declared (ADR 0140): its summary, who may call it, and
 * the zod schemas of its query, body and answers. api/openapi/document.ts makes the OpenAPI
 * document from these declarations, api/openapi/validate_responses.ts checks every answer of the
 * API tests against them, and the web takes its answer types from them (`AnswerOf`). Zod only:
 * the web imports this folder.
 */
import type { z } from "zod";

/**
 * Who may call a route: anyone, any signed-in caller (session cookie or bearer token), admins
 * (and superadmins), or superadmins only. Calls with a secret in the path are "public".
 */
export type Audience = "public" | "signedIn" | "admin" | "superadmin";

/** An answer that is not JSON (a file, a page, a redirect, or no body at all). */
export interface RawAnswer {
  /** Its media type; null for an answer without a body (204, 302, 304). */
  contentType: string | null;
  description: string;
}

/** One status's answer: a zod schema of its JSON, or a {@link RawAnswer}. */
export type Answer = z.ZodType | RawAnswer;

/** The declaration of one route. */
export interface RouteSpec {
  summary: string;
  audience: Audience;
  /** Longer text for the reference page (markdown). */
  description?: string;
  query?: z.ZodType;
  /** The JSON body, or a raw one (the OPML import's file). */
  body?: z.ZodType | RawAnswer;
  /** The success answers by status; every error answer is the one error format. */
  responses: Record<number, Answer>;
  /** Error statuses the route itself answers, beyond those its audience and input imply. */
  errors?: number[];
}

/** A non-JSON answer or body. */
export function raw(contentType: string | null, description: string): RawAnswer {
  return { contentType, description };
}

/** True for a {@link RawAnswer}, false for a zod schema. */
export function isRaw(answer: Answer | undefined): answer is RawAnswer {
  return answer !== undefined && "contentType" in answer && "description" in answer &&
    !("_zod" in answer);
}
