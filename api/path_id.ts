/** Numeric path parameters: an id that is not a positive whole number names nothing (404). */
import { ApiError } from "./errors.ts";
import { MAX_SERIAL_ID } from "./schemas/ids.ts";

/** The id of `/:id`, or a 404 with `notFound` when it cannot be one. */
export function parseId(value: string, notFound: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new ApiError(404, notFound);
  const id = Number(value);
  if (id > MAX_SERIAL_ID) throw new ApiError(404, notFound);
  return id;
}
