// An instance stopped behind nginx while writes pour through the proxy: the proxy keeps its connections to
// the instances, and none of the writes may be lost to the instance's going (an answer of 502 to a POST,
// which nginx never sends to another instance once it has sent it to one).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  startInstancesBehindNginx,
  type InstancesBehindNginx,
} from '../../tests/support/instances-behind-nginx';
import { nginxAvailable } from '../../tests/support/nginx';
import { describeOnPostgres, itOnPostgres } from '../../tests/support/postgres-only';

/** Writers at once, each sending its next add as soon as the last is answered. */
const WRITERS = 24;

describeOnPostgres('an instance stopped behind nginx', () => {
  const enabled = nginxAvailable();
  let instances: InstancesBehindNginx | undefined;

  beforeAll(async () => {
    if (enabled) instances = await startInstancesBehindNginx(2, { TRUST_PROXY: '2' });
  }, 300_000);

  afterAll(() => instances?.stop(), 60_000);

  itOnPostgres(
    'loses none of the writes that pour through the proxy while it stops',
    async (context) => {
      context.skip(!enabled, 'nginx is not installed');
      const { database, servers, proxy } = instances!;
      const origin = proxy.url.replace('localhost', '127.0.0.1');
      // Guests of their own: each may change the fridge 30 times a minute, so the writes are spread over many.
      const cookies = await Promise.all(
        Array.from({ length: WRITERS * 4 }, async (_, n) => {
          // Each from an address of its own (the proxy in front of nginx, TRUST_PROXY=2): guests are limited
          // per address.
          const res = await fetch(`${proxy.url}/api/auth/sign-in/anonymous`, {
            method: 'POST',
            headers: {
              Origin: origin,
              'Content-Type': 'application/json',
              'X-Forwarded-For': `10.0.${n >> 8}.${n & 255}`,
            },
            body: '{}',
          });
          expect(res.status).toBe(200);
          return res.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
        }),
      );
      const foods = (await (await fetch(`${proxy.url}/api/foods?slug=eq.lemons`)).json()) as { id: number }[];
      const failures: string[] = [];
      let answered = 0;
      /** Answers that came while the instance was stopping. */
      let whileStopping = 0;
      let stopping = false;
      let writing = true;
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        for (let n = 0; writing; n++) {
          const cookie = cookies[(w * 4 + n) % cookies.length]!;
          const res = await fetch(`${proxy.url}/api/fridge-items`, {
            method: 'POST',
            headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json' },
            body: JSON.stringify({ id: randomUUID(), foodId: foods[0]!.id, bagSize: 'M' }),
          }).catch((error: unknown) => ({ status: String(error) }));
          answered++;
          if (stopping) whileStopping++;
          // 429: that guest's own limit, not the instance's going.
          if (res.status !== 201 && res.status !== 429) failures.push(String(res.status));
        }
      });
      // Counted in answers, not in time: a busy machine answers fewer in a second.
      const answers = async (count: number) => {
        const deadline = Date.now() + 60_000;
        while (answered < count && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
      };
      await answers(WRITERS * 8);
      // A request in flight on the instance keeps it draining for 3 s (it waits on a row the test
      // holds), while the proxy goes on sending it requests on the connections it keeps.
      const added = await fetch(`${servers[0]!.url}/api/fridge-items`, {
        method: 'POST',
        headers: { Origin: origin, Cookie: cookies[0]!, 'Content-Type': 'application/json' },
        body: JSON.stringify({ foodId: foods[0]!.id, bagSize: 'S' }),
      });
      const { id } = (await added.json()) as { id: string };
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      context.onTestFinished(() => locker.end().catch(() => undefined));
      await locker.query('begin');
      await locker.query('select id from fridge_items where id = $1 for update', [id]);
      const inFlight = fetch(`${servers[0]!.url}/api/fridge-items/${id}`, {
        method: 'DELETE',
        headers: { Origin: origin, Cookie: cookies[0]! },
      });
      await new Promise((wait) => setTimeout(wait, 200));
      stopping = true;
      const stopped = servers[0]!.stop();
      await new Promise((wait) => setTimeout(wait, 3000));
      await locker.query('commit');
      expect((await inFlight).status).toBe(204);
      await stopped;
      stopping = false;
      // And on, through the instance left, a round of writes more.
      await answers(answered + WRITERS);
      writing = false;
      await Promise.all(writers);
      expect(whileStopping).toBeGreaterThan(0);
      expect(failures, `nginx: ${proxy.errors()}`).toEqual([]);
    },
    120_000,
  );
});
