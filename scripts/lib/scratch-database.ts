// A throw-away PostgreSQL database for the benchmarks: created, migrated and seeded with the app's own
// code, dropped (with its connections) at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedFoods } from '../../src/server/foods/seed';
import { localDiskStorage } from '../../src/server/storage/local-disk';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(adminUrl, `drop database if exists ${name} with (force)`);
  await admin(adminUrl, `create database ${name}`);
  const drop = () => admin(adminUrl, `drop database if exists ${name} with (force)`);
  const storageDir = mkdtempSync(join(tmpdir(), `${name}-storage-`));
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await migrate(database.db);
      await seedFoods(database.db, localDiskStorage(storageDir));
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
  return { name, url: url.toString(), drop };
}
