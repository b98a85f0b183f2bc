// Three instances on one PostgreSQL behind a real nginx (docs/deploy/nginx-proxy.conf), driven as users do:
// a session made on one works on the others, a live event reaches a phone held by another instance, a picture
// uploaded through one is served by all, the limits are shared, a reminder is sent once; and each instance
// restarted in turn under steady load fails no request, loses no event and sends no reminder twice.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { browserClient, type BrowserClient } from '../../tests/support/browser-client';
import { startChildServer, type ChildServer } from '../../tests/support/child-server';
import { startInstancesBehindNginx } from '../../tests/support/instances-behind-nginx';
import { nginxAvailable, type Nginx } from '../../tests/support/nginx';
import { PNG } from '../../tests/support/picture';
import { describeOnPostgres, itOnPostgres } from '../../tests/support/postgres-only';
import { startS3, type S3Sink } from '../../tests/support/s3-server';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { holdFailureTime } from '../../tests/support/limits';
import type { Database } from './db/client';

const INSTANCES = 3;
const PASSWORD = 'sacchetti-freschi-2026';

describeOnPostgres('several instances behind nginx', () => {
  const enabled = nginxAvailable();
  let database: Database & { url?: string };
  let smtp: SmtpSink;
  let s3: S3Sink;
  let proxy: Nginx;
  let servers: ChildServer[];
  let settings: Record<string, string>;
  /** The proxy's address: every instance's PUBLIC_URL, the one origin allowed to change data. */
  let publicUrl: string;
  let stopInstances: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!enabled) return;
    smtp = await startSmtpSink();
    s3 = await startS3();
    ({
      database,
      servers,
      proxy,
      publicUrl,
      settings,
      stop: stopInstances,
    } = await startInstancesBehindNginx(INSTANCES, {
      SMTP_URL: smtp.url,
      STORAGE_URL: s3.url,
      TRUST_PROXY: '1',
      REMINDER_INTERVAL_SECONDS: '1',
    }));
    // Three processes compiling and starting the server: 120 s ran out beside the browser tests in `npm test`.
  }, 300_000);

  afterAll(async () => {
    await stopInstances?.();
    await s3?.close();
    await smtp?.close();
  }, 60_000);

  /** A client of one instance (`server`) or of the proxy, with its own cookies. */
  const clientOf = (target: { url: string }, cookies?: BrowserClient) => {
    const client = browserClient(
      { request: (path, init) => fetch(String(path).replace('http://localhost:3000', target.url), init) },
      { origin: publicUrl, lang: 'en' },
    );
    if (cookies) for (const [k, v] of cookies.cookies) client.cookies.set(k, v);
    return client;
  };

  async function codeFor(email: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = smtp.messages.find((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.subject));
      if (mail) return /\b(\d{6})\b/.exec(mail.subject)![1]!;
      if (Date.now() > deadline) throw new Error(`no code for ${email}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /** An account signed up and verified through `target`. */
  async function account(target: { url: string }, email: string): Promise<BrowserClient> {
    const client = clientOf(target);
    const signUp = await client.post('/api/auth/sign-up/email', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(signUp.status).toBe(200);
    const verified = await client.post('/api/auth/email-otp/verify-email', {
      email,
      otp: await codeFor(email),
    });
    expect(verified.status).toBe(200);
    return client;
  }

  /**
   * Reminders at midnight, an hour always past: one due now goes at once at any time of day (at the default
   * 09:00, one due between midnight and nine in Rome waits for nine, as users want, and the test with it).
   */
  async function remindAtOnce(client: BrowserClient): Promise<void> {
    const res = await client.call('PUT', '/api/account/reminder-preferences', {
      hour: 0,
      daysBefore: 0,
      quietDays: [],
      pushDigest: false,
    });
    expect(res.status).toBe(200);
  }

  /** The server-sent events of `client` through `target`, reconnecting as EventSource does. */
  function follow(target: { url: string }, client: BrowserClient) {
    const seen: { event: string; at: number }[] = [];
    let stopped = false;
    const controller = new AbortController();
    const done = (async () => {
      while (!stopped) {
        try {
          const res = await fetch(`${target.url}/api/events`, {
            headers: { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
            signal: controller.signal,
          });
          seen.push({ event: `_open${res.status}`, at: Date.now() });
          const reader = res.body!.getReader();
          let buffer = '';
          for (;;) {
            const { done: ended, value } = await reader.read();
            if (ended) break;
            buffer += new TextDecoder().decode(value);
            for (const match of buffer.matchAll(/^event: (\w+)$/gm))
              seen.push({ event: match[1]!, at: Date.now() });
            buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
          }
        } catch {
          // A dropped stream: reconnect, as the browser does.
        }
        seen.push({ event: '_end', at: Date.now() });
        if (!stopped) await new Promise((wait) => setTimeout(wait, 500));
      }
    })();
    return {
      seen,
      async stop() {
        stopped = true;
        controller.abort();
        await done;
      },
    };
  }

  const until = async (what: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!what()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((wait) => setTimeout(wait, 25));
    }
  };

  itOnPostgres(
    'share sessions, live events, pictures, limits and reminders',
    async (context) => {
      context.skip(!enabled, 'nginx is not installed');
      const [a, b, c] = servers as [ChildServer, ChildServer, ChildServer];
      // A session made on one instance works on another, and through the proxy.
      const ada = await account(a, `ada-${randomUUID()}@example.com`);
      expect((await clientOf(b, ada).get('/api/account/profile')).status).toBe(200);
      expect((await clientOf(proxy, ada).get('/api/account/profile')).status).toBe(200);

      // A change made through one instance reaches a stream held by another.
      const stream = follow(b, ada);
      context.onTestFinished(() => stream.stop());
      await until(() => stream.seen.some((e) => e.event === 'ready'));
      const [food] = (await clientOf(c, ada).get<{ id: number }[]>('/api/foods?slug=eq.pears')).body;
      const added = await clientOf(c, ada).post<{ id: string }>('/api/fridge-items', {
        foodId: food!.id,
        bagSize: 'M',
      });
      expect(added.status).toBe(201);
      await until(() => stream.seen.some((e) => e.event === 'fridge'));
      await stream.stop();

      // A picture uploaded through one is served by the others.
      const form = new FormData();
      form.append('picture', new File([PNG], 'me.png', { type: 'image/png' }));
      const uploaded = await fetch(`${a.url}/api/account/picture`, {
        method: 'POST',
        headers: {
          Origin: publicUrl,
          Cookie: [...ada.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { imgPath } = (await uploaded.json()) as { imgPath: string };
      for (const target of [b, c, proxy]) expect((await fetch(`${target.url}${imgPath}`)).status).toBe(200);

      // Wrong household codes count together, whichever instance hears them: 5 free, then a wait.
      const guesses: number[] = [];
      const guess = async (i: number) => {
        const res = await clientOf(servers[i % INSTANCES]!, ada).post('/api/household/join', {
          code: 'ZZZZ9999',
        });
        guesses.push(res.status);
      };
      for (let i = 0; i < 5; i++) await guess(i);
      // The wait after the fifth is a second, which a loaded machine can spend before the sixth is sent.
      await holdFailureTime({ database }, 'household-code', 60);
      await guess(5);
      expect(guesses.slice(0, 5).every((s) => s !== 429)).toBe(true);
      expect(guesses[5]).toBe(429);

      // A reminder due now is sent once, though three instances look for due reminders every second.
      const email = `rem-${randomUUID()}@example.com`;
      const remi = await account(proxy, email);
      await remindAtOnce(remi);
      const item = await remi.post<{ id: string }>('/api/fridge-items', { foodId: food!.id, bagSize: 'S' });
      await database.db.execute(
        sql`update fridge_items_reminders set reminder_datetime = now() - interval '1 minute'
            where fridge_item_id = ${item.body.id}::uuid and is_default`,
      );
      const reminders = () =>
        smtp.messages.filter((m) => m.to.includes(email) && /best eaten by/.test(m.subject));
      await until(() => reminders().length > 0, 15_000);
      await new Promise((wait) => setTimeout(wait, 3000));
      expect(reminders()).toHaveLength(1);
    },
    120_000,
  );

  itOnPostgres(
    'restarted one at a time under steady load: no request fails, no event is missed, no reminder twice',
    async (context) => {
      context.skip(!enabled, 'nginx is not installed');
      // Users adding, reading and eating through the proxy all along.
      const users = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const client = clientOf(proxy);
          expect((await client.post('/api/auth/sign-in/anonymous')).status).toBe(200);
          return client;
        }),
      );
      const [food] = (await users[0]!.get<{ id: number }[]>('/api/foods?slug=eq.lemons')).body;
      const failures: string[] = [];
      let requests = 0;
      let loading = true;
      // Reads all along, and an add every few seconds (each user may change the fridge 30 times a minute).
      const load = users.slice(1).map(async (client) => {
        for (let round = 0; loading; round++) {
          const calls: [string, string, unknown][] = [
            ['GET', '/api/fridge-items?limit=20', undefined],
            ['GET', '/api/achievements', undefined],
          ];
          if (round % 15 === 0)
            calls.push(['POST', '/api/fridge-items', { id: randomUUID(), foodId: food!.id, bagSize: 'M' }]);
          for (const [method, path, body] of calls) {
            const res = await client
              .call(method, path, body)
              .catch((error: unknown) => ({ status: String(error) }));
            requests++;
            if (typeof res.status !== 'number' || res.status >= 400)
              failures.push(`${method} ${path}: ${res.status}`);
          }
          await new Promise((wait) => setTimeout(wait, 200));
        }
      });

      // A phone listening through the proxy; another device of the same user adds now and then.
      const phone = users[0]!;
      const stream = follow(proxy, phone);
      context.onTestFinished(() => stream.stop());
      await until(() => stream.seen.some((e) => e.event === 'ready'));
      const adds: number[] = [];
      const other = clientOf(proxy, phone);
      const adding = (async () => {
        while (loading) {
          // When it was sent: its event may come before its answer.
          const sent = Date.now();
          const res = await other.post('/api/fridge-items', {
            id: randomUUID(),
            foodId: food!.id,
            bagSize: 'S',
          });
          requests++;
          if (res.status === 201) adds.push(sent);
          else failures.push(`POST /api/fridge-items (phone): ${res.status}`);
          await new Promise((wait) => setTimeout(wait, 2500));
        }
      })();

      // Reminders falling due all through the restarts, each of its own user (one e-mail a day each).
      const emails: string[] = [];
      for (let i = 0; i < 4; i++) {
        const email = `roll-${i}-${randomUUID()}@example.com`;
        const client = await account(proxy, email);
        await remindAtOnce(client);
        const item = await client.post<{ id: string }>('/api/fridge-items', {
          foodId: food!.id,
          bagSize: 'L',
        });
        await database.db.execute(
          sql`update fridge_items_reminders set reminder_datetime = now() + ${`${2 + i * 4} seconds`}::interval
              where fridge_item_id = ${item.body.id}::uuid and is_default`,
        );
        emails.push(email);
      }

      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      context.onTestFinished(() => locker.end().catch(() => undefined));
      for (let i = 0; i < INSTANCES; i++) {
        const port = new URL(servers[i]!.url).port;
        // A request in flight on this very instance when it is told to stop: it waits on a row the test holds.
        const held = await other.post<{ id: string }>('/api/fridge-items', {
          id: randomUUID(),
          foodId: food!.id,
          bagSize: 'M',
        });
        await locker.query('begin');
        await locker.query('select id from fridge_items where id = $1 for update', [held.body.id]);
        const inFlight = clientOf(servers[i]!, phone).call('DELETE', `/api/fridge-items/${held.body.id}`);
        await new Promise((wait) => setTimeout(wait, 300));
        const stopped = servers[i]!.stop();
        await new Promise((wait) => setTimeout(wait, 500));
        await locker.query('commit');
        expect((await inFlight).status).toBe(204);
        await stopped;
        servers[i] = await startChildServer(database.url!, { ...settings, PORT: port });
        await new Promise((wait) => setTimeout(wait, 1000));
      }
      loading = false;
      await Promise.all([...load, adding]);

      expect(failures, `nginx: ${proxy.errors()}`).toEqual([]);
      expect(requests).toBeGreaterThan(50);
      // Every add was heard: its event came, or the phone connected again after it (and read everything).
      const heard = () => {
        const last = stream.seen.at(-1)?.at ?? 0;
        return adds.every((at) => last >= at);
      };
      await until(heard, 10_000).catch(() => undefined);
      // On failure, the timeline (ms after the first add) says which add went unheard.
      const start = adds[0] ?? 0;
      expect(
        heard(),
        JSON.stringify({
          adds: adds.map((a) => a - start),
          seen: stream.seen.map((e) => `${e.event}@${e.at - start}`),
        }),
      ).toBe(true);
      for (const at of adds) {
        expect(stream.seen.some((e) => e.at >= at && (e.event === 'fridge' || e.event === 'ready'))).toBe(
          true,
        );
      }
      await stream.stop();
      const remindersOf = (email: string) =>
        smtp.messages.filter((m) => m.to.includes(email) && /best eaten by/.test(m.subject));
      await until(() => emails.every((email) => remindersOf(email).length > 0), 30_000);
      await new Promise((wait) => setTimeout(wait, 2000));
      for (const email of emails) expect(remindersOf(email), email).toHaveLength(1);
    },
    240_000,
  );
});
