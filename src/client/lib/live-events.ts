// The signed-in user's real-time events (GET /api/events): an achievement shows the toast 'New achievement
// unlocked' (tapping it opens /prizes) and the achievements and points are read again. The browser's
// EventSource reconnects by itself; after a reconnect everything is read again, so no award is missed.
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { toast } from 'sonner';
import { sessionQuery, type SessionUser } from './session';

const REFRESHED = [['achievements'], ['session']];

export function startLiveEvents(queryClient: QueryClient, openPrizes: () => void): void {
  let source: EventSource | undefined;
  let userId: string | undefined;
  const refresh = () => {
    for (const queryKey of REFRESHED) void queryClient.invalidateQueries({ queryKey });
  };

  function follow(user: SessionUser | null | undefined): void {
    if (user?.id === userId) return;
    source?.close();
    source = undefined;
    userId = user?.id;
    if (!user || typeof EventSource === 'undefined') return;
    const next = new EventSource('/api/events');
    let lost = false;
    next.addEventListener('error', () => {
      lost = true;
    });
    next.addEventListener('ready', () => {
      if (lost) refresh();
      lost = false;
    });
    next.addEventListener('resync', refresh);
    next.addEventListener('achievement', () => {
      refresh();
      toast.success(
        createElement(
          'button',
          { type: 'button', className: 'text-left font-semibold', onClick: openPrizes },
          i18next.t('common:achievementUnlocked'),
        ),
        // Several awards of one action (often) make one toast, not a stack.
        { id: 'achievement-unlocked' },
      );
    });
    source = next;
  }

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === 'session') {
      follow(queryClient.getQueryData(sessionQuery.queryKey));
    }
  });
  follow(queryClient.getQueryData(sessionQuery.queryKey));
}
