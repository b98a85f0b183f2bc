import { describe, expect, it } from 'vitest';
import { DECLARATIVE_WEB_PUSH, readReminderPush, reminderPush } from './reminder-push';

const one = reminderPush({
  title: 'Limoni: da consumare presto',
  body: 'Sacchetto M, da consumare entro il 22 settembre 2027.',
  lang: 'it',
  navigate: 'https://fridge.example.org/fridge?idea=lemonade',
  tag: 'item-1',
  icon: 'https://fridge.example.org/icons/icon-192.png',
  app_badge: 1,
  data: { itemId: '1', actions: { consumed: 'Consumato', snooze: 'Domani' } },
});

/**
 * What a browser requires of a declarative push message before it shows it by itself (the rules of the Push
 * API's parser, as WebKit applies them): the marker, a notification object with a non-empty title, absolute
 * URLs, a whole badge, booleans where booleans go. A message that breaks one is not declarative to Safari,
 * which then shows nothing when the worker does not run.
 */
function declarativeProblems(json: string): string[] {
  const problems: string[] = [];
  const message = JSON.parse(json) as Record<string, unknown>;
  if (message.web_push !== 8030) problems.push('web_push');
  const n = message.notification as Record<string, unknown> | undefined;
  if (!n || typeof n !== 'object') return [...problems, 'notification'];
  if (typeof n.title !== 'string' || n.title === '') problems.push('title');
  for (const key of ['navigate', 'icon']) {
    if (key === 'icon' && n.icon === undefined) continue;
    if (typeof n[key] !== 'string' || !URL.canParse(n[key])) problems.push(key);
  }
  for (const key of ['body', 'lang', 'tag'])
    if (n[key] !== undefined && typeof n[key] !== 'string') problems.push(key);
  if (n.dir !== undefined && !['auto', 'ltr', 'rtl'].includes(n.dir as string)) problems.push('dir');
  for (const key of ['silent', 'mutable']) {
    if (n[key] !== undefined && typeof n[key] !== 'boolean') problems.push(key);
  }
  for (const badge of [n.app_badge, message.app_badge]) {
    if (badge !== undefined && !(Number.isInteger(badge) && (badge as number) >= 0))
      problems.push('app_badge');
  }
  return problems;
}

describe('a reminder push', () => {
  it('is a declarative push message that a browser shows without the service worker', () => {
    expect(declarativeProblems(JSON.stringify(one))).toEqual([]);
    expect(one.web_push).toBe(DECLARATIVE_WEB_PUSH);
    // Mutable: where a worker runs, its push handler shows it with its buttons instead.
    expect(one.notification.mutable).toBe(true);
    expect(one.mutable).toBe(true);
    expect(one.app_badge).toBe(one.notification.app_badge);
  });

  it('the checks above catch what a browser refuses', () => {
    const broken = (change: (m: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(one)) as Record<string, unknown>;
      change(copy);
      return declarativeProblems(JSON.stringify(copy));
    };
    const n = (m: Record<string, unknown>) => m.notification as Record<string, unknown>;
    expect(broken((m) => (m.web_push = '8030'))).toEqual(['web_push']);
    expect(broken((m) => (n(m).navigate = '/fridge'))).toEqual(['navigate']);
    expect(broken((m) => (n(m).title = ''))).toEqual(['title']);
    expect(broken((m) => (n(m).app_badge = -1))).toEqual(['app_badge']);
    expect(broken((m) => (n(m).mutable = 'yes'))).toEqual(['mutable']);
  });

  it('is read by the worker as the browser shows it, with the buttons and the item', () => {
    expect(readReminderPush(JSON.parse(JSON.stringify(one)))).toEqual({
      title: 'Limoni: da consumare presto',
      body: 'Sacchetto M, da consumare entro il 22 settembre 2027.',
      tag: 'item-1',
      lang: 'it',
      icon: 'https://fridge.example.org/icons/icon-192.png',
      navigate: 'https://fridge.example.org/fridge?idea=lemonade',
      badge: 1,
      itemId: '1',
      actions: { consumed: 'Consumato', snooze: 'Domani', open: undefined },
    });
  });

  it('reads the older shape a push service may still hold after an update', () => {
    expect(
      readReminderPush({
        title: 'Carote: da consumare presto',
        body: 'Sacchetto S',
        tag: 'item-2',
        itemId: '2',
        url: '/fridge',
        icon: '/icons/icon-192.png',
        actions: { consumed: 'Consumato', snooze: 'Domani' },
      }),
    ).toMatchObject({
      title: 'Carote: da consumare presto',
      navigate: '/fridge',
      itemId: '2',
    });
  });

  it('reads nothing from what is not a reminder', () => {
    for (const junk of [
      null,
      'text',
      42,
      {},
      { web_push: 8030 },
      { web_push: 8030, notification: { title: '' } },
    ]) {
      expect(readReminderPush(junk)).toBeNull();
    }
    // A badge that is not a whole number is left out, the rest is shown.
    const odd = JSON.parse(JSON.stringify(one)) as {
      notification: Record<string, unknown>;
      app_badge: unknown;
    };
    odd.notification.app_badge = 'many';
    odd.app_badge = 1.5;
    expect(readReminderPush(odd)).toMatchObject({ title: one.notification.title, badge: undefined });
  });
});
