// The service worker: shows the reminders the server pushes and acts on their buttons. It caches nothing.
// Plain JavaScript served as-is at /sw.js (scope /). The handlers are named functions on `self` so a
// browser test can call them directly; the listeners at the bottom only wrap them in waitUntil.
'use strict';

const FRIDGE_PATH = '/fridge';
const SUBSCRIPTIONS_URL = '/api/push/subscriptions';

/**
 * `push`: the payload is `{ title, body, tag, itemId, url, icon, actions: { consumed, open } }`, already
 * translated by the server into the user's language.
 * @param {PushEvent} event
 */
async function handlePush(event) {
  const message = readPayload(event);
  // Without a readable payload there is nothing sensible to show; the browser shows its own notice.
  if (!message || typeof message.title !== 'string') return;
  const icon = message.icon || '/icons/icon-192.png';
  const actions = message.actions || {};
  await self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon,
    badge: icon,
    data: { itemId: message.itemId, url: message.url || FRIDGE_PATH },
    actions: [
      { action: 'consumed', title: actions.consumed },
      { action: 'open', title: actions.open },
    ].filter((action) => typeof action.title === 'string'),
  });
}

/** @param {PushEvent} event */
function readPayload(event) {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
}

/**
 * `notificationclick`: "Eaten" marks the item consumed without opening the app (if that fails the app
 * opens, so the user can do it there); "Open" or a tap on the notification opens the fridge.
 * @param {NotificationEvent} event
 */
async function handleNotificationClick(event) {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  if (event.action === 'consumed' && data.itemId) {
    if (await markConsumed(data.itemId)) return;
  }
  await openApp(sameOriginPath(data.url));
}

/** @param {string} itemId */
async function markConsumed(itemId) {
  try {
    const res = await fetch(`/api/fridge-items/${encodeURIComponent(itemId)}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'consumed' }),
    });
    if (!res.ok) return false;
    // An open app shows the fridge from its cache: tell it to read the items (and the points) again.
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) client.postMessage({ type: 'fridge-item-changed', itemId });
    return true;
  } catch {
    return false;
  }
}

/** Only a path of this app, never another site: anything else opens the fridge. */
function sameOriginPath(url) {
  try {
    const target = new URL(url || FRIDGE_PATH, self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search : FRIDGE_PATH;
  } catch {
    return FRIDGE_PATH;
  }
}

/** Brings an open window of the app forward on `path`, or opens one. */
async function openApp(path) {
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
 * @param {Event & { oldSubscription?: PushSubscription | null, newSubscription?: PushSubscription | null }} event
 */
async function handleSubscriptionChange(event) {
  const old = event.oldSubscription;
  let subscription = event.newSubscription;
  if (!subscription) {
    const res = await fetch('/api/push/public-key', { credentials: 'same-origin' });
    if (!res.ok) return;
    const { publicKey } = await res.json();
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

function sendJson(method, url, body) {
  return fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The VAPID key arrives as base64url; the push manager wants its bytes (same as src/client/lib/push.ts). */
function urlBase64ToUint8Array(base64url) {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

// A new version takes over at once: there is no cache whose versions could disagree.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => event.waitUntil(handlePush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(handleNotificationClick(event)));
self.addEventListener('pushsubscriptionchange', (event) => event.waitUntil(handleSubscriptionChange(event)));
