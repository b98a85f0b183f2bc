// The server refuses to start on bad settings, saying what is wrong.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('start-up with bad settings', () => {
  it('stops with "Invalid environment variables" and the list of problems', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment variables');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('DATABASE_URL');
    // Starting TypeScript in a new process can take seconds on a busy machine: the spawn's own limit applies.
  }, 30_000);
});

describe('start-up with a database it cannot use', () => {
  const password = 'hunter2-not-for-logs';
  const startWith = (databaseUrl: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('stops naming DATABASE_URL, without its password, when the server cannot be reached', () => {
    const result = startWith(`postgres://postgres:${password}@127.0.0.1:1/fridge`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL');
    expect(result.stderr + result.stdout).not.toContain(password);
  }, 30_000);

  it('stops with "Invalid environment variables" on a malformed URL, without its password', () => {
    const result = startWith(`postgres://postgres:${password}@127.0.0.1:port/fridge`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment variables');
    expect(result.stderr).toContain('DATABASE_URL');
    expect(result.stderr + result.stdout).not.toContain(password);
  }, 30_000);
});
