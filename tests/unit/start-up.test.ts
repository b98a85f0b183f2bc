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
