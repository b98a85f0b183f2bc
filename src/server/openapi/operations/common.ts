// What several groups of operations share.
import { z } from 'zod';

export const RANGE = { 'Content-Range': 'The rows answered and the total, e.g. 0-9/24.' };
export const RETRY = { 'Retry-After': 'Seconds to wait (429).' };
export const empty = (description: string) => ({ description });
/** What the auth library answers; the gateway passes it on (its session, its user). */
export const libraryAnswer = z.looseObject({});
