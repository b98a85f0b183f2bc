// Several instances of the server (processes of their own) on one test database, behind a real nginx: the
// set-up of the tests of what happens past one machine. Each instance's PUBLIC_URL is the proxy's address,
// the one origin allowed to change data.
import type { Database } from '../../src/server/db/client';
import { freePort, startChildServer, type ChildServer } from './child-server';
import { startNginx, type Nginx } from './nginx';
import { createTestDatabase } from './test-database';

export interface InstancesBehindNginx {
  database: Database & { url?: string };
  /** In the proxy's order; a test that restarts one puts the new one in its place. */
  servers: ChildServer[];
  proxy: Nginx;
  /** The proxy's address. */
  publicUrl: string;
  /** The settings every instance was started with (PUBLIC_URL among them), to start one again. */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts `count` instances one after the other (each migrates and seeds only what the first left undone),
 * with `settings` besides PUBLIC_URL, then nginx in front of them.
 */
export async function startInstancesBehindNginx(
  count: number,
  settings: Record<string, string>,
): Promise<InstancesBehindNginx> {
  const database = await createTestDatabase();
  const servers: ChildServer[] = [];
  let proxy: Nginx | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  };
  try {
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const all = { ...settings, PUBLIC_URL: publicUrl };
    for (let i = 0; i < count; i++) servers.push(await startChildServer(database.url!, all));
    proxy = await startNginx(
      servers.map((s) => Number(new URL(s.url).port)),
      proxyPort,
    );
    return { database, servers, proxy, publicUrl, settings: all, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
