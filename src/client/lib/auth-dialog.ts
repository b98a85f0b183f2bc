// The auth dialog's state: an action that needs a user waits here while the visitor chooses how to go on.
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { knownSession } from './session';

export type PendingAction = () => void | Promise<void>;

interface State {
  open: boolean;
  pending: PendingAction | null;
}

let state: State = { open: false, pending: null };
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(pending: PendingAction | null = null): void {
  set({ open: true, pending });
}

/** Closing, dismissing, or going to log in / sign up: the pending action is dropped. */
export function closeAuthDialog(): void {
  set({ open: false, pending: null });
}

/** Closes the dialog and hands back the pending action, to run once the visitor is signed in. */
export function takePendingAction(): PendingAction | null {
  const pending = state.pending;
  set({ open: false, pending: null });
  return pending;
}

export function useAuthDialog(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // Rendered ahead of time (the prerendered home page), the dialog is closed.
    () => state,
  );
}

/** Runs `action` now when someone is signed in (a guest counts), otherwise asks first. */
export async function requireAuth(queryClient: QueryClient, action: PendingAction): Promise<void> {
  const user = await knownSession(queryClient);
  if (user) await action();
  else openAuthDialog(action);
}
