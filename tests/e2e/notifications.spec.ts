// Reminders that arrive: the profile's notification switches, the service worker's buttons (the /unsubscribe
// page is a component test: features/profile/components/unsubscribe-page).
// Headless Chromium has no push service, so the page's PushManager and permission are stubbed.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { ReminderRow } from '../../src/server/reminders/messages';
import { appStarted, codeFrom, latestMail, uniqueEmail } from './support';

interface SessionUser {
  id: string;
  email: string;
  locale: string;
  timeZone?: string;
}

interface StoredItem {
  id: string;
  bagSize: string;
  endDatetime: string;
  food: { slug: string; name: string };
  reminders: { id: string; isDefault: boolean; reminderDatetime: string }[];
}

/**
 * What the dispatcher pushes for these reminders, made by its own code (`pushPayload`). It runs under tsx,
 * as the server does: the server's modules import their texts in a way this test runner does not load.
 */
function dispatcherPush(reminders: ReminderRow[], publicUrl: string): string {
  const script = `
    import { pushPayload } from './src/server/reminders/messages.ts';
    const rows = JSON.parse(process.env.REMINDERS).map((r) => ({ ...r, endDatetime: new Date(r.endDatetime) }));
    process.stdout.write(pushPayload(rows, [], process.env.PUBLIC_URL));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    env: { ...process.env, REMINDERS: JSON.stringify(reminders), PUBLIC_URL: publicUrl },
    encoding: 'utf8',
  });
}

/** The item's default reminder as the dispatcher loads it (a guest, in the account's zone). */
function reminderRowOf(item: StoredItem, user: SessionUser): ReminderRow {
  const reminder = item.reminders.find((r) => r.isDefault)!;
  return {
    id: reminder.id,
    attempts: 1,
    isDefault: true,
    dueAt: new Date(reminder.reminderDatetime),
    itemId: item.id,
    state: 'stored',
    bagSize: item.bagSize,
    endDatetime: new Date(item.endDatetime),
    slug: item.food.slug,
    foodName: item.food.name,
    userId: user.id,
    email: user.email,
    emailVerified: false,
    isAnonymous: true,
    emailReminders: true,
    locale: user.locale,
    timeZone: user.timeZone ?? 'Europe/Rome',
    firstName: null,
    displayName: null,
    reminderHour: 9,
    reminderDaysBefore: 0,
    quietDays: 0,
    pushDigest: false,
    waiting: false,
    sentAfterEnd: 0,
  };
}

interface PushStub {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Notification.permission when the page opens. */
  permission: NotificationPermission;
  /** What the user answers when asked. */
  answer: NotificationPermission;
  /** Whether the device is subscribed already when the page opens (an earlier visit turned them on). */
  subscribed?: boolean;
}

/** A subscription as a browser would make it: an endpoint on an allowed push service, real-looking keys. */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    // A host the server accepts (PUSH_HOSTS); nothing is ever sent there: this guest has no reminders due.
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`,
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, as browsers make them.
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function stubPush(page: Page, stub: PushStub) {
  await page.addInitScript(({ endpoint, keys, permission, answer, subscribed }: PushStub) => {
    let state = permission;
    let current: PushSubscription | null = null;
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => state });
    Notification.requestPermission = async () => {
      if (state === 'default') state = answer;
      return state;
    };
    const subscription = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null as ArrayBuffer | null },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    if (subscribed) current = subscription as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array | undefined;
      subscription.options.applicationServerKey = key ? new Uint8Array(key).buffer : null;
      current = subscription as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, stub);
}

async function signInAsGuest(page: Page, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/anonymous', {
    data: {},
    headers: { Origin: baseURL },
  });
  expect(res.ok()).toBe(true);
}

const subscriptionsCall = (method: string) => (res: { url(): string; request(): { method(): string } }) =>
  new URL(res.url()).pathname === '/api/push/subscriptions' && res.request().method() === method;

test('a guest turns phone notifications on and off; e-mail reminders need an account', async ({
  page,
  baseURL,
}) => {
  await signInAsGuest(page, baseURL!);
  const { endpoint, keys } = fakeSubscription();
  await stubPush(page, { endpoint, keys, permission: 'default', answer: 'granted' });
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Notifiche' });
  const push = section.getByRole('switch', { name: 'Notifiche su questo dispositivo' });
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await expect(push).not.toHaveAttribute('aria-busy', 'true');

  const saved = page.waitForResponse(subscriptionsCall('POST'));
  await push.click();
  const post = await saved;
  expect(post.status()).toBe(201);
  expect(post.request().postDataJSON()).toEqual({ endpoint, expirationTime: null, keys });
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await expect(section.getByText('Attive: i promemoria arrivano su questo dispositivo.')).toBeVisible();

  const dropped = page.waitForResponse(subscriptionsCall('DELETE'));
  await push.click();
  const del = await dropped;
  expect(del.status()).toBe(204);
  expect(del.request().postDataJSON()).toEqual({ endpoint });
  await expect(push).toHaveAttribute('aria-checked', 'false');

  const email = section.getByRole('switch', { name: 'Promemoria via e-mail' });
  await expect(email).toBeDisabled();
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByText('Gli ospiti non ricevono e-mail')).toBeVisible();

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('a verified user turns e-mail reminders off and on again, and the monthly summary off', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('reminders');
  const password = 'pere-nel-sacchetto';
  const headers = { Origin: baseURL! };
  await page.request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Grace', lastName: 'Hopper', email, password, confirmPassword: password },
    headers,
  });
  const otp = codeFrom(await latestMail(page.request, email, /codice/));
  expect(
    (await page.request.post('/api/auth/email-otp/verify-email', { data: { email, otp }, headers })).ok(),
  ).toBe(true);
  await page.goto('/profile');

  const reminders = page.getByRole('switch', { name: 'Promemoria via e-mail' });
  await expect(reminders).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Attivi: i promemoria arrivano al tuo indirizzo e-mail.')).toBeVisible();
  for (const on of [false, true]) {
    const saved = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/account/notifications' && res.request().method() === 'PUT',
    );
    await reminders.click();
    expect((await saved).status()).toBe(200);
    await expect(reminders).toHaveAttribute('aria-checked', String(on));
    const stored = (await (await page.request.get('/api/account/notifications')).json()) as {
      emailReminders: boolean;
    };
    expect(stored.emailReminders).toBe(on);
  }

  // The monthly summary has its own switch, on by default.
  const summary = page.getByRole('switch', { name: 'Riepilogo mensile via e-mail' });
  await expect(summary).toHaveAttribute('aria-checked', 'true');
  await summary.click();
  await expect(summary).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => {
      const stored = (await (await page.request.get('/api/account/notifications')).json()) as {
        emailReminders: boolean;
        monthlySummary: boolean;
      };
      return [stored.emailReminders, stored.monthlySummary];
    })
    .toEqual([true, false]);
});

test('refusing the permission explains how to allow notifications', async ({ page, baseURL }) => {
  await signInAsGuest(page, baseURL!);
  await stubPush(page, { ...fakeSubscription(), permission: 'default', answer: 'denied' });
  await page.goto('/profile');
  const push = page.getByRole('switch', { name: 'Notifiche su questo dispositivo' });
  // Drawn by the server, it waits (busy) until the app has read this device's state.
  await expect(push).not.toHaveAttribute('aria-busy', 'true');
  await push.click();
  await expect(page.getByText('Le notifiche sono bloccate per questa app.')).toBeVisible();
  await expect(push).toBeDisabled();
  await expect(push).toHaveAttribute('aria-checked', 'false');
});

test("each start of the app sends this device's subscription to the server again", async ({
  page,
  baseURL,
}) => {
  await signInAsGuest(page, baseURL!);
  const { endpoint, keys } = fakeSubscription();
  // Turned on at an earlier visit; the server has since dropped it (as after a 404 from the push service).
  await stubPush(page, { endpoint, keys, permission: 'granted', answer: 'granted', subscribed: true });
  let posts = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/push/subscriptions' && request.method() === 'POST') posts++;
  });
  for (const [start, path] of ['/fridge', '/prizes'].entries()) {
    const sent = page.waitForResponse(subscriptionsCall('POST'));
    await page.goto(path);
    const post = await sent;
    expect(post.status()).toBe(201);
    expect(post.request().postDataJSON()).toEqual({ endpoint, expirationTime: null, keys });
    // Once a start, not again when the session is read again (the app reads it after starting).
    await appStarted(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(posts).toBe(start + 1);
  }
});

test('the notification shows the pushed reminder, and its "Eaten" button marks the item consumed', async ({
  page,
  context,
  baseURL,
}) => {
  const headers = { Origin: baseURL! };
  await signInAsGuest(page, baseURL!);
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const carrots = foods.find((f) => f.slug === 'carrots')!.id;
  const created = await page.request.post('/api/fridge-items', {
    data: { foodId: carrots, bagSize: 'M' },
    headers,
  });
  expect(created.ok()).toBe(true);
  const item = (await created.json()) as StoredItem;
  const itemId = item.id;
  await context.grantPermissions(['notifications']);

  // The push the dispatcher would send for this item's reminder, made by the dispatcher's own code.
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: SessionUser };
  const pushed = dispatcherPush([reminderRowOf(item, session.user)], baseURL!);
  // A declarative push message: what Safari shows by itself, and what the worker reads here.
  const { web_push, notification: payload } = JSON.parse(pushed) as {
    web_push: number;
    notification: {
      title: string;
      body: string;
      tag: string;
      navigate: string;
      data: { actions: { consumed: string; snooze: string } };
    };
  };
  expect(web_push).toBe(8030);
  expect(payload.title).toBe('Carote: da consumare presto');
  expect(payload.navigate).toBe(`${baseURL}/fridge`);

  // The production build registers the worker once the page has loaded.
  const registered = context.waitForEvent('serviceworker');
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeVisible();
  const worker = context.serviceWorkers()[0] ?? (await registered);
  // Pushes reach an active worker only: it first keeps the whole app on the device (install).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));

  const shown = await worker.evaluate(
    async ({ pushed, tag }) => {
      const sw = self as unknown as {
        handlePush(event: unknown): Promise<void>;
        registration: ServiceWorkerRegistration;
      };
      // The number on the app's icon, as the worker sets it (headless Chromium has no icon to put it on).
      const badges: (number | undefined)[] = [];
      Object.defineProperty(self.navigator, 'setAppBadge', {
        configurable: true,
        value: async (count?: number) => void badges.push(count),
      });
      // As the browser hands it over: the decrypted bytes of the push, read with PushMessageData.json().
      await sw.handlePush({ data: { json: () => JSON.parse(pushed) as unknown } });
      const [notification] = await sw.registration.getNotifications({ tag });
      return notification
        ? {
            badges,
            title: notification.title,
            body: notification.body,
            data: notification.data as unknown,
            actions: (
              notification as Notification & { actions: { action: string; title: string }[] }
            ).actions.map(({ action, title }) => ({ action, title })),
          }
        : null;
    },
    { pushed, tag: payload.tag },
  );
  expect(shown).toEqual({
    badges: [1],
    title: payload.title,
    body: payload.body,
    data: { itemId, url: `${baseURL}/fridge` },
    actions: [
      { action: 'consumed', title: payload.data.actions.consumed },
      { action: 'snooze', title: payload.data.actions.snooze },
    ],
  });
  expect(payload.data.actions.snooze).toBe('Domani');

  // "Tomorrow", tapped twice: one reminder tomorrow at 09:00, the item still in the fridge.
  for (let tap = 0; tap < 2; tap++) {
    await worker.evaluate(async (itemId) => {
      const sw = self as unknown as { handleNotificationClick(event: unknown): Promise<void> };
      await sw.handleNotificationClick({
        action: 'snooze',
        notification: { data: { itemId, url: '/fridge' }, close: () => undefined },
        waitUntil: () => undefined,
      });
    }, itemId);
  }
  const [snoozed] = (await (await page.request.get(`/api/fridge-items?id=eq.${itemId}`)).json()) as {
    state: string;
    reminders: { isSnooze: boolean; reminded: boolean }[];
  }[];
  expect(snoozed!.state).toBe('stored');
  expect(snoozed!.reminders.filter((r) => r.isSnooze)).toEqual([
    expect.objectContaining({ isSnooze: true, reminded: false }),
  ]);

  await worker.evaluate(async (itemId) => {
    const sw = self as unknown as { handleNotificationClick(event: unknown): Promise<void> };
    let closed = false;
    await sw.handleNotificationClick({
      action: 'consumed',
      notification: { data: { itemId, url: '/fridge' }, close: () => (closed = true) },
      waitUntil: () => undefined,
    });
    if (!closed) throw new Error('The notification was not closed');
  }, itemId);

  const consumed = (await (await page.request.get('/api/fridge-items?state=eq.consumed')).json()) as {
    id: string;
  }[];
  expect(consumed.map((item) => item.id)).toEqual([itemId]);
  // The open app hears from the worker and reads the fridge again.
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toHaveCount(0);
});
