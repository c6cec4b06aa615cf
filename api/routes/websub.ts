/**
 * The WebSub callbacks (issue 26; the subscriber is workers/feeds/push/): `/api/websub/{id}`, one
 * per subscription, called by hubs, never by a browser. Mounted in api/app.ts before the
 * session, CSRF, 1 MiB body limit and NUL check: a hub sends no cookie and no Origin, and a
 * pushed feed may be as large as a fetched one (the sync's 5 MiB), which this route bounds
 * itself. Both calls are public: the GET echoes a challenge only for a subscription we asked
 * for, and the POST reads only a body signed with the subscription's secret (ADR
 * 0121).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { answerVerification } from "../../workers/feeds/push/intent.ts";
import { readCapped } from "../../workers/feeds/fetch/body_reader.ts";
import { MAX_BODY_BYTES } from "../../workers/feeds/fetch/fetcher.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { HubVerificationQuery } from "../schemas/websub.ts";
import { onInvalid } from "../validation.ts";

/** What a verification we did not ask for is answered (a 404). */
export const UNKNOWN_SUBSCRIPTION = "Unknown subscription";

/** The shape of a subscription id (a random UUID): anything else is no subscription of ours. */
const SUBSCRIPTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const websub = new Hono<AppEnv>()
  .get("/:id", zValidator("query", HubVerificationQuery, onInvalid), async (c) => {
    const id = c.req.param("id");
    const query = c.req.valid("query");
    const answer = SUBSCRIPTION_ID.test(id)
      ? await answerVerification(c.var.db, id, {
        mode: query["hub.mode"],
        topic: query["hub.topic"],
        challenge: query["hub.challenge"],
        leaseSeconds: query["hub.lease_seconds"],
      }, c.var.now())
      : null;
    if (answer === null) throw new ApiError(404, UNKNOWN_SUBSCRIPTION);
    return c.text(answer, 200);
  })
  .post("/:id", async (c) => {
    const id = c.req.param("id");
    // Answered 2xx whatever it holds (W3C WebSub §8): what is dropped is only logged.
    let body: Uint8Array;
    try {
      body = await readCapped(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`feeds/push: dropped a push to ${id}: ${message}`);
      return c.body(null, 202);
    }
    if (SUBSCRIPTION_ID.test(id)) {
      c.var.sync.acceptPush(id, {
        body,
        signature: c.req.header("x-hub-signature") ?? null,
        contentType: c.req.header("content-type") ?? null,
      });
    }
    return c.body(null, 202);
  });
