// `npm run admin:grant -- user@example.com`: makes that account an admin. Same settings as the server
// (DATABASE_URL, or the embedded database in DATA_DIR while the server is stopped).
import { join } from 'node:path';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { loadEnv } from '../env';
import { grantAdmin } from './grant';

const email = process.argv[2];
if (!email || !email.includes('@')) {
  console.error('usage: npm run admin:grant -- user@example.com');
  process.exit(2);
}
const env = loadEnv();
const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
const database = await openDatabase(
  env.databaseUrl
    ? { url: env.databaseUrl, timeouts: env.databaseTimeouts }
    : { dataDir: join(env.dataDir, 'pglite') },
);
const messages = {
  granted: `${email} is now an admin.`,
  already: `${email} was already an admin.`,
  not_found: `No account with the address ${email}.`,
  guest: `${email} belongs to a guest account; only registered accounts can be admins.`,
};
try {
  await migrate(database.db);
  const result = await grantAdmin(database.db, email);
  console.log(messages[result]);
  process.exitCode = result === 'granted' || result === 'already' ? 0 : 1;
} finally {
  await database.close();
  release();
}
