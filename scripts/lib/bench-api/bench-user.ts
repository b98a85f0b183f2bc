// The benchmarked user, made through the real API as a person would: sign up, the 6-digit code from the
// e-mail (read from the app's outbox table), then 30 items added one by one, some with a custom reminder.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export const ITEMS = 30;

export interface BenchUser {
  id: string;
  /** `name=value` of the session cookie, as the browser sends it back. */
  cookie: string;
  /** The session's token: the cookie's value without its signature. */
  token: string;
}

async function post(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    // State-changing requests must come from the app's own origin.
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Auth e-mails are sent just after the answer: wait for the code to reach the outbox. */
async function codeSentTo(pool: pg.Pool, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ text: string }>(
      'select text from mail_outbox where to_address = $1 order by sent_at desc limit 1',
      [email],
    );
    const code = rows[0] && /\b(\d{6})\b/.exec(rows[0].text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

export async function createBenchUser(baseUrl: string, pool: pg.Pool): Promise<BenchUser> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('base64url');
  await post(baseUrl, '/api/auth/sign-up/email', {
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    password,
    confirmPassword: password,
  });
  const verified = await post(baseUrl, '/api/auth/email-otp/verify-email', {
    email,
    otp: await codeSentTo(pool, email),
  });
  const { user } = (await verified.json()) as { user: { id: string } };
  // Whatever the server named it (`__Secure-` prefixed under production settings), send it back as set.
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /session_token=./.test(c));
  if (!cookie) throw new Error('the sign-in set no session cookie');

  const foods = (await (await fetch(`${baseUrl}/api/foods?limit=1000`)).json()) as { id: number }[];
  const sizes = ['S', 'M', 'L'] as const;
  const reminderDays = [2, 5, 10] as const;
  for (let i = 0; i < ITEMS; i++) {
    await post(
      baseUrl,
      '/api/fridge-items',
      {
        foodId: foods[i % foods.length]!.id,
        bagSize: sizes[i % sizes.length],
        // Spread over the last days, so freshness and reminders differ; every third has a custom reminder.
        startDatetime: new Date(Date.now() - (i % 6) * 86_400_000).toISOString(),
        ...(i % 3 === 0 ? { customReminderDays: reminderDays[(i / 3) % reminderDays.length] } : {}),
      },
      cookie,
    );
  }
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return { id: user.id, cookie, token: value.slice(0, value.lastIndexOf('.')) };
}
