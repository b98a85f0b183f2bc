// Whether to offer phone notifications after an add: only for the first item, only where the browser can
// show them and has not been asked yet, and only once per device.
import { pushSupported } from '@/client/lib/service-worker';

const ANSWERED_KEY = 'push-prompt-answered';

export function shouldOfferPush(itemsBefore: number): boolean {
  return (
    itemsBefore === 0 &&
    pushSupported() &&
    Notification.permission === 'default' &&
    localStorage.getItem(ANSWERED_KEY) === null
  );
}

export function pushPromptAnswered(): void {
  localStorage.setItem(ANSWERED_KEY, new Date().toISOString());
}
