// Path parameters: a malformed id names nothing that exists, so it is answered as not found.
import { HttpError } from './errors';

const MAX_INTEGER_ID = 2_147_483_647;

/** A positive whole number that fits an integer column, or 404. */
export function integerIdParam(value: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_INTEGER_ID)) throw new HttpError(404, 'not_found', 'errors.notFound');
  return id;
}
