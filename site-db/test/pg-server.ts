import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSiteDatabase, postgresArgs, postgresBinDir, preparePostgres } from '../src/postgres-server.js';

/** A PostgreSQL server for tests and the benchmark: PGlite (PostgreSQL in WebAssembly) behind its wire-protocol socket. */
export interface TestPostgres {
  /** `postgres://…`, as a DATABASE_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL on `port` (0: any free port), reached through the `pg` driver exactly as a
 * DATABASE_URL would be (as submissions/test/postgres.test.ts does).
 */
export async function startTestPostgres(port: number): Promise<TestPostgres> {
  const pglite = await PGlite.create();
  const server = new PGLiteSocketServer({ db: pglite, port, host: '127.0.0.1', maxConnections: 32 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * Starts Debian's PostgreSQL (not PGlite) on a free port over a fresh cluster in the system's
 * temporary folder, for tests that need several real sessions at once (PGlite serves every
 * connection from one session, so concurrent transactions and their locks cannot be shown on it).
 * Uses the cluster script's own steps (`@insurer/site-db/postgres-server`). `stop()` shuts it down
 * and deletes its data.
 * @throws Error when PostgreSQL is not installed (apt-get install postgresql) or does not start.
 */
export async function startDebianPostgres(): Promise<TestPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'site-db-postgres-'));
  chmodSync(root, 0o755); // PostgreSQL's own user initialises its data folder inside
  const port = await freePort();
  const setup = await preparePostgres({
    bin: postgresBinDir(process.env),
    dataDir: join(root, 'data'),
    passwordFile: join(root, 'password'),
    port,
    log: () => {},
  });
  let output = '';
  const child = spawn(join(setup.bin, 'postgres'), postgresArgs(setup), { stdio: ['ignore', 'ignore', 'pipe'], ...(setup.runAs ?? {}) });
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // fast shutdown
    await exited;
    rmSync(root, { recursive: true, force: true });
    rmSync(setup.dataDir, { recursive: true, force: true });
  };
  try {
    await ensureSiteDatabase(setup, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`PostgreSQL did not start: ${output.trim()}`, { cause: error });
  }
  return { url: setup.databaseUrl, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
