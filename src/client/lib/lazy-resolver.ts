// A form's checks, loaded when they are first needed rather than with its screen: the schemas and the library
// they are written in are a sixth of what a sign-in screen would otherwise load before the user can type
// (ADR 038). They are asked for at the first focus in any field, so they are there by the first check; a
// check made before they arrive waits for them.
import type { resolvers } from './form-checks';
import { retryImport } from './chunk-retry';

type Resolvers = typeof resolvers;

let loading: Promise<Resolvers> | undefined;

function loadChecks(): Promise<Resolvers> {
  return (loading ??= retryImport(() => import('./form-checks')).then(
    (module) => module.resolvers,
    (error: unknown) => {
      // Asked for again at the next check: a lost connection does not leave the form without its checks.
      loading = undefined;
      throw error;
    },
  ));
}

let listening = false;

/** The checks start loading at the first focus in the page (a field, a button): before the first check. */
function loadAtFirstFocus(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('focusin', () => void loadChecks().catch(() => undefined), { once: true });
}

/** The resolver of the form named `name` in form-checks.ts, for `useForm({ resolver })`. */
export function formChecks<K extends keyof Resolvers>(name: K): Resolvers[K] {
  loadAtFirstFocus();
  // Every resolver takes (values, context, options): the one of `name`, once loaded, gets them as they came.
  type Check = (...args: unknown[]) => unknown;
  const resolver = async (...args: unknown[]) => ((await loadChecks())[name] as Check)(...args);
  return resolver as unknown as Resolvers[K];
}
