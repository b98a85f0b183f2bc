// The app the admin API tests call, with an admin and a user signed in, and the field errors of a refusal.
import { expect } from 'vitest';
import { grantAdmin } from '../../src/server/admin/grant';
import { signUpVerified } from './accounts';
import { browserClient, type BrowserClient } from './browser-client';
import type { ErrorBody } from './households';
import { useForFile } from './per-file';
import { createTestApp, type TestApp } from './test-app';

export type Fields = ErrorBody;

/** The field errors of a refusal, as field → message. */
export const fieldsOf = (body: Fields) =>
  Object.fromEntries((body.error.fields ?? []).map((f) => [f.field, f.message]));

export interface AdminApiApp {
  t: TestApp;
  admin: BrowserClient;
  /** A member who is not an admin. */
  user: BrowserClient;
  userId: string;
  close(): Promise<void>;
}

export async function startAdminApiApp(): Promise<AdminApiApp> {
  const t = await createTestApp();
  let n = 0;
  async function member(): Promise<{ client: BrowserClient; id: string; email: string }> {
    const client = browserClient(t, { lang: 'en' });
    const email = `admin-api-${++n}-${Date.now()}@example.com`;
    const id = await signUpVerified(t, client, email, 'gestione-del-frigo-2026');
    return { client, id, email };
  }
  const a = await member();
  expect(await grantAdmin(t.database.db, a.email)).toBe('granted');
  const u = await member();
  return { t, admin: a.client, user: u.client, userId: u.id, close: () => t.close() };
}

/** The app for one test file, started before its tests and closed after them. */
export function useAdminApiApp(): AdminApiApp {
  return useForFile(startAdminApiApp);
}
