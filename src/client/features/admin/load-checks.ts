// Loads the admin forms' checks (admin-checks.ts) once, when a form first needs them; a failed load is asked
// for again at the next check.
import { retryImport } from '@/client/lib/chunk-retry';
import type * as checks from './admin-checks';

type Checks = typeof checks;

let loading: Promise<Checks> | undefined;

export function adminChecks(): Promise<Checks> {
  return (loading ??= retryImport(() => import('./admin-checks')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}
