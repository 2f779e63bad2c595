import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
