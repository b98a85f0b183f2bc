// The app's query defaults as a phone without a network meets them.
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('offline', () => {
  it('a change that is not kept for later fails at once, with its message, rather than waiting unseen', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    let tries = 0;
    const change = new MutationObserver(client, {
      mutationFn: () => {
        tries += 1;
        return Promise.reject(new Error('Connessione non riuscita'));
      },
    });
    const outcome = change.mutate().then(
      () => 'made',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(change.getCurrentResult().isPaused).toBe(false);
    expect(await outcome).toBe('Connessione non riuscita');
    expect(tries).toBe(1);
    // Back online, it is not made behind the user's back.
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tries).toBe(1);
  });
});
