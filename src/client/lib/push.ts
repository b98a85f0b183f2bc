// Web Push on this device: the permission and this device's subscription (the worker: service-worker.ts).
// Loaded when notifications are turned on or off, or the user signs out.
import { api } from './api';
import { urlBase64ToUint8Array } from './base64';
import { pushSupported, readyRegistration } from './service-worker';

/** What the server stores of a subscription: its endpoint and its keys (a push subscription always has both). */
function subscriptionBody(subscription: PushSubscription) {
  const { keys, expirationTime } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

export { urlBase64ToUint8Array };

/** What the device can do: no push at all, blocked by the user, or ready (subscribed or not). */
export type PushStatus = 'unsupported' | 'denied' | 'unsubscribed' | 'subscribed';

/** Why turning notifications on did not happen: the user said no, or closed the question. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission: ${permission}`);
    this.name = 'PushPermissionError';
  }
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * This device's state. A subscription that exists is sent to the server again (`sendSubscriptionAgain`).
 */
export async function pushStatus(): Promise<PushStatus> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await sendSubscriptionAgain()) ? 'subscribed' : 'unsubscribed';
}

/**
 * Sends this device's subscription, if it has one, to the server again; whether it has one. Done each time
 * the app starts: the call is idempotent, and it heals a row the server dropped (the push service once said
 * the endpoint was gone, a restore from backup) or a device now used by another account. Never throws.
 */
export async function sendSubscriptionAgain(): Promise<boolean> {
  const subscription =
    pushSupported() && Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) return false;
  await api('post', '/api/push/subscriptions', { json: subscriptionBody(subscription) }).catch(
    (error: unknown) => {
      console.warn('Could not send the push subscription again', error);
    },
  );
  return true;
}

/** Asks permission (the call must come from a tap), subscribes this device and tells the server. */
export async function subscribePush(): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const [{ publicKey }, registration] = await Promise.all([
    api('get', '/api/push/public-key'),
    readyRegistration(),
  ]);
  const applicationServerKey = urlBase64ToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's key changed) cannot receive our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await api('post', '/api/push/subscriptions', { json: subscriptionBody(subscription) });
  } catch (error) {
    // A subscription the server does not know would look on and never ring.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return subscription;
}

/**
 * Stops notifications on this device. The browser's subscription goes first, so nothing arrives even if
 * the server cannot be told (it drops endpoints the push service reports gone).
 */
export async function unsubscribePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await api('delete', '/api/push/subscriptions', { json: { endpoint } });
}

/**
 * Before signing out or deleting the account: this device stops receiving the account's reminders (the
 * next person to use it must not see them). Never blocks the sign-out for long, never fails it.
 */
export async function forgetThisDevice(): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 3000));
  await Promise.race([unsubscribePush().catch(() => undefined), timeout]);
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}
