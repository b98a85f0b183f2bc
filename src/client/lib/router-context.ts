// What every route's loader and guard can use.
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from './session';

export interface RouterContext {
  queryClient: QueryClient;
  fetchSession(): Promise<SessionUser | null>;
}
