// The push a reminder sends, in one shape for every browser: a declarative push message (the Push API's
// "declarative push message", `web_push: 8030`). Safari on a home-screen app (iOS 18.4 and later) shows it
// by itself, even when the service worker does not run; being `mutable`, it still reaches the worker's
// `push` handler where a worker runs, and every other browser hands the same JSON to that handler, which
// shows it with the buttons "Eaten" and "Tomorrow" (sw/push-handlers.ts).
// WebKit reads `app_badge` and `mutable` inside `notification`; the W3C draft reads them beside it: both
// are written, so either reader finds them.

/** The number that marks a push as declarative (RFC 8030's). */
export const DECLARATIVE_WEB_PUSH = 8030;

/** The labels of the buttons the service worker adds: one item's reminder, or a digest of several. */
export interface ReminderPushActions {
  consumed?: string;
  snooze?: string;
  open?: string;
}

/** What the worker needs beyond what the browser shows by itself: the item, and its buttons' labels. */
export interface ReminderPushData {
  itemId?: string;
  actions: ReminderPushActions;
}

export interface ReminderPushNotification {
  title: string;
  body: string;
  lang: string;
  dir: 'ltr';
  /** Absolute: a declarative push opens it without the app's code. */
  navigate: string;
  tag: string;
  /** Absolute, as `navigate`. */
  icon: string;
  silent: false;
  /** The number on the app's icon: the foods this push names. */
  app_badge: number;
  mutable: true;
  data: ReminderPushData;
}

export interface ReminderPush {
  web_push: typeof DECLARATIVE_WEB_PUSH;
  notification: ReminderPushNotification;
  app_badge: number;
  mutable: true;
}

/** A reminder's push from its parts (the texts already in the user's language, the URLs absolute). */
export function reminderPush(
  notification: Omit<ReminderPushNotification, 'dir' | 'silent' | 'mutable'>,
): ReminderPush {
  return {
    web_push: DECLARATIVE_WEB_PUSH,
    notification: { ...notification, dir: 'ltr', silent: false, mutable: true },
    app_badge: notification.app_badge,
    mutable: true,
  };
}

/** What the service worker shows for a push it was handed. */
export interface ShownReminder {
  title: string;
  body?: string;
  tag?: string;
  lang?: string;
  icon?: string;
  /** Where a tap leads (absolute, or a path of the app). */
  navigate: string;
  badge?: number;
  itemId?: string;
  actions: ReminderPushActions;
}

const FRIDGE_PATH = '/fridge';

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function labels(value: unknown): ReminderPushActions {
  if (!value || typeof value !== 'object') return {};
  const { consumed, snooze, open } = value as Record<string, unknown>;
  return { consumed: text(consumed), snooze: text(snooze), open: text(open) };
}

/**
 * Reads a push as the worker receives it: the declarative message above, or the older shape
 * `{ title, body, tag, itemId, url, icon, actions }` that a server before it sent (a push service keeps a
 * message up to its 12-hour lifetime, so some arrive after an update). Anything else is `null`.
 */
export function readReminderPush(json: unknown): ShownReminder | null {
  if (!json || typeof json !== 'object') return null;
  const message = json as Record<string, unknown>;
  if (message.web_push === DECLARATIVE_WEB_PUSH) {
    const notification = message.notification as Record<string, unknown> | undefined;
    const title = text(notification?.title);
    if (!notification || !title) return null;
    const data = (notification.data ?? {}) as Record<string, unknown>;
    const badge = notification.app_badge ?? message.app_badge;
    return {
      title,
      body: text(notification.body),
      tag: text(notification.tag),
      lang: text(notification.lang),
      icon: text(notification.icon),
      navigate: text(notification.navigate) ?? FRIDGE_PATH,
      badge: typeof badge === 'number' && Number.isInteger(badge) && badge >= 0 ? badge : undefined,
      itemId: text(data.itemId),
      actions: labels(data.actions),
    };
  }
  const title = text(message.title);
  if (!title) return null;
  return {
    title,
    body: text(message.body),
    tag: text(message.tag),
    icon: text(message.icon),
    navigate: text(message.url) ?? FRIDGE_PATH,
    itemId: text(message.itemId),
    actions: labels(message.actions),
  };
}
