// Keeps the queue in step with who is signed in: their queue is watched and sent; a guest who becomes an
// account (the server moved the guest's items to it) hands the account what the guest queued.
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery, type SessionUser } from '../session';
import { watchUser } from './outbox';
import { moveQueue } from './store';

export function followSession(queryClient: QueryClient): () => void {
  let last: SessionUser | null | undefined;
  async function follow(user: SessionUser | null | undefined): Promise<void> {
    if (user === undefined || user?.id === last?.id) return;
    const previous = last;
    last = user;
    if (previous?.isAnonymous && user && !user.isAnonymous) await moveQueue(previous.id, user.id);
    await watchUser(user?.id ?? null);
  }
  void follow(queryClient.getQueryData<SessionUser | null>(sessionQuery.queryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== JSON.stringify(sessionQuery.queryKey)) return;
    void follow(event.query.state.data as SessionUser | null | undefined);
  });
}
