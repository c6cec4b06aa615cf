/**
 * Refuses, once for every /api route, text that PostgreSQL cannot store: a NUL anywhere in the
 * URL (path or query) or in a JSON body, and an unpaired UTF-16 surrogate in a JSON body. Let
 * through, either reaches a text parameter and the database's refusal becomes a 500.
 *
 * Where such text can come from, and why these checks cover it:
 * - the URL parser percent-encodes a raw NUL, so in a path or query a NUL is always "%00" (Hono
 *   decodes it for params and query values); a surrogate's UTF-8 form never decodes, so Hono
 *   leaves it percent-encoded and it stays harmless text;
 * - a body decoded as UTF-8 holds no raw lone surrogate (bad bytes become U+FFFD), so in JSON
 *   only the escapes `\u0000` and `\uD800`…`\uDFFF` (and a raw NUL) can make one.
 * Form bodies are not read by any route (every validator takes JSON), so they are not checked.
 *
 * The body is read with `c.req.text()`, which Hono caches: the validators' `c.req.json()` parses
 * that same text, so the body is read once. Mount after the body limit, which caps the read.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../errors.ts";

export const BAD_BYTES_MESSAGES = {
  nulInUrl: "The address contains a NUL character (%00), which is not allowed.",
  nulInBody: "The request body contains a NUL character (\\u0000), which is not allowed.",
  loneSurrogate:
    "The request body contains an unpaired UTF-16 surrogate (such as \\ud800), which is not valid text.",
} as const;

/** The media types Hono's JSON validator reads (`application/json`, `application/x+json`). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** 400 for a NUL in the URL or a NUL or lone surrogate in a JSON body; otherwise passes on. */
export const refuseBadBytes = (): MiddlewareHandler =>
  async function refuseBadBytes(c, next) {
    const url = new URL(c.req.url);
    if (url.pathname.includes("%00") || url.search.includes("%00")) {
      throw new ApiError(400, BAD_BYTES_MESSAGES.nulInUrl);
    }
    const mediaType = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
    if (c.req.raw.body && JSON_MEDIA_TYPE.test(mediaType)) {
      const bad = findBadJsonText(await c.req.text());
      if (bad === "nul") throw new ApiError(400, BAD_BYTES_MESSAGES.nulInBody);
      if (bad === "surrogate") throw new ApiError(400, BAD_BYTES_MESSAGES.loneSurrogate);
    }
    await next();
  };

const BACKSLASH = 0x5c;
const LETTER_U = 0x75;

/**
 * What JSON.parse would turn into a NUL ("nul") or an unpaired surrogate ("surrogate") in a
 * JSON text, or null. One left-to-right pass from backslash to backslash; an escaped backslash is
 * stepped over whole, so `\\u0000` (a backslash, then the letters u0000) is not a NUL. Malformed
 * escapes are left for JSON.parse to refuse.
 */
export function findBadJsonText(text: string): "nul" | "surrogate" | null {
  if (text.includes("\0")) return "nul";
  let at = text.indexOf("\\");
  while (at !== -1) {
    let next = at + 2; // past the backslash and the escaped character (never a backslash again)
    if (text.charCodeAt(at + 1) === LETTER_U) {
      const unit = hexUnitAt(text, at + 2);
      if (unit === 0) return "nul";
      if (isLowSurrogate(unit)) return "surrogate"; // a low one never pairs backwards
      if (isHighSurrogate(unit)) {
        const pairs = text.charCodeAt(at + 6) === BACKSLASH &&
          text.charCodeAt(at + 7) === LETTER_U && isLowSurrogate(hexUnitAt(text, at + 8));
        if (!pairs) return "surrogate";
        next = at + 8; // the low half's hex digits hold no backslash
      }
    }
    at = text.indexOf("\\", next);
  }
  return null;
}

/** The code unit written as four hex digits at `at`, or -1 when they are not four hex digits. */
function hexUnitAt(text: string, at: number): number {
  let unit = 0;
  for (let i = at; i < at + 4; i++) {
    const digit = hexValue(text.charCodeAt(i));
    if (digit < 0) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30; // 0-9
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10; // a-f, A-F
  return -1;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
