// How many event streams each user holds open on this instance, and the refusal of one too many.
import { HttpError } from '../http/errors';

/**
 * One person's tabs and devices stay far below it; it bounds the memory and sockets one account can take.
 * Past it the new stream is refused rather than the oldest closed: a closed EventSource reconnects by
 * itself, so closing the oldest would make the tabs push each other out in turn, for ever.
 */
export const MAX_STREAMS_PER_USER = 10;

export interface StreamLimit {
  /** Takes a place for a stream of `userId`, or throws 429; returns how to give it back (once). */
  claim(userId: string): () => void;
}

export function streamLimit(max = MAX_STREAMS_PER_USER): StreamLimit {
  const open = new Map<string, number>();
  return {
    claim(userId) {
      const count = open.get(userId) ?? 0;
      if (count >= max) throw new HttpError(429, 'too_many_streams', 'errors.events.tooManyStreams', { max });
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
  };
}
