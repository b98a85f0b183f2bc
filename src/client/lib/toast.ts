// Toasts, with sonner's API, but sonner itself (about 10 KB) is loaded with the first toast rather than
// with the first screen: most visits never show one. Calls made meanwhile are shown, in order, once the
// toaster listens; each call answers its id at once, so it can be dismissed as with sonner.
import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { retryImport } from './chunk-retry';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';
type Id = string | number;

let sonner: Promise<Sonner> | undefined;
let markMounted: () => void = () => undefined;
let mounted = toasterMounted();
/** Whether a toast was asked for since the toaster last failed to arrive, and how many times it did. */
let wanted = false;
let failures = 0;
const listeners = new Set<() => void>();
let nextId = 0;

function toasterMounted(): Promise<void> {
  return new Promise<void>((resolve) => {
    markMounted = resolve;
  });
}

function changed(): void {
  for (const listener of listeners) listener();
}

function load(): Promise<Sonner> {
  sonner ??= retryImport(() => import('sonner')).catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  if (!wanted) {
    wanted = true;
    changed();
  }
  return sonner;
}

/** Once a toast has been asked for, the toaster is drawn (components/layout/app-toaster.tsx). */
export function subscribeToaster(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const toasterWanted = (): boolean => wanted;
export const toasterFailures = (): number => failures;

/**
 * The toaster's code could not arrive (offline before the app was kept): the toasts asked for until now are
 * dropped, and the next one tries again.
 */
export function toasterFailed(): void {
  wanted = false;
  failures += 1;
  mounted = toasterMounted();
  changed();
}

/** Called by the toaster once it listens: the toasts asked for until then are shown. */
export function toasterListening(): void {
  markMounted();
}

function later(act: (s: Sonner['toast']) => void): void {
  void Promise.all([load(), mounted])
    .then(([s]) => act(s.toast))
    // Without the code (offline, with no service worker) a toast is not worth an error screen.
    .catch(() => undefined);
}

function show(kind: Kind | null, message: ReactNode, options?: ExternalToast): Id {
  const id = options?.id ?? `toast-${++nextId}`;
  later((t) => (kind ? t[kind] : t)(message, { ...options, id }));
  return id;
}

export const toast = Object.assign(
  (message: ReactNode, options?: ExternalToast) => show(null, message, options),
  {
    success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
    error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
    info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
    warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
    dismiss: (id?: Id) => {
      if (toasterWanted()) later((t) => t.dismiss(id));
    },
  },
);
