// What every route's loader and guard can use.
import type { QueryClient } from '@tanstack/react-query';
import type { Resources } from 'i18next';
import type { SessionUser } from './session';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The translation namespaces the screen is drawn with: opened first, they load with its code rather than
     * after it (main.tsx). Screens opened later load theirs as they draw.
     */
    namespaces?: readonly (keyof Resources)[];
  }
}

export interface RouterContext {
  queryClient: QueryClient;
  fetchSession(): Promise<SessionUser | null>;
}
