/**
 * The password check in front of the shared PGlite. PGlite answers every startup message with
 * AuthenticationOk, and pglite-socket 0.2.17 has no authentication hook, so this module plays
 * the server's side of the Postgres startup phase itself: it reads the StartupMessage (refusing
 * SSL and GSS encryption, as PGlite does), asks for a cleartext password, compares it in
 * constant time, and only then gives the connection back with the StartupMessage unread, for
 * PGlite to answer as usual. Cleartext is enough here: the socket listens on loopback only,
 * where other unprivileged users cannot see the traffic.
 */
import { Buffer } from "node:buffer";
import type { Socket } from "node:net";
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";

const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/** PostgreSQL's own limit for a startup packet. */
const MAX_STARTUP_BYTES = 10_000;
const MAX_PASSWORD_BYTES = 1_024;
/** A client that has not finished the startup by then is dropped, so it holds no slot. */
export const STARTUP_TIMEOUT_MS = 10_000;

/** Whether two passwords are equal, in time that depends on neither. */
export function passwordMatches(given: Uint8Array, expected: string): boolean {
  return constantTimeEqual(sha256(given), sha256(new TextEncoder().encode(expected)));
}

/** Bytes the client sent that belong to PGlite: its StartupMessage and anything after it. */
export type AdmittedBytes = Buffer;

/**
 * Runs the startup phase on a freshly accepted socket. Resolves with the bytes to hand to PGlite
 * (the socket is then paused, with no listener of ours left) or null when the client was refused
 * or went away (the socket is then closed).
 */
export function requirePassword(socket: Socket, password: string): Promise<AdmittedBytes | null> {
  return new Promise((resolve) => {
    let pending = Buffer.alloc(0);
    let startup: Buffer | null = null;
    let user = "";

    const finish = (admitted: AdmittedBytes | null) => {
      socket.off("data", onData);
      socket.off("error", onEnd);
      socket.off("close", onEnd);
      socket.off("timeout", onTimeout);
      socket.setTimeout(0);
      if (admitted) socket.pause();
      resolve(admitted);
    };
    const refuse = (code: string, message: string) => {
      socket.end(errorResponse(code, message));
      finish(null);
    };
    const onEnd = () => finish(null);
    const onTimeout = () => {
      socket.destroy();
      finish(null);
    };

    function onData(chunk: Buffer) {
      pending = Buffer.concat([pending, chunk]);
      if (!startup) readStartup();
      if (startup) readPassword(startup);
    }

    function readStartup() {
      while (pending.length >= 8) {
        const length = pending.readInt32BE(0);
        const code = pending.readInt32BE(4);
        if (length < 8 || length > MAX_STARTUP_BYTES) {
          return refuse("08P01", "invalid startup packet length");
        }
        if (pending.length < length) return;
        if ((code === SSL_REQUEST || code === GSSENC_REQUEST) && length === 8) {
          socket.write("N"); // no encryption on loopback; the client then sends its startup
          pending = pending.subarray(8);
          continue;
        }
        if (code === CANCEL_REQUEST) {
          socket.destroy(); // PGlite has no backend to cancel
          return finish(null);
        }
        if (code !== PROTOCOL_3) return refuse("08P01", "unsupported frontend protocol");
        startup = pending.subarray(0, length);
        user = startupParameter(startup, "user") ?? "";
        pending = pending.subarray(length);
        socket.write(AUTHENTICATION_CLEARTEXT_PASSWORD);
        return;
      }
    }

    function readPassword(startupMessage: Buffer) {
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending[0] !== 0x70 || length < 5 || length > MAX_PASSWORD_BYTES + 5) {
        return refuse("08P01", "expected a password message");
      }
      if (pending.length < 1 + length) return;
      const given = pending.subarray(5, length); // without the terminating NUL
      const rest = pending.subarray(1 + length);
      if (pending[length] !== 0 || !passwordMatches(given, password)) {
        return refuse("28P01", `password authentication failed for user "${user}"`);
      }
      finish(Buffer.concat([startupMessage, rest]));
    }

    socket.on("data", onData);
    socket.on("error", onEnd);
    socket.on("close", onEnd);
    socket.on("timeout", onTimeout);
    socket.setTimeout(STARTUP_TIMEOUT_MS);
  });
}

/** AuthenticationCleartextPassword: 'R', length 8, method 3. */
const AUTHENTICATION_CLEARTEXT_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** A FATAL ErrorResponse with an SQLSTATE code, as PostgreSQL sends before closing. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head[0] = 0x45;
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

/** One parameter of a StartupMessage (after length and protocol: NUL-terminated pairs). */
function startupParameter(message: Buffer, name: string): string | undefined {
  const parts = message.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < parts.length; i += 2) {
    if (parts[i] === name) return parts[i + 1];
  }
  return undefined;
}
