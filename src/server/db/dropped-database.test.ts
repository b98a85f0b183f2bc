// A pool of its own on a database that is dropped with its connections: the benchmarks' scratch databases and
// the tests' own databases end so, and the drop must not end the process that still holds the pool.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../tests/support/postgres-only';
import { adminUrl, databaseUrl } from '../../../tests/support/postgres-urls';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `script` (an ES module) in a process of its own; resolves with its exit code and what it printed. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describeOnPostgres('a database dropped with its connections', () => {
  it('does not end the process that holds a droppable pool of it, though a connection of the pool was open', async () => {
    const name = `fridge_dropped_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name}`);
    try {
      // The pool's connection stays open (idle) while the database is dropped with (force), as one still
      // closing after pool.end() does; the process must live on to print its last line.
      const script = `
        import pg from 'pg';
        import { droppablePool } from './tests/support/droppable-pool.ts';
        const pool = droppablePool(process.env.POOL_URL);
        await pool.query('select 1');
        const admin = new pg.Client({ connectionString: process.env.ADMIN_URL });
        await admin.connect();
        await admin.query('drop database ${name} with (force)');
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 300));
        console.log('still here');
        process.exit(0);
      `;
      const { code, output } = await run(script, { POOL_URL: databaseUrl(name), ADMIN_URL: adminUrl() });
      expect(output).toContain('still here');
      expect(code).toBe(0);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
