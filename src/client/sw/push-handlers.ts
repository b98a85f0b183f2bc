// The worker's Web Push side: shows the reminders the server pushes and acts on their buttons. The handlers
// are also put on `self` under these names (sw.ts) so a browser test can call them inside the real worker.
import { readReminderPush, type ShownReminder } from '@/shared/reminder-push';
import { urlBase64ToUint8Array } from '../lib/base64';

declare const self: ServiceWorkerGlobalScope;

const FRIDGE_PATH = '/fridge';
const SUBSCRIPTIONS_URL = '/api/push/subscriptions';
const ICON_PATH = '/icons/icon-192.png';

/** What the browser passes to `push`, or what a test passes: only the payload is read. */
type PushLike = Pick<PushEvent, 'data'>;
type NotificationClickLike = Pick<NotificationEvent, 'action'> & {
  notification: Pick<Notification, 'data' | 'close'>;
};
type SubscriptionChangeLike = {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
};

/**
 * `push`: a reminder's declarative push message (shared/reminder-push.ts), already in the user's language.
 * Shown with its buttons ("Eaten" and "Tomorrow" for one item, "Open" for a digest), under its tag, so on a
 * browser that showed the declarative notification by itself this one takes its place; the app's icon shows
 * its number.
 */
export async function handlePush(event: PushLike): Promise<void> {
  const message = readPayload(event);
  // Without a readable payload there is nothing sensible to show; the browser shows its own notice.
  if (!message) return;
  const icon = message.icon || ICON_PATH;
  const buttons = [
    { action: 'consumed', title: message.actions.consumed },
    { action: 'snooze', title: message.actions.snooze },
    { action: 'open', title: message.actions.open },
  ].filter((action): action is { action: string; title: string } => typeof action.title === 'string');
  await self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    lang: message.lang,
    icon,
    badge: icon,
    data: { itemId: message.itemId, url: message.navigate },
    // `actions` is in the Notifications standard but not yet in TypeScript's NotificationOptions.
    ...({ actions: buttons } as NotificationOptions),
  });
  if (message.badge !== undefined) await setBadge(message.badge);
}

function readPayload(event: PushLike): ShownReminder | null {
  try {
    return event.data ? readReminderPush(event.data.json()) : null;
  } catch {
    return null;
  }
}

/** The number on the app's icon, where the browser has one (an installed app); never fails the push. */
async function setBadge(count: number): Promise<void> {
  try {
    await self.navigator.setAppBadge?.(count);
  } catch {
    // Not installed, or the platform refuses: the notification is what matters.
  }
}

/**
 * `notificationclick`: "Eaten" marks the item consumed and "Tomorrow" snoozes its reminder to tomorrow, both
 * without opening the app (if that fails the app opens, so the user can do it there); "Open" or a tap on the
 * notification opens the fridge.
 */
export async function handleNotificationClick(event: NotificationClickLike): Promise<void> {
  const notification = event.notification;
  const data = (notification.data || {}) as { itemId?: string; url?: string };
  notification.close();
  if (event.action === 'consumed' && data.itemId) {
    if (await markConsumed(data.itemId)) return;
  }
  if (event.action === 'snooze' && data.itemId) {
    if (await snooze(data.itemId)) return;
  }
  await openApp(sameOriginPath(data.url));
}

async function markConsumed(itemId: string): Promise<boolean> {
  try {
    const res = await fetch(`/api/fridge-items/${encodeURIComponent(itemId)}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'consumed' }),
    });
    if (!res.ok) return false;
    // An open app shows the fridge from its cache: tell it to read the items (and the points) again.
    await tellWindows({ type: 'fridge-item-changed', itemId });
    return true;
  } catch {
    return false;
  }
}

/** "Remind me tomorrow": an item has one such reminder at most, so a second tap changes nothing more. */
async function snooze(itemId: string): Promise<boolean> {
  try {
    const res = await fetch(`/api/fridge-items/${encodeURIComponent(itemId)}/snooze`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) return false;
    await tellWindows({ type: 'fridge-item-changed', itemId });
    return true;
  } catch {
    return false;
  }
}

/** Sends a message to every window of the app, controlled by this worker or not yet. */
export async function tellWindows(message: unknown): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

/** Only a path of this app, never another site: anything else opens the fridge. */
function sameOriginPath(url: string | undefined): string {
  try {
    const target = new URL(url || FRIDGE_PATH, self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search : FRIDGE_PATH;
  } catch {
    return FRIDGE_PATH;
  }
}

/** Brings an open window of the app forward on `path`, or opens one. */
async function openApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (existing) {
    try {
      const focused = await existing.focus();
      if (focused.url !== target) await focused.navigate(target);
      return;
    } catch {
      // navigate() refuses a window this worker does not control yet: open a new one instead.
    }
  }
  await self.clients.openWindow(target);
}

/**
 * `pushsubscriptionchange`: the push service replaced or dropped the subscription. Subscribe again with
 * the server's current key, tell the server, and forget the old endpoint.
 */
export async function handleSubscriptionChange(event: SubscriptionChangeLike): Promise<void> {
  const old = event.oldSubscription;
  let subscription = event.newSubscription;
  if (!subscription) {
    const res = await fetch('/api/push/public-key', { credentials: 'same-origin' });
    if (!res.ok) return;
    const { publicKey } = (await res.json()) as { publicKey: string };
    subscription = await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(publicKey),
    });
  }
  await sendJson('POST', SUBSCRIPTIONS_URL, subscription.toJSON());
  if (old && old.endpoint && old.endpoint !== subscription.endpoint) {
    await sendJson('DELETE', SUBSCRIPTIONS_URL, { endpoint: old.endpoint });
  }
}

function sendJson(method: string, url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
