// The ideas to use up what is about to go off: the same for everyone, read at most every 10 minutes and kept
// on the device (persisted-cache.ts), so an idea opens offline too.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { ideaKeys } from '@/client/lib/query-keys';

export type { Idea } from '@/shared/responses/ideas';

export const ideasQuery = queryOptions({
  queryKey: ideaKeys.all(),
  queryFn: () => api('get', '/api/ideas'),
  staleTime: 10 * 60_000,
});
