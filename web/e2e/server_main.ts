/**
 * The browser suites' server process (web/e2e/server.ts spawns it): api/main.ts's server with the
 * environment's settings, except that passwords are hashed at the tests' cost. The suites sign in
 * and make accounts hundreds of times, and what they assert does not depend on the cost, which
 * the environment cannot set below OWASP's minimum (ADR 0195).
 */
import { startServer, stopOnSignals } from "../../api/main.ts";
import { readSettings } from "../../api/settings.ts";
import { TEST_PASSWORD_HASHING } from "../../workers/settings.ts";

const settings = readSettings();
const security = { ...settings.security, passwordHashing: TEST_PASSWORD_HASHING };
stopOnSignals(await startServer({ ...settings, security }));
