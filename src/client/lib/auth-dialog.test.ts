import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog, requireAuth, takePendingAction } from './auth-dialog';
import { sessionQuery, type SessionUser } from './session';

describe('auth dialog state', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    closeAuthDialog();
  });

  it('runs the action at once when someone is signed in', async () => {
    const user: SessionUser = { id: 'u', email: 'u@x.it', emailVerified: true };
    queryClient.setQueryData(sessionQuery.queryKey, user);
    const action = vi.fn();
    await requireAuth(queryClient, action);
    expect(action).toHaveBeenCalledOnce();
  });

  it('keeps the action pending when nobody is, and hands it over once', async () => {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    const action = vi.fn();
    await requireAuth(queryClient, action);
    expect(action).not.toHaveBeenCalled();
    const pending = takePendingAction();
    expect(pending).toBe(action);
    expect(takePendingAction()).toBeNull();
  });

  it('dismissing drops the pending action', async () => {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    await requireAuth(queryClient, vi.fn());
    closeAuthDialog();
    expect(takePendingAction()).toBeNull();
  });
});
