/** Numeric path parameters: an id that is not a positive whole number names nothing (404). */
import { ApiError } from "../errors.ts";

/** The id of `/:id`, or a 404 with `notFound` when it cannot be one. */
export function parseId(value: string, notFound: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new ApiError(404, notFound);
  const id = Number(value);
  if (id > 2_147_483_647) throw new ApiError(404, notFound);
  return id;
}
