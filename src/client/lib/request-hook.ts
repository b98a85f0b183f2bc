// A mutation hook for one request, so each endpoint is called from one place. Offline, the call fails at once
// with its message (query-client.ts); what to refresh afterwards is the caller's, and mutateAsync throws the
// failure for the form to show.
import { useMutation } from '@tanstack/react-query';

export function requestHook<A, T = unknown>(request: (input: A) => Promise<T>) {
  return function useRequest() {
    return useMutation({ mutationFn: request });
  };
}
