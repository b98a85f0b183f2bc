// Migrates and seeds one template database per test run; each test file then gets its own copy.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedFoods } from '../../src/server/foods/seed';
import { seedIdeas } from '../../src/server/ideas/seed';
import { localDiskStorage } from '../../src/server/storage/local-disk';
import { adminUrl, databaseUrl } from './postgres-urls';

async function prepare(database: Database, storageDir: string): Promise<void> {
  await migrate(database.db);
  await seedFoods(database.db, localDiskStorage(storageDir));
  await seedIdeas(database.db);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dbKind = project.config.provide.dbKind;
  const scratch = await mkdtemp(join(tmpdir(), 'fridge-template-'));

  if (dbKind === 'pglite') {
    const client = await PGlite.create();
    await prepare(await openDatabase({ pglite: client }), join(scratch, 'storage'));
    const dump = await client.dumpDataDir('none');
    const file = join(scratch, 'template.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    await client.close();
    project.provide('templateRef', file);
    return () => rm(scratch, { recursive: true, force: true });
  }

  const name = `fridge_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
  await prepare(database, join(scratch, 'storage'));
  await database.close();
  project.provide('templateRef', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(scratch, { recursive: true, force: true });
  };
}
