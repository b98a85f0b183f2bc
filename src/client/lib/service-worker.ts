// The service worker (src/client/sw, served at /sw.js): it keeps the app on the device for offline use and
// shows the reminders pushed to it. Started with every screen; the push subscription itself is push.ts.

const SW_URL = '/sw.js';

/** Whether this browser can receive pushed notifications at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Registers the service worker once the page has loaded (production builds call this from main.tsx).
 * `onItemChanged` runs when the worker changed an item from a notification's button.
 */
export function registerServiceWorker(onItemChanged: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'fridge-item-changed') onItemChanged();
  });
  const register = () => {
    navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The active registration; registers the worker when it is missing (as in development). */
export async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) {
    await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  }
  return navigator.serviceWorker.ready;
}
